/**
 * Below-the-fold parts mount after the first paint one per idle period, in the order they asked,
 * and parts mounted after that first round mount at once.
 */
import { flush, render } from '../../tests/support/render';
import { AFTER_PAINT_DONE_ATTRIBUTE, useAfterPaintTurn } from './after-paint-turns';

jest.mock('./first-screen-painted', () => ({ whenFirstScreenPainted: () => Promise.resolve() }));

const idle: Array<() => void> = [];
beforeAll(() => {
  (globalThis as Record<string, unknown>).requestIdleCallback = (work: () => void) => idle.push(work);
});

/** Runs the browser's next idle period. */
async function idlePeriod(): Promise<void> {
  idle.shift()?.();
  await flush();
}

function Part({ name }: { name: string }) {
  return useAfterPaintTurn() ? <p className="shown">{name}</p> : null;
}

const shown = (container: HTMLElement) => [...container.querySelectorAll('.shown')].map((part) => part.textContent);

it('mounts one part per idle period, in order, then later parts at once', async () => {
  const view = render(
    <>
      <Part name="footer" />
      <Part name="games" />
      <Part name="winners" />
    </>,
  );
  await flush();
  expect(shown(view.container)).toEqual([]);
  await idlePeriod();
  expect(shown(view.container)).toEqual(['footer']);
  await idlePeriod();
  expect(shown(view.container)).toEqual(['footer', 'games']);
  await idlePeriod();
  expect(shown(view.container)).toEqual(['footer', 'games', 'winners']);
  expect(document.documentElement.hasAttribute(AFTER_PAINT_DONE_ATTRIBUTE)).toBe(false);
  // The queue is empty: the round is over once the next idle period finds nothing.
  await idlePeriod();
  expect(document.documentElement.hasAttribute(AFTER_PAINT_DONE_ATTRIBUTE)).toBe(true);
  view.unmount();

  const later = render(<Part name="another page" />);
  expect(shown(later.container)).toEqual(['another page']);
  later.unmount();
});
