/**
 * Lazy images wait for the start-up to settle: the page loaded, the after-paint round over, then an
 * idle period. Each of the three holds it back on its own; later pages get their images at once.
 */
import { flush, render } from '../../tests/support/render';
import { CdnImage } from '../media/CdnImage';
import { EngineContext, type Engine } from '../engine-context';
import { START_UP_SETTLED_ATTRIBUTE, useStartUpSettled } from './start-up-settled';

let loadPage: () => void = () => undefined;
const pageLoaded = new Promise<void>((resolve) => {
  loadPage = resolve;
});
jest.mock('../ui/use-page-loaded', () => ({ whenPageLoaded: () => pageLoaded }));

let endRound: () => void = () => undefined;
const roundOver = new Promise<void>((resolve) => {
  endRound = resolve;
});
const idle: Array<() => void> = [];
beforeAll(() => {
  // jsdom has no user timing.
  performance.mark ??= jest.fn();
});
jest.mock('./after-paint-turns', () => ({
  whenAfterPaintRoundOver: () => roundOver,
  nextIdlePeriod: (work: () => void) => idle.push(work),
}));

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

  endRound();
  await flush();
  expect(state(view.container)).toEqual(waiting);
  loadPage();
  await flush();
  // Loaded and the round over: one idle period to go.
  expect(idle).toHaveLength(1);
  expect(state(view.container)).toEqual(waiting);

  idle.shift()?.();
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
