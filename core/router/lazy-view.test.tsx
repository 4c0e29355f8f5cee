import { initI18nForTests } from '../../tests/support/i18n';
import { click, flush, render } from '../../tests/support/render';
import { chunkErrorType, loadWithTimeout } from './chunk-load';
import { addTexts, t, useT } from '../i18n/i18n';
import { registerPluginTexts } from '../i18n/plugin-texts';
import type { TextBundle } from '../i18n/text-table';
import { LazyView, PluginView } from './LazyView';

beforeAll(() => initI18nForTests());

function chunkError(type: string): Error {
  return Object.assign(new Error(`Loading chunk 42 failed. (${type})`), { name: 'ChunkLoadError', type });
}

describe('LazyView', () => {
  it('shows the ChunkLoadError message with its type and loads again on retry', async () => {
    let attempts = 0;
    const load = () => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(chunkError('missing')) : Promise.resolve({ default: () => <p className="loaded">Lobby</p> });
    };
    const view = render(<LazyView load={load} props={{}} fallback={<span className="loading" />} />);
    await flush();
    const alert = view.container.querySelector('[role="alert"]')!;
    expect(alert.getAttribute('data-chunk-error')).toBe('missing');
    expect(alert.textContent).toContain('ChunkLoadError: missing');
    click(alert.querySelector('button')!);
    await flush();
    expect(view.container.querySelector('.loaded')?.textContent).toBe('Lobby');
    expect(attempts).toBe(2);
    view.unmount();
  });

  it('reports webpack error types and treats anything else as "error"', () => {
    expect(chunkErrorType(chunkError('timeout'))).toBe('timeout');
    expect(chunkErrorType(chunkError('error'))).toBe('error');
    expect(chunkErrorType(new Error('boom'))).toBe('error');
  });

  it('fails a load that does not arrive in time with type "timeout"', async () => {
    jest.useFakeTimers();
    const pending = loadWithTimeout(() => new Promise(() => undefined), 120_000);
    jest.advanceTimersByTime(120_000);
    await expect(pending).rejects.toMatchObject({ name: 'ChunkLoadError', type: 'timeout' });
    jest.useRealTimers();
  });

  it('keeps a render error inside the view, with a retry that renders it again', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    function Fragile() {
      if (fail) throw new Error('bad data');
      return <p className="recovered">Promoções</p>;
    }
    const load = () => Promise.resolve({ default: Fragile });
    const view = render(
      <div>
        <LazyView load={load} props={{}} compact />
        <p className="sibling">Rodapé</p>
      </div>,
    );
    await flush();
    expect(view.container.querySelector('[data-view-error]')?.textContent).toContain('Algo deu errado nesta parte do site');
    expect(view.container.querySelector('.sibling')?.textContent).toBe('Rodapé');
    fail = false;
    click(view.container.querySelector('[data-view-error] button')!);
    expect(view.container.querySelector('.recovered')?.textContent).toBe('Promoções');
    consoleError.mockRestore();
    view.unmount();
  });
});

describe('a plugin’s view and its later texts', () => {
  function textsGate() {
    let open!: () => void;
    const loaded = new Promise<{ default: TextBundle }>((resolve) => {
      open = () => resolve({ default: { title: 'Promoções da semana' } });
    });
    return { loaded, open };
  }

  // A plugin of the test's own: its key is not one of the site's bundles, so it is a plain string.
  const TITLE_KEY: string = 'promos:title';

  function Title() {
    const t = useT();
    return <h1 className="title">{t(TITLE_KEY)}</h1>;
  }

  it('renders a view of the plugin only once the plugin’s later texts are in', async () => {
    const texts = textsGate();
    registerPluginTexts([{ id: 'promos', texts: [{ when: 'on-demand', pt: () => texts.loaded }] }], 'pt');
    const view = render(
      <PluginView pluginId="promos" load={() => Promise.resolve({ default: Title })} props={{}} fallback={<span className="loading" />} />,
    );
    await flush();
    expect(view.container.querySelector('.loading')).not.toBeNull();
    texts.open();
    await flush();
    await flush();
    expect(view.container.querySelector('.title')?.textContent).toBe('Promoções da semana');
    view.unmount();
  });

  it('makes a part that a first-screen view loads itself wait for the later texts (the header’s login form)', async () => {
    const texts = textsGate();
    // Another plugin than above: that one's texts are in by now.
    registerPluginTexts([{ id: 'offers', texts: [{ when: 'on-demand', pt: () => texts.loaded }] }], 'pt');
    const OFFER_KEY: string = 'offers:title';
    const Offer = () => <h2 className="offer">{t(OFFER_KEY)}</h2>;
    const Shell = () => (
      <div className="shell">
        <LazyView load={() => Promise.resolve({ default: Offer })} props={{}} fallback={<span className="part-loading" />} />
      </div>
    );
    const view = render(<PluginView pluginId="offers" firstScreen load={() => Promise.resolve({ default: Shell })} props={{}} />);
    await flush();
    expect(view.container.querySelector('.shell .part-loading')).not.toBeNull();
    texts.open();
    await flush();
    await flush();
    expect(view.container.querySelector('.shell .offer')?.textContent).toBe('Promoções da semana');
    view.unmount();
  });

  it('renders a first-screen contribution at once: its texts came with the first screen', async () => {
    const texts = textsGate();
    registerPluginTexts([{ id: 'header', texts: [{ when: 'on-demand', pt: () => texts.loaded }] }], 'pt');
    addTexts('pt', 'header', { button: 'Entrar' });
    const BUTTON_KEY: string = 'header:button';
    const Button = () => <button type="button">{t(BUTTON_KEY)}</button>;
    const view = render(<PluginView pluginId="header" firstScreen load={() => Promise.resolve({ default: Button })} props={{}} />);
    await flush();
    expect(view.container.querySelector('button')?.textContent).toBe('Entrar');
    view.unmount();
  });
});
