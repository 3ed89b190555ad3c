// The first screen's main-thread tasks (what makes the TBT), not a test:
//   node bench/page/start-tasks.mjs [DIST …]              (default: dist)
//   BENCH_PATH='?view=learn' READY=lesson-next node bench/page/start-tasks.mjs …
//   (another first screen: its address, and the test id that says it is there)
// For each build, RUNS times (default 2): opens the stepper at 390×844 from a
// gzipping static server, with the CPU slowed down four times (as
// Lighthouse's mobile preset assumes), records Chromium's trace until the
// app has rendered and 3 s more, and prints every main-thread task over
// 50 ms (its start from the first task, its length, and what filled it:
// parsing, script, layout, paint). Those are the tasks that make the total
// blocking time; Lighthouse shows their sum, this shows what they are.
// The figures depend on the machine's load and its fonts (a first layout
// with Japanese text looks up the CJK font): compare builds in one run.
import { startServer, launch } from '../../tests/e2e/harness.mjs';

const dists = process.argv.slice(2);
if (dists.length === 0) dists.push('dist');
const runs = Number(process.env.RUNS ?? 2);
const SHOWN = ['ParseHTML', 'EvaluateScript', 'FunctionCall', 'RunMicrotasks', 'TimerFire', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'MinorGC', 'MajorGC'];

async function tasksOf(dist) {
  const server = await startServer(dist, 0, { gzip: true });
  const browser = await launch();
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] });
    await page.goto(server.url + (process.env.BENCH_PATH ?? ''));
    await page.getByTestId(process.env.READY ?? 'step-forward').waitFor();
    await page.waitForTimeout(3000);
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const mainThreads = new Set(events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
    const main = events.filter((e) => e.ph === 'X' && mainThreads.has(`${e.pid}:${e.tid}`));
    const tasks = main.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
    const t0 = tasks.length > 0 ? tasks[0].ts : 0;
    return tasks.filter((t) => t.dur > 50_000).map((t) => {
      const parts = {};
      for (const e of main) {
        if (e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && SHOWN.includes(e.name)) parts[e.name] = (parts[e.name] ?? 0) + e.dur / 1000;
      }
      return { start: (t.ts - t0) / 1000, ms: t.dur / 1000, parts };
    });
  } finally {
    await browser.close();
    await server.close();
  }
}

for (let run = 1; run <= runs; run++) {
  for (const dist of dists) {
    const tasks = await tasksOf(dist);
    const blocking = tasks.reduce((sum, t) => sum + Math.max(0, t.ms - 50), 0);
    console.log(`\n${dist}, run ${run}: ${tasks.length} tasks over 50 ms, ${Math.round(blocking)} ms over 50 in all (4× CPU)`);
    for (const t of tasks) {
      const parts = Object.entries(t.parts).filter(([, ms]) => ms >= 5).map(([k, ms]) => `${k} ${Math.round(ms)}`).join(', ');
      console.log(`  at ${String(Math.round(t.start)).padStart(5)} ms: ${String(Math.round(t.ms)).padStart(4)} ms  (${parts})`);
    }
  }
}
