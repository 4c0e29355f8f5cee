import { MemoryRouter } from 'react-router-dom';
import type { ApiClient } from '../../../core/api/client';
import { ApiError } from '../../../core/api/errors';
import { EngineContext, type Engine } from '../../../core/engine-context';
import { initI18nForTests } from '../../../tests/support/i18n';
import { click, flush, render } from '../../../tests/support/render';
import type { HelpCenter } from '../api';
import HelpModal from '../modals/HelpModal';
import FooterHelp from './FooterHelp';
import { HelpCentre } from './HelpCentre';

// No shell paints here: the footer's "once the page has loaded" is now.
jest.mock('../../../core/ui/use-page-loaded', () => ({
  ...jest.requireActual('../../../core/ui/use-page-loaded'),
  whenPageLoaded: () => Promise.resolve(),
}));

const HELP: HelpCenter = {
  items: [
    { tag: 'saques', title: 'Saques', summary: 'Como sacar.', content: '<p>Até 5 saques por dia.</p>', order: 2 },
    {
      tag: 'termos',
      title: 'Termos',
      summary: '',
      content:
        '<p onclick="alert(1)">Regras <a href="javascript:alert(1)">aqui</a></p><script>alert(1)</script><img src=x onerror=alert(1)>',
      order: 3,
    },
    { tag: 'depositos', title: 'Depósitos', summary: 'PIX e mais.', content: '<ul><li>PIX</li></ul>', order: 1 },
  ],
  widgets: [
    {
      type: 'menu',
      title: 'Atendimento',
      items: [
        { name: 'Central de ajuda', page: '/help', dataPath: null, type: 'route' },
        { name: 'Como sacar', page: '/help', dataPath: 'saques', type: 'route' },
        { name: 'Perigoso', page: 'javascript:alert(1)', dataPath: null, type: 'url' },
        { name: 'Outro site', page: '//evil.example', dataPath: null, type: 'route' },
      ],
    },
  ],
};

// Each test gets its own client: the help answer is kept per client for the page's life.
function engineWith(answer: () => Promise<unknown>): Engine {
  // The topics' HTML goes through SafeHtml, which reads the image CDNs from the features.
  return { api: { get: jest.fn(answer) } as unknown as ApiClient, features: { imageCDNs: [] } } as unknown as Engine;
}

function renderWith(engine: Engine, element: JSX.Element) {
  return render(
    <EngineContext.Provider value={engine}>
      <MemoryRouter initialEntries={['/help']}>{element}</MemoryRouter>
    </EngineContext.Provider>,
  );
}

beforeAll(async () => {
  Element.prototype.scrollIntoView = jest.fn(); // jsdom has no layout
  await initI18nForTests();
});

describe('help centre', () => {
  it('lists the topics in order and renders their HTML through the sanitiser only', async () => {
    const view = renderWith(
      engineWith(async () => HELP),
      <HelpCentre activeTag={null} variant="page" />,
    );
    await flush(50);
    expect([...view.container.querySelectorAll('.help-topic')].map((section) => section.id)).toEqual([
      'help-topic-depositos',
      'help-topic-saques',
      'help-topic-termos',
    ]);
    expect([...view.container.querySelectorAll('.help-centre__nav-link')].map((link) => link.getAttribute('href'))).toEqual([
      '/help#depositos',
      '/help#saques',
      '/help#termos',
    ]);
    const terms = view.container.querySelector('#help-topic-termos .help-topic__content')!;
    expect(terms.textContent).toContain('Regras');
    expect(terms.querySelector('script')).toBeNull();
    expect([...terms.querySelectorAll('*')].some((el) => el.getAttributeNames().some((name) => name.startsWith('on')))).toBe(false);
    expect(terms.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
    view.unmount();
  });

  it('brings the active topic into view, highlights and focuses it', async () => {
    const view = renderWith(
      engineWith(async () => HELP),
      <HelpCentre activeTag="saques" variant="page" />,
    );
    // The centre waits for the sanitised content (a lazily loaded module) before it scrolls.
    for (let waited = 0; waited < 2000 && !document.activeElement?.classList.contains('help-topic'); waited += 50) await flush(50);
    const section = view.container.querySelector('#help-topic-saques')!;
    expect(section.classList.contains('help-topic--active')).toBe(true);
    expect(document.activeElement).toBe(section);
    expect(section.scrollIntoView).toHaveBeenCalled();
    view.unmount();
  });

  it('shows the error with a retry that asks again', async () => {
    let calls = 0;
    const engine = engineWith(async () => {
      calls += 1;
      if (calls === 1) throw new ApiError('network');
      return HELP;
    });
    const view = renderWith(engine, <HelpCentre activeTag={null} variant="page" />);
    await flush(20);
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain('Não foi possível carregar');
    click(view.container.querySelector('[role="alert"] button')!);
    await flush(50);
    expect(view.container.querySelectorAll('.help-topic')).toHaveLength(3);
    view.unmount();
  });
});

describe('footer help', () => {
  it('links every topic to /help#{tag} and keeps only safe menu entries', async () => {
    const view = renderWith(
      engineWith(async () => HELP),
      <FooterHelp />,
    );
    await flush(20);
    expect([...view.container.querySelectorAll('.footer-help__link[data-tag]')].map((link) => link.getAttribute('href'))).toEqual([
      '/help#depositos',
      '/help#saques',
      '/help#termos',
    ]);
    const menu = [...view.container.querySelectorAll('[data-widget="menu"] a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(menu).toEqual([
      ['Central de ajuda', '/help'],
      ['Como sacar', '/help#saques'],
    ]);
    view.unmount();
  });
});

describe('helpModal', () => {
  it('opens on the topic it is given, with ids of its own, and moves to a topic picked in its list', async () => {
    const close = jest.fn();
    const view = renderWith(
      engineWith(async () => HELP),
      <HelpModal modalId="helpModal" props={{ tag: 'termos' }} close={close} />,
    );
    for (let waited = 0; waited < 2000 && document.activeElement?.id !== 'help-modal-termos'; waited += 50) await flush(50);
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.querySelector('#help-modal-termos')?.classList.contains('help-topic--active')).toBe(true);
    expect(document.activeElement?.id).toBe('help-modal-termos');
    // No id of the page's own topics: the modal may open over /help.
    expect(dialog.querySelector('#help-topic-termos')).toBeNull();
    click(dialog.querySelector('a[href="#help-modal-saques"]')!);
    for (let waited = 0; waited < 2000 && document.activeElement?.id !== 'help-modal-saques'; waited += 50) await flush(50);
    expect(document.activeElement?.id).toBe('help-modal-saques');
    expect(dialog.querySelectorAll('.help-topic--active')).toHaveLength(1);
    view.unmount();
  });
});
