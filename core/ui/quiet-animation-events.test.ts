/**
 * quietAnimationEvents stops every CSS animation event at the window: it is safe only while no
 * part of the site listens for one, which this test holds true of every source file.
 */
import { sourceFiles } from '../../tests/support/source-files';
import { ANIMATION_EVENTS, quietAnimationEvents } from './quiet-animation-events';

describe('quiet animation events', () => {
  it('stops each animation event on its way down, and nothing else', () => {
    const window = new EventTarget();
    quietAnimationEvents(window as unknown as Window);
    for (const type of [...ANIMATION_EVENTS, 'transitionend', 'click']) {
      const event = new Event(type);
      const stopped = jest.spyOn(event, 'stopPropagation');
      window.dispatchEvent(event);
      expect([type, stopped.mock.calls.length]).toEqual([type, (ANIMATION_EVENTS as readonly string[]).includes(type) ? 1 : 0]);
    }
  });

  it('is safe: no source file listens for an animation event', () => {
    const sources = [...sourceFiles('core'), ...sourceFiles('plugins')].filter(({ file }) => !file.includes('quiet-animation-events'));
    expect(sources.length).toBeGreaterThan(100);
    const listening = sources
      .filter(({ source }) => /onAnimation(Start|Iteration|End)|['"`]animation(start|iteration|end)['"`]/i.test(source))
      .map(({ file }) => file);
    expect(listening).toEqual([]);
  });
});
