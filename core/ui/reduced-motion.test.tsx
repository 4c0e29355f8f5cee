/**
 * The visitor's reduced-motion setting, read once (prefersReducedMotion) and followed while a
 * component is mounted (usePrefersReducedMotion): the footer's vendor row stops its autoplay the
 * moment the setting turns on.
 */
import { act } from 'react';
import { render } from '../../tests/support/render';
import { prefersReducedMotion, usePrefersReducedMotion } from './reduced-motion';

/** A matchMedia whose reduced-motion answer the test sets and announces as the browser would. */
function stubMatchMedia(initially: boolean) {
  const list = new EventTarget() as EventTarget & { matches: boolean; media: string };
  list.matches = initially;
  list.media = '(prefers-reduced-motion: reduce)';
  const queries: string[] = [];
  const listeners = new Set<unknown>();
  const add = list.addEventListener.bind(list);
  const remove = list.removeEventListener.bind(list);
  list.addEventListener = (type: string, listener: EventListenerOrEventListenerObject | null) => {
    listeners.add(listener);
    add(type, listener);
  };
  list.removeEventListener = (type: string, listener: EventListenerOrEventListenerObject | null) => {
    listeners.delete(listener);
    remove(type, listener);
  };
  window.matchMedia = ((query: string) => {
    queries.push(query);
    return list;
  }) as unknown as typeof window.matchMedia;
  return {
    queries,
    listeners,
    set(reduced: boolean) {
      list.matches = reduced;
      act(() => void list.dispatchEvent(new Event('change')));
    },
  };
}

function Shown() {
  return <span>{usePrefersReducedMotion() ? 'reduced' : 'full'}</span>;
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('reduced motion', () => {
  it('reads the setting, and answers no where the browser has no matchMedia', () => {
    expect(prefersReducedMotion()).toBe(false);
    const media = stubMatchMedia(true);
    expect(prefersReducedMotion()).toBe(true);
    expect(media.queries).toEqual(['(prefers-reduced-motion: reduce)']);
  });

  it('follows the setting while mounted, and stops listening once unmounted', () => {
    const media = stubMatchMedia(false);
    const shown = render(<Shown />);
    expect(shown.container.textContent).toBe('full');
    media.set(true);
    expect(shown.container.textContent).toBe('reduced');
    media.set(false);
    expect(shown.container.textContent).toBe('full');
    expect(media.listeners.size).toBe(1);
    shown.unmount();
    expect(media.listeners.size).toBe(0);
  });
});
