// Reading a Chromium performance trace (the `traceEvents` of CDP's Tracing domain) for the
// profiler (bench/profile.mjs): which thread is the page's main thread, how long it spent
// running script before a mark, its long tasks, and the main bundle's evaluation. Pure
// functions, no I/O. Trace timestamps (`ts`, `dur`) are microseconds; results are milliseconds.

/** Trace events that are the main thread running script (nested ones are merged, not added). */
export const SCRIPTING_EVENTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
  'V8.Execute',
]);

/** A main-thread task longer than this blocks input (Lighthouse's Total Blocking Time). */
export const LONG_TASK_MS = 50;

const complete = (event) => event.ph === 'X' && typeof event.dur === 'number';

/**
 * The `{ pid, tid }` of the renderer main thread (`CrRendererMain`) that recorded the user
 * timing mark `mark`: the page's own renderer, not about:blank's or another tab's. Throws when
 * no such thread recorded it.
 */
export function pageMainThread(events, mark) {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const marked = events.find((e) => e.name === mark && mains.has(`${e.pid}:${e.tid}`));
  if (!marked) throw new Error(`No renderer main thread recorded the mark "${mark}"`);
  return { pid: marked.pid, tid: marked.tid };
}

/**
 * The timestamp (µs) of the last event named `name` on `thread` at or before `until` (the first
 * when `until` is not given), or null.
 */
export function markTime(events, thread, name, until) {
  const found = events
    .filter((e) => e.name === name && e.pid === thread.pid && e.tid === thread.tid)
    .map((e) => e.ts)
    .sort((a, b) => a - b);
  if (until === undefined) return found[0] ?? null;
  return found.filter((ts) => ts <= until).at(-1) ?? null;
}

/**
 * When the page's navigation started (µs): the `navigationStart` with the navigation id the mark
 * carries. Frames inside the page (and documents the renderer held before) record their own
 * `navigationStart`s on the same thread; without an id, the last one with a URL before the mark.
 */
export function navigationStart(events, thread, mark) {
  const marked = events.find(
    (e) => e.name === mark && e.pid === thread.pid && e.tid === thread.tid,
  );
  const starts = events.filter(
    (e) =>
      e.name === 'navigationStart' &&
      e.pid === thread.pid &&
      e.tid === thread.tid &&
      (marked === undefined || e.ts <= marked.ts),
  );
  const id = marked?.args?.data?.navigationId;
  const same = id && starts.find((e) => e.args?.data?.navigationId === id);
  if (same) return same.ts;
  const withUrl = starts.filter((e) => e.args?.data?.documentLoaderURL).sort((a, b) => a.ts - b.ts);
  return withUrl.at(-1)?.ts ?? null;
}

const onThread = (thread) => (event) => event.pid === thread.pid && event.tid === thread.tid;

/** Total length (µs) of the union of `[start, end)` intervals, each clipped to `[from, to)`. */
export function unionLength(intervals, from = -Infinity, to = Infinity) {
  const clipped = intervals
    .map(([start, end]) => [Math.max(start, from), Math.min(end, to)])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let currentStart = null;
  let currentEnd = null;
  for (const [start, end] of clipped) {
    if (currentEnd !== null && start <= currentEnd) {
      currentEnd = Math.max(currentEnd, end);
      continue;
    }
    if (currentEnd !== null) total += currentEnd - currentStart;
    currentStart = start;
    currentEnd = end;
  }
  if (currentEnd !== null) total += currentEnd - currentStart;
  return total;
}

/** Milliseconds `thread` spent running script between `from` and `to` (µs timestamps). */
export function scriptingMs(events, thread, from, to) {
  const intervals = events
    .filter(onThread(thread))
    .filter((e) => complete(e) && SCRIPTING_EVENTS.has(e.name))
    .map((e) => [e.ts, e.ts + e.dur]);
  return unionLength(intervals, from, to) / 1000;
}

/**
 * The long tasks of `thread` that start in `[from, to)`: `{ count, totalMs, blockingMs }`,
 * where blockingMs is Σ (task − 50 ms), Lighthouse's Total Blocking Time over that window.
 */
export function longTasks(events, thread, from, to) {
  const tasks = events
    .filter(onThread(thread))
    .filter((e) => complete(e) && e.name === 'RunTask' && e.ts >= from && e.ts < to)
    .map((e) => e.dur / 1000)
    .filter((ms) => ms > LONG_TASK_MS);
  return {
    count: tasks.length,
    totalMs: tasks.reduce((sum, ms) => sum + ms, 0),
    blockingMs: tasks.reduce((sum, ms) => sum + ms - LONG_TASK_MS, 0),
  };
}

/**
 * Milliseconds `thread` spent evaluating the scripts whose URL matches `pattern` (the
 * `EvaluateScript` events: compiling and running the script's top level, which for a bundle
 * means defining and running its entry's modules), and how many such events there were.
 */
export function evaluationMs(events, thread, pattern) {
  const evaluations = events
    .filter(onThread(thread))
    .filter((e) => complete(e) && e.name === 'EvaluateScript')
    .filter((e) => pattern.test(e.args?.data?.url ?? ''));
  return {
    scripts: evaluations.length,
    ms: unionLength(evaluations.map((e) => [e.ts, e.ts + e.dur])) / 1000,
  };
}

/** Docusaurus's main bundle and its runtime chunk: `/assets/js/main.<hash>.js`, `runtime~main…`. */
export const MAIN_BUNDLE = /\/assets\/js\/(main|runtime~main)\.[0-9a-f]+\.js(\?.*)?$/;

/**
 * Everything the profiler reports for one page load: `events` the trace, `mark` the user
 * timing mark the page set when it hydrated, `settleMs` how long after it tasks still count.
 */
export function analyzeLoad(events, { mark, settleMs }) {
  const thread = pageMainThread(events, mark);
  const hydrated = markTime(events, thread, mark);
  const start = navigationStart(events, thread, mark);
  if (start === null) throw new Error('The trace has no navigationStart before the mark');
  const tasks = longTasks(events, thread, start, hydrated + settleMs * 1000);
  return {
    hydratedMs: (hydrated - start) / 1000,
    scriptingMs: scriptingMs(events, thread, start, hydrated),
    longTaskMs: tasks.totalMs,
    blockingMs: tasks.blockingMs,
    longTasks: tasks.count,
    mainEvalMs: evaluationMs(events, thread, MAIN_BUNDLE).ms,
  };
}
