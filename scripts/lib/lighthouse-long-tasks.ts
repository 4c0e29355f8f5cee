/**
 * The long tasks after the first paint of a Lighthouse run (issue 22's bar), from the run's own
 * trace and network log.
 *
 * Lighthouse's `long-tasks` audit times each task on a simulation of the whole load (4× CPU, the
 * throttled network), while its first contentful paint comes from other simulations, of the work
 * the paint depended on only. The two clocks differ by up to hundreds of milliseconds, so comparing
 * a task's start on one with the paint on the other puts work before the paint after it: the
 * bench's floor page, whose first paint is React's render of its heading, had that very render
 * listed "after the first paint" in nearly every run. Here a task is after the first paint when
 * it started after the paint in the load as Chromium recorded it, and long when its duration in
 * the audit's own simulation is over 50 ms. Both lists are kept: the audit's and this one.
 */
import type { Artifacts } from 'lighthouse/types/artifacts';
import type { Config } from 'lighthouse';
import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js';
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';
import { NetworkRecords } from 'lighthouse/core/computed/network-records.js';
import { PageDependencyGraph } from 'lighthouse/core/computed/page-dependency-graph.js';
import { ProcessedNavigation } from 'lighthouse/core/computed/processed-navigation.js';
import { getAttributableURLForTask, getJavaScriptURLs } from 'lighthouse/core/lib/tracehouse/task-summary.js';

/** A task of 50 ms or more of simulated time. */
export interface LongTask {
  /** The script the task ran, as Lighthouse attributes it ("Unattributable" when none). */
  url: string;
  /** Its start in the simulation (the audit's column). */
  startMs: number;
  /** Its start in the load as recorded, to set beside the recorded first paint. */
  observedStartMs: number;
  durationMs: number;
  /** What the task did, largest first: milliseconds (simulated) per Lighthouse work group, with its largest event. */
  work: { group: string; ms: number; largestEvent: { name: string; ms: number } }[];
}

interface TaskNode {
  selfTime: number;
  group: { label: string };
  event: { name: string };
  children: TaskNode[];
}

/**
 * A task's own time and its descendants', summed per work group ("Script Evaluation", "Style &
 * Layout"…), each group named by its largest trace event ("Other" says little on its own).
 */
function timeByGroup(task: TaskNode, into = new Map<string, Map<string, number>>()): Map<string, Map<string, number>> {
  const events = into.get(task.group.label) ?? new Map<string, number>();
  events.set(task.event.name, (events.get(task.event.name) ?? 0) + task.selfTime);
  into.set(task.group.label, events);
  for (const child of task.children) timeByGroup(child, into);
  return into;
}

/** Lighthouse's long task. */
const LONG_TASK_MS = 50;

/**
 * Every top-level task of 50 ms or more simulated (the audit's rule), with both starts, and the recorded
 * first paint. `settings` are the run's (lhr.configSettings): the simulation must be the audit's.
 */
export async function longTasksOfRun(
  artifacts: Pick<Artifacts, 'Trace' | 'DevtoolsLog' | 'URL' | 'SourceMaps'>,
  settings: Config.Settings,
): Promise<{ tasks: LongTask[]; observedFcpMs: number }> {
  // Lighthouse's computed artifacts need only a cache to share between them.
  const context = { computedCache: new Map() };
  const { Trace: trace, DevtoolsLog: devtoolsLog, URL: url, SourceMaps: sourceMaps } = artifacts;
  const [tasks, navigation, networkRecords, graph, simulator] = await Promise.all([
    MainThreadTasks.request(trace, context),
    ProcessedNavigation.request(trace, context),
    NetworkRecords.request(devtoolsLog, context),
    PageDependencyGraph.request({ settings, trace, devtoolsLog, URL: url, SourceMaps: sourceMaps, fromTrace: false }, context),
    LoadSimulator.request({ devtoolsLog, settings }, context),
  ]);
  // The audit's own simulation (its label too), so durations are the ones its list shows.
  const simulation = simulator.simulate(graph, { label: 'long-tasks-diagnostic' });
  const simulated = new Map<unknown, { startTime: number; duration: number }>();
  for (const [node, timing] of simulation.nodeTimings.entries()) if (node.type === 'cpu') simulated.set(node.event, timing);
  const jsUrls = getJavaScriptURLs(networkRecords);
  const long = tasks.flatMap((task) => {
    const timing = simulated.get(task.event);
    if (!timing || task.parent || task.unbounded || timing.duration < LONG_TASK_MS) return [];
    // The simulation slows the task as a whole; its parts are shown in the same proportion.
    const scale = timing.duration / task.duration;
    const work = [...timeByGroup(task)]
      .map(([group, events]) => {
        const [[name, largestMs]] = [...events].sort((a, b) => b[1] - a[1]);
        const ms = [...events.values()].reduce((sum, each) => sum + each, 0) * scale;
        return { group, ms, largestEvent: { name, ms: largestMs * scale } };
      })
      .filter((part) => part.ms >= 1)
      .sort((a, b) => b.ms - a.ms);
    return [
      {
        url: getAttributableURLForTask(task, jsUrls),
        startMs: timing.startTime,
        observedStartMs: task.startTime,
        durationMs: timing.duration,
        work,
      },
    ];
  });
  return { tasks: long, observedFcpMs: navigation.timings.firstContentfulPaint ?? 0 };
}
