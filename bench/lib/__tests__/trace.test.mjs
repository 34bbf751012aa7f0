import { describe, expect, it } from 'vitest';
import { parseProfileOptions } from '../profile-options.mjs';
import {
  MAIN_BUNDLE,
  analyzeLoad,
  evaluationMs,
  longTasks,
  markTime,
  navigationStart,
  pageMainThread,
  scriptingMs,
  unionLength,
} from '../trace.mjs';

const MARK = 'bench-profile:hydrated';
const thread = { pid: 2, tid: 7 };
const ms = (value) => value * 1000;
const name = (pid, tid, threadName) => ({
  ph: 'M',
  name: 'thread_name',
  pid,
  tid,
  ts: 0,
  args: { name: threadName },
});
const task = (ts, dur, extra = {}) => ({
  ph: 'X',
  name: 'RunTask',
  ...thread,
  ts: ms(ts),
  dur: ms(dur),
  ...extra,
});
const event = (eventName, ts, dur, extra = {}) => ({
  ph: 'X',
  name: eventName,
  ...thread,
  ts: ms(ts),
  dur: ms(dur),
  ...extra,
});
const mark = (markName, ts, where = thread, data = {}) => ({
  ph: 'R',
  name: markName,
  ...where,
  ts: ms(ts),
  args: { data },
});
const page = { documentLoaderURL: 'http://localhost:1/concepts/wallets', navigationId: 'N1' };

/** A page load: about:blank's renderer (pid 1) and the page's (pid 2) with its navigation. */
const load = [
  name(1, 1, 'CrRendererMain'),
  name(2, 7, 'CrRendererMain'),
  name(2, 8, 'Compositor'),
  mark('navigationStart', 0, { pid: 1, tid: 1 }),
  event('FunctionCall', 1, 500, { pid: 1, tid: 1 }),
  mark('navigationStart', 100, thread, page),
  // A frame inside the page: its own navigation, after the page's, without a URL.
  mark('navigationStart', 300, thread, { documentLoaderURL: '', navigationId: 'F1' }),
  task(110, 300),
  event('EvaluateScript', 120, 200, {
    args: { data: { url: 'http://localhost:1/assets/js/main.0a1b2c3d.js' } },
  }),
  event('v8.compile', 125, 50),
  task(450, 40),
  event('EvaluateScript', 455, 20, {
    args: { data: { url: 'http://localhost:1/assets/js/17.abc.js' } },
  }),
  task(500, 120),
  event('FunctionCall', 510, 100),
  mark(MARK, 600, thread, { navigationId: 'N1' }),
  task(900, 80),
  event('TimerFire', 900, 60),
  task(2000, 400),
  event('FunctionCall', 600, 900, { ...thread, tid: 8 }),
];

describe('trace analysis', () => {
  it('finds the renderer main thread that set the mark, not about:blank or a worker', () => {
    expect(pageMainThread(load, MARK)).toEqual(thread);
    expect(() => pageMainThread(load, 'never-set')).toThrow(
      'No renderer main thread recorded the mark "never-set"',
    );
  });

  it("takes the page's own navigation, not a frame's that came later", () => {
    expect(navigationStart(load, thread, MARK)).toBe(ms(100));
    expect(markTime(load, thread, 'navigationStart', ms(600))).toBe(ms(300));
    expect(markTime(load, thread, 'navigationStart', ms(50))).toBeNull();
    expect(markTime(load, thread, MARK)).toBe(ms(600));
  });

  it('without a navigation id on the mark, takes the last navigation with a URL', () => {
    const withoutId = load.map((e) => (e.name === MARK ? { ...e, args: {} } : e));
    expect(navigationStart(withoutId, thread, MARK)).toBe(ms(100));
  });

  it('merges overlapping and nested intervals and clips them to the window', () => {
    expect(unionLength([])).toBe(0);
    expect(
      unionLength([
        [0, 10],
        [5, 20],
        [30, 40],
      ]),
    ).toBe(30);
    expect(
      unionLength([
        [0, 100],
        [10, 20],
      ]),
    ).toBe(100);
    expect(
      unionLength(
        [
          [0, 10],
          [5, 20],
          [30, 40],
        ],
        8,
        35,
      ),
    ).toBe(17);
  });

  it('counts script time on the page thread until the mark, nested compiles once', () => {
    // 120–320 (with the nested compile), 455–475, 510–600 of 510–610: 200 + 20 + 90.
    expect(scriptingMs(load, thread, ms(100), ms(600))).toBe(310);
  });

  it('sums the time over 50 ms of each long task that starts in the window', () => {
    expect(longTasks(load, thread, ms(100), ms(1600))).toEqual({
      count: 3,
      totalMs: 500,
      blockingMs: 350,
    });
    expect(longTasks(load, thread, ms(100), ms(120)).count).toBe(1);
  });

  it('attributes evaluation to the main bundle by URL', () => {
    expect(evaluationMs(load, thread, MAIN_BUNDLE)).toEqual({ scripts: 1, ms: 200 });
    expect(MAIN_BUNDLE.test('/assets/js/runtime~main.889e2e18.js')).toBe(true);
    expect(MAIN_BUNDLE.test('/assets/js/mainly.889e2e18.js')).toBe(false);
  });

  it('reports one load relative to its navigation', () => {
    expect(analyzeLoad(load, { mark: MARK, settleMs: 1000 })).toEqual({
      hydratedMs: 500,
      scriptingMs: 310,
      longTaskMs: 500,
      blockingMs: 350,
      longTasks: 3,
      mainEvalMs: 200,
    });
  });

  it('says so when the trace has no navigation before the mark', () => {
    const withoutNavigation = load.filter((e) => !(e.name === 'navigationStart' && e.pid === 2));
    expect(() => analyzeLoad(withoutNavigation, { mark: MARK, settleMs: 0 })).toThrow(
      'The trace has no navigationStart before the mark',
    );
  });
});

describe('profiler options', () => {
  it('defaults to issue 20 pages, 5 pairs and a 4× slow-down', () => {
    expect(parseProfileOptions([])).toMatchObject({
      pages: [
        '/',
        '/concepts/wallets',
        '/embedded-wallets/code-examples/export',
        '/sdks/introduction',
      ],
      pairs: 5,
      throttle: 4,
      baseline: true,
    });
  });

  it('reads every option', () => {
    expect(
      parseProfileOptions([
        '--pages=/api,/',
        '--pairs',
        '3',
        '--throttle',
        '1',
        '--site-build',
        '/tmp/b',
        '--no-baseline',
        '--rebuild-baseline',
      ]),
    ).toMatchObject({
      pages: ['/api', '/'],
      pairs: 3,
      throttle: 1,
      siteBuild: '/tmp/b',
      baseline: false,
      rebuildBaseline: true,
    });
  });

  it('refuses bad values with a message naming the option', () => {
    expect(() => parseProfileOptions(['--pairs', '0'])).toThrow(
      '--pairs takes a whole number from 1 to 20, got "0"',
    );
    expect(() => parseProfileOptions(['--throttle', 'fast'])).toThrow(
      '--throttle takes a whole number from 1 to 20, got "fast"',
    );
    expect(() => parseProfileOptions(['--pages', 'api'])).toThrow(
      '--pages takes site paths starting with "/", got "api"',
    );
    expect(() => parseProfileOptions(['--site-build'])).toThrow('--site-build needs a value');
    expect(() => parseProfileOptions(['--runs', '3'])).toThrow('Unknown option "--runs"');
  });
});
