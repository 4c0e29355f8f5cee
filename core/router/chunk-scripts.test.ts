/**
 * spreadChunkScripts moves each of webpack's script insertions into a timer task of its own, in
 * the order asked, with webpack's own arguments (its completion callback above all).
 */
import { spreadChunkScripts, type WebpackRuntime } from './chunk-scripts';

/** The timer tasks asked for, run by hand one at a time. */
let tasks: Array<() => void> = [];

beforeEach(() => {
  tasks = [];
  jest.spyOn(globalThis, 'setTimeout').mockImplementation(((run: () => void) => {
    tasks.push(run);
    return 0;
  }) as unknown as typeof setTimeout);
});
afterEach(() => jest.restoreAllMocks());

it('inserts nothing in the asking task, then one script per task in order, with the same arguments', () => {
  const calls: unknown[][] = [];
  const runtime: WebpackRuntime = { l: (...args) => void calls.push(args) };
  spreadChunkScripts(runtime);
  const done = () => undefined;
  runtime.l?.('/js/a.js', done, 'chunk-1', 1);
  runtime.l?.('/js/b.js', done, 'chunk-2', 2);
  runtime.l?.('/js/c.js', done, 'chunk-3', 3);
  expect(calls).toEqual([]);
  expect(tasks).toHaveLength(3);
  tasks[0]();
  expect(calls).toEqual([['/js/a.js', done, 'chunk-1', 1]]);
  tasks[1]();
  tasks[2]();
  expect(calls).toEqual([
    ['/js/a.js', done, 'chunk-1', 1],
    ['/js/b.js', done, 'chunk-2', 2],
    ['/js/c.js', done, 'chunk-3', 3],
  ]);
});

it('spreads once however often it is called, and leaves a runtime without a loader alone', () => {
  const calls: unknown[] = [];
  const runtime: WebpackRuntime = { l: (url) => void calls.push(url) };
  spreadChunkScripts(runtime);
  spreadChunkScripts(runtime);
  runtime.l?.('/js/a.js');
  // Wrapped twice, the first task would only have asked for a second one.
  expect(tasks).toHaveLength(1);
  tasks[0]();
  expect(calls).toEqual(['/js/a.js']);
  expect(tasks).toHaveLength(1);
  const bare: WebpackRuntime = {};
  spreadChunkScripts(bare);
  expect(bare).toEqual({});
  expect(() => spreadChunkScripts(undefined)).not.toThrow();
});
