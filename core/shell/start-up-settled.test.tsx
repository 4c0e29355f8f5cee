/**
 * Lazy images wait for the start-up to settle: the page loaded, the after-paint round over (or 2 s
 * after the load), then an idle period. Each holds it back on its own; later pages get their
 * images at once.
 */
import { flush, render } from '../../tests/support/render';
import { CdnImage } from '../media/CdnImage';
import { EngineContext, type Engine } from '../engine-context';
import { START_UP_SETTLED_ATTRIBUTE, useStartUpSettled } from './start-up-settled';

/** What the settle waits on, controlled by the test: the page's load, the after-paint round, idle periods. */
function newGates() {
  const gates = { loadPage: () => undefined as void, endRound: () => undefined as void, idle: [] as Array<() => void> };
  const pageLoaded = new Promise<void>((resolve) => {
    gates.loadPage = resolve;
  });
  const roundOver = new Promise<void>((resolve) => {
    gates.endRound = resolve;
  });
  return { ...gates, pageLoaded, roundOver };
}
let gates = newGates();
jest.mock('../ui/use-page-loaded', () => ({ whenPageLoaded: () => gates.pageLoaded }));
jest.mock('./after-paint-turns', () => ({
  whenAfterPaintRoundOver: () => gates.roundOver,
  nextIdlePeriod: (work: () => void) => gates.idle.push(work),
}));
beforeAll(() => {
  // jsdom has no user timing.
  performance.mark ??= jest.fn();
});

// CdnImage reads the image CDNs only.
const engine = { features: { imageCDNs: ['https://cdn-a.test/img'] } } as unknown as Engine;

function Probe() {
  return <p className="probe">{useStartUpSettled() ? 'settled' : 'starting'}</p>;
}

function Page() {
  return (
    <EngineContext.Provider value={engine}>
      <Probe />
      <CdnImage path="games/lazy.jpg" alt="" width={10} height={10} className="lazy" />
      <CdnImage path="games/eager.jpg" alt="" width={10} height={10} className="eager" eager />
    </EngineContext.Provider>
  );
}

const state = (container: HTMLElement) => ({
  probe: container.querySelector('.probe')?.textContent,
  lazy: container.querySelector('img.lazy')?.getAttribute('src') ?? null,
  eager: container.querySelector('img.eager')?.getAttribute('src') ?? null,
  marked: document.documentElement.hasAttribute(START_UP_SETTLED_ATTRIBUTE),
});

it('gives lazy images their address once the page has loaded, the round is over and the browser idles', async () => {
  const view = render(<Page />);
  await flush();
  const waiting = { probe: 'starting', lazy: null, eager: 'https://cdn-a.test/img/games/eager.jpg', marked: false };
  expect(state(view.container)).toEqual(waiting);

  gates.endRound();
  await flush();
  expect(state(view.container)).toEqual(waiting);
  gates.loadPage();
  await flush();
  // Loaded and the round over: one idle period to go.
  expect(gates.idle).toHaveLength(1);
  expect(state(view.container)).toEqual(waiting);

  gates.idle.shift()?.();
  await flush();
  expect(state(view.container)).toEqual({
    probe: 'settled',
    lazy: 'https://cdn-a.test/img/games/lazy.jpg',
    eager: 'https://cdn-a.test/img/games/eager.jpg',
    marked: true,
  });
  view.unmount();

  // Another page: its lazy images have their address from its first render.
  const later = render(<Page />);
  expect(state(later.container).lazy).toBe('https://cdn-a.test/img/games/lazy.jpg');
  later.unmount();
});

it.each([
  ['until the after-paint round is over', true],
  ['2 s at most when the round does not end', false],
])('after the load, waits %s, then for an idle period', async (_name, roundEnds) => {
  gates = newGates();
  let settled = false;
  await jest.isolateModulesAsync(async () => {
    const { whenStartUpSettled } = await import('./start-up-settled');
    void whenStartUpSettled().then(() => {
      settled = true;
    });
  });
  gates.loadPage();
  await flush(1_500);
  expect(gates.idle).toHaveLength(0);
  if (roundEnds) gates.endRound();
  await flush(roundEnds ? 0 : 600);
  expect(gates.idle).toHaveLength(1);
  expect(settled).toBe(false);
  gates.idle.shift()?.();
  await flush();
  expect(settled).toBe(true);
});
