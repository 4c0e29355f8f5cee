/**
 * Counts in words a Brazilian player reads as natural. Portuguese plural rules put 0 with 1
 * ("0 mensagem não lida"), so every count that can be 0 has a `_zero` text of its own. The header
 * bell's counts are read from the rendered bell (components/header-inbox.test.tsx).
 */
import { addTexts, initI18n, loadTextEngine, t } from '../../../core/i18n/i18n';
import texts from './pt.json';

beforeAll(async () => {
  initI18n('pt');
  addTexts('pt', 'member-centre', texts);
  await loadTextEngine();
});

describe('the unread messages lead', () => {
  it.each([
    [0, 'Você não tem mensagens não lidas.'],
    [1, 'Você tem 1 mensagem não lida.'],
    [3, 'Você tem 3 mensagens não lidas.'],
  ])('%i unread: %s', (count, text) => {
    expect(t('member-centre:messages.unreadLead', { count })).toBe(text);
  });
});
