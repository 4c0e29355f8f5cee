/**
 * Waiting on a condition in unit and DOM tests, instead of a fixed sleep: `condition` is checked
 * after every turn of the event loop until it holds; past `timeoutMs` the test fails saying what
 * it waited for.
 *
 *   await waitFor(() => dispatched.some((action) => action.type === 'core/countryLoaded'), 'the country');
 */
export async function waitFor(
  condition: () => boolean,
  what = 'a condition',
  timeoutMs = 5_000,
  /** One turn of waiting; a React test passes `() => flush()` so the updates it lets through render inside act. */
  turn: () => Promise<void> = nextTurn,
): Promise<void> {
  // performance.now, not Date.now: a test may have faked the latter.
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await turn();
  }
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
