import { initI18nForTests } from '../../tests/support/i18n';
import { t } from '../../core/i18n/i18n';
import { remarkLength } from '../../core/ui/RemarkField';
import { validateApplication } from './components/ApplyForm';

beforeAll(async () => {
  await initI18nForTests();
});

describe('the application form rules', () => {
  it('needs a remark that is not only spaces', () => {
    expect(validateApplication({ remark: '' }, t)).toEqual({ remark: 'Escreva uma observação.' });
    expect(validateApplication({ remark: '   \n ' }, t)).toEqual({ remark: 'Escreva uma observação.' });
  });

  it('takes 140 characters as the platform counts them, and refuses 141', () => {
    expect(validateApplication({ remark: 'a'.repeat(140) }, t)).toEqual({});
    expect(validateApplication({ remark: '🎰'.repeat(140) }, t)).toEqual({});
    expect(remarkLength('🎰🎰')).toBe(2);
    expect(validateApplication({ remark: 'a'.repeat(141) }, t)).toEqual({ remark: 'A observação pode ter no máximo 140 caracteres.' });
  });

  it('keeps hostile text as text (it is sent as it is; the page renders it as text)', () => {
    expect(validateApplication({ remark: '<img src=x onerror=alert(1)>' }, t)).toEqual({});
  });
});
