/**
 * The app's entry. Its script holds React DOM and start-up, and evaluating them in the script's
 * own task was one task of 13-35 ms on these machines, after the first paint (the loading frame):
 * a phone's long task on every load (issue 22). React DOM's set-up is about half of it, so it is
 * evaluated first and start-up (./boot and the rest of the app's modules) in the next task. Both
 * are in this script (`eager`): no extra request.
 */
import { yieldToBrowser } from './ui/yield-to-browser';

async function evaluateInTwoTasks(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ './boot');
}

void evaluateInTwoTasks();
