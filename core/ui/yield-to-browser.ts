/**
 * Ends the current task and resumes in a new one, once the browser has had its turn (input, a
 * frame). Start-up calls it between its steps so that no step shares a task with the next: each is
 * a few milliseconds, together they made tasks of 60-190 ms on a phone after the first paint
 * (issue 22). `scheduler.yield()` resumes ahead of other queued work, so start-up loses no place
 * in the queue; where it is missing a timer does the same, a little later.
 */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
