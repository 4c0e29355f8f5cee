import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { ApiClient } from '../../../core/api/client';
import { EngineContext, type Engine } from '../../../core/engine-context';
import { coreStoreSignedIn } from '../../../tests/support/core-store';
import { initI18nForTests } from '../../../tests/support/i18n';
import { click, flush, render } from '../../../tests/support/render';
import type { InboxCounts } from '../api';
import HeaderInbox from './HeaderInbox';

function renderInbox(counts: Pick<InboxCounts, 'unreadMessage' | 'availablePromo'>) {
  const answer: InboxCounts = { ...counts, total: counts.unreadMessage + counts.availablePromo, availableReward: 0, claimableMission: 0 };
  const engine = {
    api: { get: jest.fn(() => Promise.resolve(answer)) } as unknown as ApiClient,
    features: { isOn: () => true },
    resolved: { modals: {}, centres: {} },
  } as unknown as Engine;
  return render(
    <Provider store={coreStoreSignedIn()}>
      <EngineContext.Provider value={engine}>
        <MemoryRouter>
          <HeaderInbox />
        </MemoryRouter>
      </EngineContext.Provider>
    </Provider>,
  );
}

beforeAll(() => initI18nForTests());

// Portuguese plural rules put 0 with 1: "0 mensagem não lida" is what a bare count would say.
describe("the header bell's name and menu say the counts in words", () => {
  it.each([
    [0, 0, 'Avisos: nenhuma mensagem não lida e nenhuma promoção disponível', ['Nenhuma não lida', 'Nenhuma disponível']],
    [1, 1, 'Avisos: 1 mensagem não lida e 1 promoção disponível', ['1 não lida', '1 disponível']],
    [4, 2, 'Avisos: 4 mensagens não lidas e 2 promoções disponíveis', ['4 não lidas', '2 disponíveis']],
  ])('%i messages, %i promotions', async (unreadMessage, availablePromo, name, menuCounts) => {
    const view = renderInbox({ unreadMessage, availablePromo });
    await flush();
    const bell = view.container.querySelector<HTMLButtonElement>('.header-inbox__button')!;
    expect(bell.getAttribute('aria-label')).toBe(name);
    click(bell);
    const shown = [...view.container.querySelectorAll('.header-inbox__item-count')].map((count) => count.textContent);
    expect(shown).toEqual(menuCounts);
    view.unmount();
  });
});
