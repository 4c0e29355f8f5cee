import { act } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { combineReducers, legacy_createStore as createStore } from 'redux';
import type { ApiClient, CallOptions } from '../../core/api/client';
import { ApiError } from '../../core/api/errors';
import { EngineContext, type Engine } from '../../core/engine-context';
import { addTexts } from '../../core/i18n/i18n';
import { createCoreReducer, type CoreState, type MemberInfo } from '../../core/store/core-state';
import { initI18nForTests } from '../../tests/support/i18n';
import { click, flush, render, type Rendered } from '../../tests/support/render';
import { lobbiesActions, type GameCategoryMenu } from '../lobbies';
import { lobbiesReducer } from '../lobbies/reducer';
import type { Draw, LotteryGame } from './api';
import { LotteryLobby } from './components/LotteryLobby';
import type { LotteryArea } from './launch';
import pt from './i18n/pt.json';

const ORIGIN = 'http://localhost';
const CDN = `${ORIGIN}/cdn/a`;

function game(
  gameCode: string,
  gameName: string,
  gameGroupCode: LotteryGame['gameGroupCode'],
  vassalage: LotteryGame['vassalage'],
  gameType: LotteryGame['gameType'] = 'LOTT',
): LotteryGame {
  return {
    gameCode,
    gameName,
    gameGroupCode,
    vassalage,
    gameType,
    image: 'games/loteria.svg',
    drawIntervalMinutes: 5,
    nextDrawAt: '2030-01-01T00:00:00Z',
  };
}

const HANOI = game('VN_HN', 'Hà Nội', 'VN_NORTH', 'TCG_LOTTO_VN');
const HUE = game('VN_HUE', 'Huế', 'VN_CENTRAL', 'TCG_LOTTO_VN');
const SSC = game('SSC_1', 'SSC Relâmpago', 'SSC', 'TCG_SEA');
const PK10 = game('PK10_1', 'Corrida PK10', 'PK10', 'TCG_SEA');
const ELOTT = game('EL_1', 'Loto Expressa', 'LF', 'ELOTT', 'ELOTT');

const VN_MENU = [
  { gameGroupCode: 'VN_NORTH', title: 'Norte', games: [HANOI] },
  { gameGroupCode: 'VN_CENTRAL', title: 'Centro', games: [HUE] },
];
const SEA_MENU = [
  { gameGroupCode: 'SSC', title: 'SSC', games: [SSC] },
  { gameGroupCode: 'PK10', title: 'Corrida PK10', games: [PK10] },
];
const DRAW: Draw = {
  gameCode: 'SSC_1',
  gameName: 'SSC Relâmpago',
  issue: '20300101-0001',
  numbers: ['3', '7', '1', '9', '0'],
  openedAt: '2030-01-01T00:00:00Z',
};

type Handler = (options: CallOptions | undefined) => unknown;

function fakeApi(handlers: Record<string, Handler>) {
  const calls: Array<{ path: string; options: CallOptions | undefined }> = [];
  const api = {
    get: (path: string, options?: CallOptions) => {
      calls.push({ path, options });
      const handler = handlers[path];
      if (!handler) return Promise.reject(new ApiError('server'));
      try {
        const value = handler(options);
        return value instanceof Promise ? value : Promise.resolve(value);
      } catch (error) {
        return Promise.reject(error);
      }
    },
  } as unknown as ApiClient;
  return { api, calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

const baseHandlers: Record<string, Handler> = {
  '/lgw/vn/games/game_menu': () => VN_MENU,
  '/lgw/games/lottery_menus': () => SEA_MENU,
  '/lgw/games/popular': () => [SSC, PK10],
  '/lgw/vn/numeros/opened/game': () =>
    Array.from({ length: 23 }, (_, i) => ({
      ...DRAW,
      gameCode: 'VN_HN',
      gameName: 'Hà Nội',
      issue: `20300101-${String(i).padStart(4, '0')}`,
    })),
  '/lgw/vn/games/game_menu/recent': () => [HUE],
  '/lotto/lgw/games/opened/numero': () => [DRAW, { ...DRAW, issue: '20300101-0000' }],
  'game/launchGame': () => ({ content: `${CDN}/play/ticket123` }),
};

const MENUS_ELOTT: GameCategoryMenu[] = [
  {
    title: 'Loteria',
    gameType: 'ELOTT',
    gameClassify: null,
    cards: [{ vassalage: 'LOTT', accountTypeId: 1, isHot: 0, gameType: 'ELOTT', nodeId: 9, name: 'LOTT', isGame: null }],
  },
];

interface LobbiesMenus {
  menus: GameCategoryMenu[] | null;
  menusStatus: 'idle' | 'loading' | 'loaded' | 'failed';
}

function mount(
  area: LotteryArea,
  path: string,
  options: { token?: string | null; handlers?: Record<string, Handler>; lobbies?: LobbiesMenus } = {},
) {
  // A logged-in player is a real (type 0) member: launches pass the protected-action check.
  const member: MemberInfo | null = options.token
    ? {
        id: 1,
        account: 'jogador',
        nickname: 'Jogador',
        type: 0,
        toUpline: false,
        clubLabel: null,
        memberLabel: [],
        email: null,
        mobileNum: null,
        countryDialingCode: null,
      }
    : null;
  // Whichever plugin asks for a login, core opens the sign-in modal of the one that gives it.
  const core: CoreState = { token: options.token ?? null, member, country: null, theme: 'dark', modals: [] };
  const actions: string[] = [];
  // The lobbies plugin mounts its reducer with its workflows; this test mounts it by hand.
  const reducer = combineReducers({ core: createCoreReducer(core, SIGN_IN_MODAL), lobbies: lobbiesReducer });
  const store = createStore(reducer, { core, lobbies: options.lobbies ?? { menus: [], menusStatus: 'loaded' } } as never);
  const dispatch = store.dispatch;
  store.dispatch = ((action: { type: string }) => {
    actions.push(action.type);
    let result: unknown;
    act(() => {
      result = dispatch(action as never);
    });
    return result;
  }) as typeof store.dispatch;
  const fake = fakeApi({ ...baseHandlers, ...options.handlers });
  const engine = {
    brand: { languages: { default: 'pt', supported: ['pt'] }, identity: { device: 'WEB' } },
    features: { imageCDNs: [`${ORIGIN}/cdn/a`], launchGameCDNs: [CDN] },
    api: fake.api,
  } as unknown as Engine;
  const view = render(
    <Provider store={store}>
      <EngineContext.Provider value={engine}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={new URL(path, ORIGIN).pathname} element={<LotteryLobby area={area} />} />
            {area !== 'sea' ? <Route path="/seaLottery" element={<LotteryLobby area="sea" />} /> : null}
          </Routes>
          <LocationSpy />
        </MemoryRouter>
      </EngineContext.Provider>
    </Provider>,
  );
  return { view, store, actions, ...fake };
}

let currentLocation = '';
function LocationSpy() {
  const location = useLocation();
  currentLocation = `${location.pathname}${location.search}`;
  return null;
}

const byText = (view: Rendered, selector: string, text: string) =>
  [...view.container.querySelectorAll(selector)].find((element) => element.textContent?.includes(text));
const star = (view: Rendered, name: string) => view.container.querySelector(`button[aria-label="Favoritar ${name}"]`) as HTMLButtonElement;
/** Stands for the sign-in modal a plugin gives (auth's, on a real site). */
const SIGN_IN_MODAL = 'signInModal';
const openModals = (store: { getState: () => { core: CoreState } }) => store.getState().core.modals.map((modal) => modal.id);

beforeAll(async () => {
  await initI18nForTests();
  addTexts('pt', 'lottery', pt);
});

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('lottery page', () => {
  it('shows the VN menu by region, the results board ten a page, and no recent tab for a visitor', async () => {
    const { view } = mount('vn', '/vnLottery');
    await flush();
    const tabs = [...view.container.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);
    expect(tabs).toEqual(['Norte1', 'Centro1', 'Favoritos']);
    expect(view.container.querySelector('button[aria-label="Jogar Hà Nội"]')).not.toBeNull();
    expect(view.container.querySelectorAll('.lottery-results .lottery-draw')).toHaveLength(10);
    click(view.container.querySelector('button[aria-label="Página 3"]')!);
    expect(view.container.querySelectorAll('.lottery-results .lottery-draw')).toHaveLength(3);
    view.unmount();
  });

  it('asks a visitor to log in before launching ?gameCode=, and launches nothing', async () => {
    const { view, store, callsTo } = mount('sea', '/seaLottery?gameCode=SSC_1');
    await flush();
    expect(openModals(store)).toEqual([SIGN_IN_MODAL]);
    expect(callsTo('game/launchGame')).toHaveLength(0);
    expect(view.container.querySelector('iframe')).toBeNull();
    await flush();
    expect(view.container.querySelector('.lottery-stage')?.textContent).toContain('Entre na sua conta para jogar SSC Relâmpago.');
    // The draws need a session too: a prompt instead of the token call.
    expect(callsTo('/lotto/lgw/games/opened/numero')).toHaveLength(0);
    expect(view.container.querySelector('.lottery-results')?.textContent).toContain('Entre na sua conta para ver os últimos resultados');
    view.unmount();
  });

  it('launches a VN game with the VN lobby fields and shows it in the iframe', async () => {
    sessionStorage.setItem('username', 'jogador');
    const { view, callsTo } = mount('vn', '/vnLottery?gameCode=VN_HN', { token: 'tok' });
    await flush();
    const [launch] = callsTo('game/launchGame');
    expect(launch.options?.auth).toBe(true);
    expect(launch.options?.params).toEqual({
      gameCode: 'VN_HN',
      vassalage: 'TCG_LOTTO_VN',
      gameType: 'LOTT',
      language: 'pt',
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoGameCode: 'VN_HN',
      lottoView: 'betting',
      backUrl: `${ORIGIN}/?gameCode=VN_HN`,
    });
    expect(view.container.querySelector('iframe')?.getAttribute('src')).toBe(`${CDN}/play/ticket123`);
    expect(callsTo('/lgw/vn/games/game_menu/recent')[0].options?.auth).toBe(true);
    expect(byText(view, '[role="tab"]', 'Recentes')).toBeDefined();
    view.unmount();
  });

  it('opens the VN lobby view from the hero, without a game to bet on', async () => {
    const { view, callsTo } = mount('vn', '/vnLottery', { token: 'tok' });
    await flush();
    click(view.container.querySelector('.lottery-hero__action')!);
    await flush();
    const params = callsTo('game/launchGame')[0].options?.params;
    expect(params).toMatchObject({ gameCode: 'VN_HN', lottoArea: 'VN', launchMode: 'LOTT', lottoView: 'lobby' });
    expect(params).not.toHaveProperty('lottoGameCode');
    expect(view.container.querySelector('.lottery-stage__title')?.textContent).toBe('Lobby da Loteria Vietnamita');
    view.unmount();
  });

  it('sends a popular lottery of another area to its own page (spec launch routing)', async () => {
    const { view, callsTo } = mount('vn', '/vnLottery', { token: 'tok' });
    await flush();
    click(view.container.querySelector('.lottery-popular button[aria-label="Jogar SSC Relâmpago"]')!);
    await flush();
    expect(currentLocation).toBe('/seaLottery?gameCode=SSC_1');
    // The SEA page opened in its place launches the game there.
    expect(view.container.querySelector('.lottery-page--sea')).not.toBeNull();
    expect(callsTo('game/launchGame').map((call) => call.options?.params?.vassalage)).toEqual(['TCG_SEA']);
    view.unmount();
  });

  it('closes the game and drops gameCode from the address', async () => {
    const { view } = mount('sea', '/seaLottery?gameCode=SSC_1', { token: 'tok' });
    await flush();
    expect(view.container.querySelector('iframe')).not.toBeNull();
    click(view.container.querySelector('button[aria-label="Fechar o jogo"]')!);
    await flush();
    expect(view.container.querySelector('.lottery-stage')).toBeNull();
    expect(currentLocation).toBe('/seaLottery');
    view.unmount();
  });

  it('does not frame an address off the launch CDNs', async () => {
    const { view } = mount('sea', '/seaLottery?gameCode=SSC_1', {
      token: 'tok',
      handlers: { 'game/launchGame': () => ({ content: 'https://evil.example/play/x' }) },
    });
    await flush();
    expect(view.container.querySelector('iframe')).toBeNull();
    expect(view.container.querySelector('.lottery-stage [role="alert"]')?.textContent).toContain(
      'não pertence a um servidor de jogos autorizado',
    );
    view.unmount();
  });

  it('shows a failed launch with a retry that launches again', async () => {
    let attempts = 0;
    const { view, callsTo } = mount('sea', '/seaLottery?gameCode=SSC_1', {
      token: 'tok',
      handlers: {
        'game/launchGame': () => {
          attempts += 1;
          if (attempts === 1) throw new ApiError('rejected', { serverMessage: 'Jogo em manutenção.' });
          return { content: `${CDN}/play/second` };
        },
      },
    });
    await flush();
    const alert = view.container.querySelector('.lottery-stage [role="alert"]')!;
    expect(alert.textContent).toContain('Jogo em manutenção.');
    click(byText(view, '.lottery-stage button', 'Tentar de novo')!);
    await flush();
    expect(callsTo('game/launchGame')).toHaveLength(2);
    expect(view.container.querySelector('iframe')?.getAttribute('src')).toBe(`${CDN}/play/second`);
    view.unmount();
  });

  it('launches a clicked tile after the login check and shows its draws', async () => {
    const { view, callsTo } = mount('sea', '/seaLottery', { token: 'tok' });
    await flush();
    click(byText(view, '[role="tab"]', 'Corrida PK10')!);
    click(view.container.querySelector('button[aria-label="Jogar Corrida PK10"]')!);
    await flush();
    expect(callsTo('game/launchGame').map((call) => call.options?.params?.gameCode)).toEqual(['PK10_1']);
    expect(callsTo('game/launchGame')[0].options?.params).not.toHaveProperty('lottoArea');
    expect(callsTo('/lotto/lgw/games/opened/numero').at(-1)?.options?.params).toEqual({ gameCode: 'PK10_1', count: 10 });
    expect(view.container.querySelector('iframe')).not.toBeNull();
    view.unmount();
  });

  it('keeps favourites per username, and a visitor starring gets the login popup', async () => {
    const visitor = mount('sea', '/seaLottery');
    await flush();
    click(star(visitor.view, 'SSC Relâmpago'));
    expect(openModals(visitor.store)).toEqual([SIGN_IN_MODAL]);
    expect(star(visitor.view, 'SSC Relâmpago').getAttribute('aria-pressed')).toBe('false');
    visitor.view.unmount();

    sessionStorage.setItem('username', 'jogador');
    const member = mount('sea', '/seaLottery', { token: 'tok' });
    await flush();
    click(star(member.view, 'SSC Relâmpago'));
    expect(star(member.view, 'SSC Relâmpago').getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem('lotteryFavourites:jogador')!)).toEqual(['SSC_1']);
    click(byText(member.view, '[role="tab"]', 'Favoritos')!);
    expect([...member.view.container.querySelectorAll('.lottery-menu .lottery-card__name')].map((name) => name.textContent)).toEqual([
      'SSC Relâmpago',
    ]);
    member.view.unmount();
  });

  it('waits for the lobbies menus on /lottery and asks in the prize mode they give', async () => {
    const { view, store, actions, callsTo } = mount('lottery', '/lottery', { lobbies: { menus: null, menusStatus: 'idle' } });
    await flush();
    expect(actions).toContain('lobbies/menusRequested');
    expect(callsTo('/lgw/games/lottery_menus')).toHaveLength(0);
    store.dispatch(lobbiesActions.menusLoaded(MENUS_ELOTT));
    await flush();
    expect(callsTo('/lgw/games/lottery_menus')[0].options?.params).toMatchObject({ prizeMode: 'Elott' });
    expect(callsTo('/lgw/games/popular')[0].options?.params).toEqual({ count: 20, prizeMode: 'Elott', device: 'WEB', language: 'pt' });
    view.unmount();
  });

  it('shows a failed menu with a retry', async () => {
    let attempts = 0;
    const { view } = mount('sea', '/seaLottery', {
      handlers: {
        '/lgw/games/lottery_menus': () => {
          attempts += 1;
          if (attempts === 1) throw new ApiError('network');
          return [{ gameGroupCode: 'LF', title: 'Loto', games: [ELOTT] }];
        },
      },
    });
    await flush();
    const alert = view.container.querySelector('.lottery-menu [role="alert"]')!;
    expect(alert.textContent).toContain('Não foi possível carregar as loterias.');
    click(alert.querySelector('button')!);
    await flush();
    expect(view.container.querySelector('button[aria-label="Jogar Loto Expressa"]')).not.toBeNull();
    view.unmount();
  });

  it('says so when ?gameCode= names no lottery of the page', async () => {
    const { view, callsTo } = mount('sea', '/seaLottery?gameCode=NOPE', { token: 'tok' });
    await flush();
    expect(callsTo('game/launchGame')).toHaveLength(0);
    expect(view.container.querySelector('.lottery-stage')?.textContent).toContain('Não encontramos a loteria “NOPE”');
    view.unmount();
  });
});
