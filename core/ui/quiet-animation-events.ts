/** The CSS animation events, which nothing on the site reacts to (quiet-animation-events.test.ts holds that true). */
export const ANIMATION_EVENTS = ['animationstart', 'animationiteration', 'animationend'] as const;

/**
 * Stops CSS animation events at the window, before they reach React's root. React 18 listens for
 * every event it supports on its root container, so each animation that starts runs its event
 * dispatch (a walk up the component tree per event) though no component listens: the skeletons
 * of a page start their shimmer in one frame, 38 on the home page, and their events cost that
 * frame's task 13-16 ms on these machines (a phone's 50 ms and more, issue 22). The events still
 * happen, at the window: only their way down to the elements is cut.
 */
export function quietAnimationEvents(target: Pick<Window, 'addEventListener'> = window): void {
  for (const type of ANIMATION_EVENTS) target.addEventListener(type, (event) => event.stopPropagation(), { capture: true });
}
