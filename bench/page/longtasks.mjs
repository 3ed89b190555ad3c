// Responsiveness benchmark of the stepper, not a test:
//   DIST=… node bench/page/longtasks.mjs [n …]            (default: 8 12 16)
// For each n: opens the stepper with a 'longtask' PerformanceObserver that is
// registered before the app starts, waits until the timeline is prepared (the
// `timeline` input is enabled), plays at top speed for 10 s, then scrubs the
// timeline to 20 random positions. Prints two markdown tables: opening and
// preparing (times, long tasks), then playing (steps, long tasks > 50 ms and
// the longest, long animation frames, frames/s, main-thread CPU per step from
// Chromium's counters), single steps and seeks (time until the DOM shows them).
// The machine's load average is printed too: on a busy machine every figure
// but the CPU per step gets worse.
import os from 'node:os';
import { startServer, launch, open, prng } from '../../tests/e2e/harness.mjs';

const PLAY_MS = 10_000;
const SEEKS = 20;
const ns = process.argv.slice(2).map(Number).filter((n) => n >= 1 && n <= 16);
if (ns.length === 0) ns.push(8, 12, 16);

// Runs in the page before any of its scripts.
function observeLongTasks() {
  window.__longtasks = [];
  // Resolves as soon as `step-index` shows `want` (a MutationObserver, so the
  // time is exact rather than rounded to a timer).
  window.__stepShown = (want) =>
    new Promise((resolve) => {
      const index = document.querySelector('[data-testid="step-index"]');
      if (index.dataset.value === want) return resolve(performance.now());
      const o = new MutationObserver(() => {
        if (index.dataset.value === want) {
          o.disconnect();
          resolve(performance.now());
        }
      });
      o.observe(index, { attributes: true });
    });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longtasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  // Long animation frames (> 50 ms) include style, layout and paint, which
  // long tasks leave out.
  window.__loaf = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__loaf.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    window.__loaf = null;
  }
  // Frames painted (requestAnimationFrame callbacks).
  window.__frames = [];
  const frame = (t) => {
    window.__frames.push(t);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  // When the board first shows, and when the timeline is first enabled.
  const mark = () => {
    if (window.__boardAt === undefined && document.querySelector('[data-testid="board"]')) window.__boardAt = performance.now();
    const t = document.querySelector('[data-testid="timeline"]');
    if (window.__preparedAt === undefined && t && !t.disabled) window.__preparedAt = performance.now();
  };
  new MutationObserver(mark).observe(document, { subtree: true, childList: true, attributes: true });
}

/** Long tasks (or long animation frames) that started in [from, to) (page clock). */
async function longTasks(page, from, to, kind = '__longtasks') {
  const all = await page.evaluate((kind) => window[kind], kind);
  if (!all) return null; // not supported by this browser
  const in_ = all.filter((t) => t.start >= from && t.start < to);
  return { count: in_.length, max: in_.reduce((m, t) => Math.max(m, t.duration), 0) };
}

const now = (page) => page.evaluate(() => performance.now());
const stepIndex = (page) => page.evaluate(() => Number(document.querySelector('[data-testid="step-index"]').dataset.value));


async function bench(browser, url, n) {
  // A fresh context per n; the observer is installed for the next load, then
  // the page is loaded again so that it sees the app start.
  const { page, context, errors } = await open(browser, url, '?n=1');
  await page.addInitScript(observeLongTasks);
  await page.goto(`${url}?n=${n}&lang=en`);
  await page.getByTestId('board').waitFor();

  // 1. Preparing the timeline (counting the whole search in slices).
  await page.locator('[data-testid="timeline"]:not([disabled])').waitFor({ timeout: 600_000 });
  const { loaded, prepared } = await page.evaluate(() => ({ loaded: window.__boardAt, prepared: window.__preparedAt }));
  const startTasks = await longTasks(page, 0, loaded + 1);
  const prepareTasks = await longTasks(page, loaded + 1, prepared + 1);

  // One step by hand: from the click to the rendered step (median of 30).
  const single = await page.evaluate(async () => {
    const times = [];
    const forward = document.querySelector('[data-testid="step-forward"]');
    const index = document.querySelector('[data-testid="step-index"]');
    for (let i = 0; i < 30; i++) {
      const want = String(Number(index.dataset.value) + 1);
      const t0 = performance.now();
      forward.click();
      times.push((await window.__stepShown(want)) - t0);
      await new Promise((r) => setTimeout(r, 20));
    }
    return times.sort((a, b) => a - b);
  });

  // 2. Playing at top speed for 10 s.
  await page.evaluate(() => {
    const speed = document.querySelector('[data-testid="speed"]');
    speed.value = speed.max;
    speed.dispatchEvent(new Event('input', { bubbles: true }));
  });
  const speedText = await page.getByTestId('speed').getAttribute('aria-valuetext');
  // Main-thread time (CPU, so less sensitive to a busy machine than wall
  // time) and its split, from Chromium's own counters.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const step0 = await stepIndex(page);
  const m0 = await metrics();
  const playStart = await now(page);
  await page.getByTestId('play').click();
  await page.waitForTimeout(PLAY_MS);
  await page.getByTestId('play').click();
  const playEnd = await now(page);
  const m1 = await metrics();
  const played = (await stepIndex(page)) - step0;
  const perStep = (name) => ((m1[name] - m0[name]) * 1000) / Math.max(played, 1);
  const cpu = {
    thread: perStep('ThreadTime'),
    script: perStep('ScriptDuration'),
    style: perStep('RecalcStyleDuration'),
    layout: perStep('LayoutDuration'),
    nodes: m1.Nodes,
  };
  const playTasks = await longTasks(page, playStart, playEnd);
  const playFrames = await longTasks(page, playStart, playEnd, '__loaf');
  const fps = await page.evaluate(([a, b]) => window.__frames.filter((t) => t >= a && t < b).length / ((b - a) / 1000), [playStart, playEnd]);

  // 3. Scrubbing the timeline to 20 random positions.
  const total = Number(await page.getByTestId('timeline').getAttribute('max'));
  const random = prng(n);
  const targets = Array.from({ length: SEEKS }, () => Math.floor(random() * (total + 1)));
  await page.waitForTimeout(200);
  const seekStart = await now(page);
  const seeks = await page.evaluate(async (targets) => {
    const times = [];
    for (const k of targets) {
      const t0 = performance.now();
      const input = document.querySelector('[data-testid="timeline"]');
      input.value = String(k);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      times.push((await window.__stepShown(String(k))) - t0);
    }
    return times;
  }, targets);
  const seekEnd = await now(page);
  const seekTasks = await longTasks(page, seekStart, seekEnd);
  const sorted = [...seeks].sort((a, b) => a - b);
  await context.close();
  return {
    n,
    total,
    loadMs: loaded,
    prepareMs: prepared - loaded,
    startTasks,
    prepareTasks,
    stepMedian: single[15],
    stepMax: single[29],
    speedText,
    played,
    perSecond: played / ((playEnd - playStart) / 1000),
    playTasks,
    playFrames,
    cpu,
    fps,
    seekMedian: sorted[Math.floor(sorted.length / 2)],
    seekMax: sorted[sorted.length - 1],
    seekTasks,
    errors,
  };
}

const loadBefore = os.loadavg()[0];
const server = await startServer();
const browser = await launch();
const rows = [];
try {
  for (const n of ns) {
    process.stderr.write(`n = ${n}…\n`);
    rows.push(await bench(browser, server.url, n));
  }
} finally {
  await browser.close();
  await server.close();
}

const ms = (v) => `${Math.round(v)} ms`;
const lt = (t) => (t === null ? 'n/a' : t.count === 0 ? '0' : `${t.count} (max ${Math.round(t.max)} ms)`);
function print(title, head, body) {
  console.log(`\n${title}\n`);
  console.log(`| ${head.join(' | ')} |`);
  console.log(`| ${head.map(() => '---').join(' | ')} |`);
  for (const row of body) console.log(`| ${row.join(' | ')} |`);
}
print(
  'Opening and preparing the timeline',
  ['n', 'steps in all', 'board shown', 'long tasks until shown', 'timeline prepared', 'long tasks while preparing'],
  rows.map((r) => [String(r.n), r.total.toLocaleString('en'), ms(r.loadMs), lt(r.startTasks), `${ms(r.prepareMs)} later`, lt(r.prepareTasks)]),
);
print(
  `Playing at top speed for ${PLAY_MS / 1000} s, stepping by hand, seeking`,
  ['n', 'steps played', 'long tasks (> 50 ms)', 'long frames (LoAF > 50 ms)', 'frames/s', 'main-thread CPU per step (script / style / layout)', 'DOM nodes', 'one step: click → DOM (median / max of 30)', `seek: input → DOM (median / max of ${SEEKS})`, 'long tasks while seeking'],
  rows.map((r) => [
    String(r.n),
    `${r.played} (${r.perSecond.toFixed(1)}/s)`,
    lt(r.playTasks),
    lt(r.playFrames),
    r.fps.toFixed(1),
    `${r.cpu.thread.toFixed(1)} ms (${r.cpu.script.toFixed(1)} / ${r.cpu.style.toFixed(1)} / ${r.cpu.layout.toFixed(1)})`,
    String(r.cpu.nodes),
    `${r.stepMedian.toFixed(1)} / ${r.stepMax.toFixed(1)} ms`,
    `${r.seekMedian.toFixed(1)} / ${r.seekMax.toFixed(1)} ms`,
    lt(r.seekTasks),
  ]),
);
console.log(
  `\nTop speed = ${rows[0]?.speedText}. Times from navigation start (page clock). ` +
    `${os.cpus().length} CPUs; load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after.`,
);
const errs = rows.flatMap((r) => r.errors);
if (errs.length) console.log(`Console errors: ${errs.join(' | ')}`);
