// The first-screen benchmark, not a test: Lighthouse's mobile
// preset (its default: a mid-range phone, simulated slow 4G and a 4x slower
// CPU) on the stepper, served with gzip as real hosts do. Run by
// scripts/bench-lighthouse.sh, which installs Lighthouse into tools/bench/:
//   DIST=dist [BASELINE_DIST=…] [RUNS=3] [BENCH_PATH=?n=8] node bench/page/lighthouse.mjs
// Each run starts a fresh Chromium (CHROME_PATH, default /usr/bin/chromium)
// with an empty cache. With BASELINE_DIST the runs alternate between the two
// builds (this one first), so that a drifting machine slows them alike.
// Prints, per build, the median of the runs of the performance score, LCP,
// TBT, FCP, Speed Index and CLS (and their ranges), then the ratios
// baseline / this build; then, for the run of each build whose LCP is the
// median, what Lighthouse found: the LCP element and its phases, the main
// thread's work by kind, the scripts' evaluation and compile times, the
// longest tasks, the requests on the critical path. The reports are kept in
// tests/e2e/artifacts/lighthouse/ (open the .html in a browser).
// The load average is printed before and after: Lighthouse's simulated
// CPU slowdown multiplies the tasks it observes, so a busy machine inflates
// TBT (and LCP less so). Each build's medians are appended to
// record/first-screen.tsv (scripts/record.sh; RECORD=0 writes none).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startServer, DIST } from '../../tests/e2e/server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const LIGHTHOUSE = process.env.LIGHTHOUSE ?? path.join(root, 'tools/bench/node_modules/.bin/lighthouse');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.RUNS ?? 3);
const PAGE = process.env.BENCH_PATH ?? '';
// 'simulate' (Lighthouse's default, the figures of record/first-screen.tsv) or 'devtools': the
// page really loads over a throttled link on a throttled CPU, slower and
// noisier, but its times are observed rather than modelled.
const THROTTLING = process.env.THROTTLING ?? 'simulate';
const OUT = path.join(root, 'tests/e2e/artifacts/lighthouse');
// The tests' flags (harness.mjs) less --headless, which Lighthouse's
// launcher sets itself ("--headless=new").
const CHROME_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

if (!fs.existsSync(LIGHTHOUSE)) {
  console.error(`${LIGHTHOUSE} is missing: run scripts/bench-lighthouse.sh (it installs Lighthouse)`);
  process.exit(1);
}
if (!(RUNS >= 1)) {
  console.error(`RUNS=${process.env.RUNS}: give a number of runs, at least 1`);
  process.exit(2);
}
fs.mkdirSync(OUT, { recursive: true });

const load = () => os.loadavg().map((l) => l.toFixed(2)).join(', ');

/**
 * One Lighthouse run of `url`; resolves to its report (the JSON `lhr`).
 * Asynchronous: the server runs in this process.
 */
async function lighthouse(url, name) {
  const base = path.join(OUT, name);
  const child = spawn(LIGHTHOUSE, [
    url,
    '--only-categories=performance',
    `--throttling-method=${THROTTLING}`,
    '--output=json', '--output=html', `--output-path=${base}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    '--quiet',
  ], { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'inherit', 'inherit'] });
  const status = await new Promise((resolve) => child.on('exit', resolve));
  if (status !== 0) throw new Error(`lighthouse failed on ${url} (exit ${status})`);
  const lhr = JSON.parse(fs.readFileSync(`${base}.report.json`, 'utf8'));
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

const METRICS = [
  // [label, audit id, unit: 's' (from ms), 'ms' or '' (as is)]
  ['LCP', 'largest-contentful-paint', 's'],
  ['TBT', 'total-blocking-time', 'ms'],
  ['FCP', 'first-contentful-paint', 's'],
  ['Speed Index', 'speed-index', 's'],
  ['CLS', 'cumulative-layout-shift', ''],
];
// Not in the score: when the page last changed on screen (the app's first
// render, as the shell makes the first paint). Observed, so a real time only
// with THROTTLING=devtools; with 'simulate' it is the unthrottled load's.
const LAST_CHANGE = 'last visual change';

function figures(lhr) {
  const out = { score: lhr.categories.performance.score };
  for (const [label, id] of METRICS) out[label] = lhr.audits[id].numericValue;
  out[LAST_CHANGE] = lhr.audits.metrics.details.items[0].observedLastVisualChange;
  return out;
}

// Why a simulated LCP counts the app's wasm or not (see docs/benchmarks.md,
// "What makes the LCP"): Lighthouse's
// model charges to the LCP every request that ended, in its own unthrottled
// load, before the LCP was painted there.
function wasmRace(lhr) {
  const paint = lhr.audits.metrics.details.items[0].observedLargestContentfulPaint;
  const wasm = lhr.audits['network-requests'].details.items.find((i) => /\/app-[0-9a-f]+_bg\.wasm$/.test(i.url));
  if (!wasm || paint === undefined) return '';
  const charged = wasm.networkEndTime <= paint ? 'charged to the LCP' : 'not charged';
  return `; unthrottled: LCP painted at ${Math.round(paint)} ms, the app's wasm received at ${Math.round(wasm.networkEndTime)} ms (${charged})`;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const fmt = (label, v) => {
  if (label === 'score') return v.toFixed(2);
  if (label === LAST_CHANGE) return `${(v / 1000).toFixed(2)} s`;
  const unit = METRICS.find((m) => m[0] === label)[2];
  if (unit === 's') return `${(v / 1000).toFixed(2)} s`;
  if (unit === 'ms') return `${Math.round(v)} ms`;
  return v.toFixed(3);
};

const builds = [{ name: 'this', dir: path.resolve(DIST) }];
if (process.env.BASELINE_DIST) builds.push({ name: 'baseline', dir: path.resolve(process.env.BASELINE_DIST) });
for (const b of builds) {
  b.server = await startServer(b.dir, 0, { gzip: true });
  b.runs = [];
}

console.log(`Lighthouse ${spawnSync(LIGHTHOUSE, ['--version'], { encoding: 'utf8' }).stdout.trim()}, mobile preset, throttling ${THROTTLING}, ${RUNS} run(s) per build, page ./${PAGE}`);
console.log(`load average before: ${load()} (${os.cpus().length} cores)`);
for (let i = 0; i < RUNS; i++) {
  for (const b of builds) {
    const lhr = await lighthouse(b.server.url + PAGE, `${b.name}-${i + 1}`);
    const f = figures(lhr);
    b.runs.push({ lhr, f });
    console.log(`  ${b.name} run ${i + 1}: ${['score', ...METRICS.map((m) => m[0]), LAST_CHANGE].map((k) => `${k} ${fmt(k, f[k])}`).join(', ')}${wasmRace(lhr)}`);
  }
}
console.log(`load average after: ${load()}`);
for (const b of builds) await b.server.close();

const keys = ['score', ...METRICS.map((m) => m[0]), LAST_CHANGE];
for (const b of builds) {
  b.median = Object.fromEntries(keys.map((k) => [k, median(b.runs.map((r) => r.f[k]))]));
}

console.log();
console.log(`| build | ${keys.join(' | ')} |`);
console.log(`|---|${keys.map(() => '---').join('|')}|`);
for (const b of builds) {
  const cell = (k) => {
    const xs = b.runs.map((r) => r.f[k]);
    const lo = Math.min(...xs);
    const hi = Math.max(...xs);
    return RUNS > 1 && lo !== hi ? `${fmt(k, b.median[k])} (${fmt(k, lo)}–${fmt(k, hi)})` : fmt(k, b.median[k]);
  };
  console.log(`| ${b.name === 'this' ? `DIST=${process.env.DIST ?? 'dist'}` : `BASELINE_DIST=${process.env.BASELINE_DIST}`} | ${keys.map(cell).join(' | ')} |`);
}
if (builds.length === 2) {
  const [now, before] = builds;
  // Above 1: this build is better (a higher score, smaller times).
  const ratio = (k) => {
    const [a, b] = k === 'score' ? [now.median[k], before.median[k]] : [before.median[k], now.median[k]];
    return b === 0 ? (a === 0 ? '1.00' : '∞') : (a / b).toFixed(2);
  };
  console.log(`| baseline ÷ this (score: this ÷ baseline; above 1: this build is better) | ${keys.map(ratio).join(' | ')} |`);
}

// Each build's medians as a row of record/first-screen.tsv; another build
// than this checkout's (the baseline) gets no commit.
for (const b of builds) {
  const m = b.median;
  const dist = b.name === 'this' ? `DIST=${process.env.DIST ?? 'dist'}` : `BASELINE_DIST=${process.env.BASELINE_DIST} (the baseline)`;
  const fields = [
    `./${PAGE}`, THROTTLING, RUNS, m.score.toFixed(2), (m.LCP / 1000).toFixed(2), Math.round(m.TBT),
    (m.FCP / 1000).toFixed(2), (m['Speed Index'] / 1000).toFixed(2), m.CLS.toFixed(3), (m[LAST_CHANGE] / 1000).toFixed(2),
    `scripts/bench-lighthouse.sh; medians; ${dist}; load average after ${load()}`,
  ];
  const r = spawnSync('bash', [path.join(root, 'scripts/record.sh'), 'first-screen.tsv', ...fields.map(String)], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...(b.name === 'this' ? {} : { RECORD_COMMIT: '-' }) },
  });
  if (r.status !== 0) console.error(`record/first-screen.tsv: the row of ${b.name} was not written`);
}

// What makes the figures: the run whose LCP is the median, per build.
for (const b of builds) {
  const m = b.median.LCP;
  const run = b.runs.reduce((best, r) => (Math.abs(r.f.LCP - m) < Math.abs(best.f.LCP - m) ? r : best));
  const a = run.lhr.audits;
  const items = (id) => a[id]?.details?.items ?? [];
  console.log(`\n## ${b.name}: diagnostics of the run with the median LCP (${fmt('LCP', run.f.LCP)})`);
  const lcpEl = items('largest-contentful-paint-element');
  const el = lcpEl[0]?.items?.[0]?.node;
  if (el) console.log(`LCP element: ${el.snippet} (${el.nodeLabel})`);
  for (const phase of lcpEl[1]?.items ?? []) console.log(`  LCP phase ${phase.phase}: ${Math.round(phase.timing)} ms`);
  console.log(`Main thread (${Math.round(a['mainthread-work-breakdown'].numericValue)} ms): ${items('mainthread-work-breakdown').map((i) => `${i.groupLabel} ${Math.round(i.duration)}`).join(', ')}`);
  console.log('Scripts (total, evaluation, parse+compile, ms):');
  for (const i of items('bootup-time')) console.log(`  ${i.url.replace(b.server.url, './')}: ${Math.round(i.total)}, ${Math.round(i.scripting)}, ${Math.round(i.scriptParseCompile)}`);
  console.log('Longest main-thread tasks (start, duration, ms):');
  for (const i of items('long-tasks').slice(0, 6)) console.log(`  ${i.url?.replace(b.server.url, './') ?? ''} at ${Math.round(i.startTime)}: ${Math.round(i.duration)}`);
  console.log('Requests (transferred bytes, start–end ms, priority):');
  for (const i of items('network-requests')) {
    console.log(`  ${i.url.replace(b.server.url, './')}: ${i.transferSize} B, ${Math.round(i.networkRequestTime)}–${Math.round(i.networkEndTime)}, ${i.priority}`);
  }
}
