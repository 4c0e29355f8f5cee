/**
 * `npm run trace:tasks -- <address> [<address>…]`: the main thread's long tasks after the first
 * paint, from unthrottled Chromium traces at a phone's viewport, judged as Lighthouse's simulation
 * judges them for `npm run bench` (issue 22): it slows a task by 4×, or by 2× when the task lays
 * out, so a task is long here over 12.5 ms, or over 25 ms with a layout in it. A trace is quicker,
 * and says what each task was (its largest work: evaluating a script, a call into a
 * file, style, layout, paint…). With several addresses (say two builds served side by side, the
 * sandbox's SANDBOX_DIST_DIR), the loads alternate between them: this machine's noise is as large
 * as most differences, so compare only within one run. TRACE_RUNS loads per address (default 8);
 * TRACE_MEMBER=<account> logs in first, in the same tab.
 */
import puppeteer, { type Page } from 'puppeteer';
import { logInThroughPage } from '../tests/support/log-in';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './lib/chromium';

/** Lighthouse's long task (50 ms) divided by its CPU slowdown (4). */
const LONG_TASK_MS = 12.5;
/**
 * Lighthouse's simulation slows a task that lays out by half its CPU slowdown (lantern's
 * `layoutTaskMultiplier`, 0.5), so such a task is long only from twice the time.
 */
const LONG_LAYOUT_TASK_MS = LONG_TASK_MS * 2;
/** How long the trace goes on once the app says the page has loaded: its after-load work. */
const AFTER_LOAD_MS = 4000;
/** The work a task is labelled by. */
const WORK = new Set([
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'EventDispatch',
  'RunMicrotasks',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Commit',
  'MajorGC',
  'MinorGC',
]);

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  ph?: string;
  args?: { name?: string; data?: { url?: string; type?: string } };
}

interface Load {
  tasks: { at: number; ms: number; limitMs: number; work: string }[];
  overMs: number;
}

async function traceLoad(page: Page, address: string): Promise<TraceEvent[]> {
  await page.tracing.start({
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'],
  });
  // Nothing runs in the page while it loads: Puppeteer's waitForSelector checks the page on each
  // of its changes, in the page's own tasks, which then look longer than the app made them.
  await page.goto(address, { waitUntil: 'load' });
  await new Promise((resolve) => setTimeout(resolve, AFTER_LOAD_MS));
  const trace = await page.tracing.stop();
  if (!(await page.$('html[data-page-loaded]'))) throw new Error(`${address} had not loaded ${AFTER_LOAD_MS} ms after its load event`);
  return (JSON.parse(Buffer.from(trace!).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
}

function longTasks(events: readonly TraceEvent[]): Load {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error('the trace has no first contentful paint');
  const main = events.find((event) => event.name === 'thread_name' && event.pid === paint.pid && event.args?.name === 'CrRendererMain');
  const start = events.find((event) => event.name === 'navigationStart' && event.pid === paint.pid)?.ts ?? paint.ts;
  const onMain = events.filter((event) => event.pid === paint.pid && event.tid === main?.tid);
  const tasks = onMain
    .filter((event) => event.name === 'RunTask' && event.ts >= paint.ts && (event.dur ?? 0) > LONG_TASK_MS * 1000)
    .map((task) => {
      const end = task.ts + task.dur!;
      const inTask = onMain.filter((event) => event.ts >= task.ts && event.ts < end && event.dur);
      const work = new Map<string, number>();
      for (const event of inTask) {
        if (!WORK.has(event.name)) continue;
        const file = event.args?.data?.url?.split('/').pop()?.split('.')[0];
        const key = `${event.name}${file ? ` ${file}` : ''}${event.args?.data?.type ? ` ${event.args.data.type}` : ''}`;
        work.set(key, (work.get(key) ?? 0) + event.dur! / 1000);
      }
      const largest = [...work]
        .filter(([, ms]) => ms >= 0.5)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 2);
      const laysOut = inTask.some((event) => event.name === 'Layout');
      return {
        at: (task.ts - start) / 1000,
        ms: task.dur! / 1000,
        limitMs: laysOut ? LONG_LAYOUT_TASK_MS : LONG_TASK_MS,
        work: `${largest.map(([key, ms]) => `${key} ${ms.toFixed(0)}`).join(', ') || 'browser work'}${laysOut ? ' (lays out)' : ''}`,
      };
    })
    .filter((task) => task.ms > task.limitMs);
  return { tasks, overMs: tasks.reduce((sum, task) => sum + task.ms - task.limitMs, 0) };
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function main(): Promise<void> {
  const addresses = process.argv.slice(2);
  if (addresses.length === 0) throw new Error('usage: npm run trace:tasks -- <address> [<address>…]');
  const runs = Number(process.env.TRACE_RUNS || 8);
  const member = process.env.TRACE_MEMBER;
  ensureChromium();
  const loads = new Map(addresses.map((address) => [address, [] as Load[]]));
  for (let run = 1; run <= runs; run += 1) {
    for (const address of addresses) {
      // A fresh browser per load: nothing cached from the one before.
      // The sandbox's HTTPS (SANDBOX_TLS=on) has a certificate of its own making.
      const tls = address.startsWith('https:') ? ['--ignore-certificate-errors'] : [];
      const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...tls] });
      try {
        const page = await browser.newPage();
        await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
        if (member) {
          await logInThroughPage(page, address, member);
          await page.goto('about:blank');
        }
        const load = longTasks(await traceLoad(page, address));
        loads.get(address)!.push(load);
        console.log(`${address} run ${run}: ${load.tasks.length} long tasks after the first paint, ${load.overMs.toFixed(0)} ms over`);
        for (const task of load.tasks) console.log(`    at ${task.at.toFixed(0)} ms, ${task.ms.toFixed(1)} ms: ${task.work}`);
      } finally {
        await browser.close();
      }
    }
  }
  console.log(`\nMedians of ${runs} loads each (every load listed above):`);
  for (const [address, of] of loads) {
    const counts = of.map((load) => load.tasks.length);
    const over = of.map((load) => load.overMs);
    console.log(
      `  ${address}: ${median(counts)} tasks (${counts.join(' / ')}), ${median(over).toFixed(0)} ms over (${over.map((ms) => ms.toFixed(0)).join(' / ')})`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
