// Counting benchmark, in one run: the plain bitmap in C (the seeds' method,
// the issue's reference point) and in Rust, the symmetric counter natively
// on one thread, and the site's wasm counter in Chromium with one worker and
// with all workers (one per navigator.hardwareConcurrency), for n = 12..16
// (BENCH_FULL=1 adds 17; BENCH_N="12 14" chooses). Prints a Markdown table.
//
//   DIST=dist node tests/e2e/bench-count.mjs      (or scripts/bench-count.sh)
//
// Each repetition runs every column once, back to back, for the same n
// (cargo bench, then the C next to the browser runs it is compared with: one
// worker, all workers), so that a machine whose speed drifts
// (a shared VM) slows all columns alike; the table shows the best of
// BENCH_REPS (default 3) per column, and the ratio of the C to all workers
// within each repetition (measured seconds apart; median and range), the
// fairest figure when the machine's speed drifts. The browser times are the page's own
// count-elapsed-ms (from the click to the last answer, workers already
// started), with the share of that time each worker spent counting (the rest
// is messages, waiting for the page, and uneven ends); every result is
// checked against data/nqueens-counts.tsv. SKIP_NATIVE=1 skips cargo bench
// and the C baseline. The C baseline is solver/benches/plain_bitmap.c, built with
// `cc -O2` when a C compiler is found (the seeds' C bitmap_R is gcc -O2).
//
// BASELINE_DIST=/path/to/another/dist also measures that build's workers in
// the same repetitions (one worker and all, right after this build's) and
// prints a second table: this build against the baseline, so that a change
// to the build (profiles, wasm-opt) is checked for the workers' speed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, launch, REFERENCE, DESKTOP } from './harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const full = process.env.BENCH_FULL === '1';
const NS = process.env.BENCH_N
  ? process.env.BENCH_N.split(/[\s,]+/).filter(Boolean).map(Number)
  : Array.from({ length: full ? 6 : 5 }, (_, i) => 12 + i);
const REPS = Math.max(1, Number(process.env.BENCH_REPS ?? 3));


/** One `cargo bench --bench count -- n` with one repetition: { plain, symmetric } in seconds. */
function nativeOnce(n) {
  const r = spawnSync('cargo', ['bench', '--quiet', '-p', 'bitqueens-solver', '--bench', 'count', '--', String(n)], {
    cwd: root,
    env: { ...process.env, BENCH_REPS: '1' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (r.status !== 0) throw new Error(`cargo bench failed (${r.status})`);
  for (const line of r.stdout.split('\n')) {
    const m = line.match(/^\|\s*(\d+)\s*\|\s*([\d.]+)\s*\|\s*([\d.]+)\s*\|/);
    if (m && Number(m[1]) === n) return { plain: Number(m[2]), symmetric: Number(m[3]) };
  }
  throw new Error(`no figures for n = ${n} in:\n${r.stdout}`);
}

/** benches/plain_bitmap.c built with `cc -O2`: the path, or null without cc. */
function buildC() {
  const exe = path.join(os.tmpdir(), `bitqueens-plain-bitmap-${process.pid}`);
  const cc = spawnSync('cc', ['-O2', '-o', exe, path.join(root, 'solver/benches/plain_bitmap.c')], { stdio: 'inherit' });
  if (cc.error || cc.status !== 0) {
    console.error('[bench] no C compiler (cc): the C column stays empty');
    return null;
  }
  return exe;
}

/** One run of the C baseline: seconds. */
function cOnce(exe, n) {
  const r = spawnSync(exe, [String(n), '1'], { encoding: 'utf8' });
  const [, total, secs] = r.stdout.trim().split(' ');
  if (total !== REFERENCE.get(n)[0]) throw new Error(`C baseline n = ${n}: ${total}`);
  return Number(secs);
}

/** The count page with `workers` workers (null: the browser's own
 * hardwareConcurrency), workers started. Returns { pool, count(n), close() }. */
async function openCountPage(browser, url, workers) {
  const context = await browser.newContext({ viewport: DESKTOP });
  if (workers) {
    await context.addInitScript(`Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => ${workers} });`);
  }
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(url + '?view=count&lang=en');
  const pool = await page.evaluate(() => navigator.hardwareConcurrency);
  const count = async (n) => {
    await page.getByTestId('count-n').fill(String(n));
    // Wait without polling (a polling wait would run on the cores the
    // workers count on): an observer resolves once the status has left
    // `done` (the previous count's) and come back to it.
    const finished = page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          let started = false;
          const observer = new MutationObserver(() => {
            const state = document.querySelector('[data-testid=count-status]')?.dataset.state;
            if (state === 'error' || state === 'cancelled') {
              observer.disconnect();
              reject(new Error(`the count ended as ${state}`));
            } else if (state !== 'done') {
              started = true;
            } else if (started) {
              observer.disconnect();
              resolve();
            }
          });
          observer.observe(document.body, { attributes: true, attributeFilter: ['data-state'], subtree: true, childList: true });
        }),
    );
    await page.getByTestId('count-start').click();
    await finished;
    const total = await page.getByTestId('count-total').getAttribute('data-value');
    const unique = await page.getByTestId('count-unique').getAttribute('data-value');
    if (total !== REFERENCE.get(n)[0] || unique !== REFERENCE.get(n)[1]) {
      throw new Error(`n = ${n}: ${total} / ${unique} differ from the published counts`);
    }
    if (errors.length) throw new Error(errors.join('\n'));
    const shown = page.getByTestId('count-elapsed-ms');
    const elapsed = Number(await shown.getAttribute('data-value')) / 1000;
    const worker = Number(await shown.getAttribute('data-worker-ms')) / 1000;
    return { elapsed, busy: worker / elapsed };
  };
  await count(8); // start the workers
  return { pool, count, close: () => context.close() };
}

const skipNative = process.env.SKIP_NATIVE === '1';
const cExe = skipNative ? null : buildC();
if (!skipNative) {
  console.error('[bench] building the native benchmark');
  const b = spawnSync('cargo', ['bench', '-p', 'bitqueens-solver', '--bench', 'count', '--no-run'], { cwd: root, stdio: 'inherit' });
  if (b.status !== 0) throw new Error('cargo bench --no-run failed');
}
const server = await startServer();
const browser = await launch();
const onePage = await openCountPage(browser, server.url, 1);
const allPage = await openCountPage(browser, server.url, null);
const baseServer = process.env.BASELINE_DIST ? await startServer(path.resolve(process.env.BASELINE_DIST)) : null;
const baseOne = baseServer && (await openCountPage(browser, baseServer.url, 1));
const baseAll = baseServer && (await openCountPage(browser, baseServer.url, null));
// The baseline's best times, n -> seconds.
const baseOneBest = new Map();
const baseAllBest = new Map();

const best = (map, n, v) => map.set(n, Math.min(map.get(n) ?? Infinity, v));
// C ÷ all workers within each repetition (measured seconds apart), n -> list.
const ratios = new Map();
const c = new Map();
const plain = new Map();
const symmetric = new Map();
const one = new Map();
const all = new Map();
const busy = new Map();
for (const n of NS) {
  for (let i = 0; i < REPS; i++) {
    if (!skipNative) {
      const r = nativeOnce(n);
      best(plain, n, r.plain);
      best(symmetric, n, r.symmetric);
    }
    const cTime = cExe ? cOnce(cExe, n) : undefined;
    if (cTime !== undefined) best(c, n, cTime);
    best(one, n, (await onePage.count(n)).elapsed);
    const r = await allPage.count(n);
    if (r.elapsed <= (all.get(n) ?? Infinity)) busy.set(n, r.busy);
    best(all, n, r.elapsed);
    if (cTime !== undefined) ratios.set(n, [...(ratios.get(n) ?? []), cTime / r.elapsed]);
    if (baseServer) {
      best(baseOneBest, n, (await baseOne.count(n)).elapsed);
      best(baseAllBest, n, (await baseAll.count(n)).elapsed);
    }
  }
  const f = (m) => (m.has(n) ? m.get(n).toFixed(3) : '–');
  console.error(`[bench] n = ${n}: C ${f(c)} s, Rust plain ${f(plain)} s, symmetric native ${f(symmetric)} s, wasm 1 worker ${f(one)} s, ${allPage.pool} workers ${f(all)} s (each counting ${(100 * busy.get(n)).toFixed(0)}% of it)`);
}
await onePage.close();
await allPage.close();
if (baseServer) {
  await baseOne.close();
  await baseAll.close();
  await baseServer.close();
}
await browser.close();
await server.close();
if (cExe) fs.rmSync(cExe, { force: true });

const s = (v) => (v === undefined ? '–' : v.toFixed(3));
const x = (a, b) => (a === undefined || b === undefined ? '–' : `${(a / b).toFixed(1)}×`);
const cpu = os.cpus();
console.log(`${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} logical cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; best of ${REPS}.`);
console.log('');
const k = allPage.pool;
console.log(`| n | plain bitmap, C (s) | plain bitmap, Rust native (s) | symmetric, native 1 thread (s) | wasm, 1 worker (s) | wasm, ${k} workers (s) | C ÷ wasm ${k} workers (best ÷ best) | C ÷ wasm ${k} workers, per repetition: median (range) | wasm 1 ÷ ${k} workers | wasm 1 worker ÷ native symmetric | ${k} workers busy |`);
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const n of NS) {
  const p = plain.get(n);
  const pc = c.get(n);
  const sym = symmetric.get(n);
  const w1 = one.get(n);
  const wk = all.get(n);
  const b = busy.get(n);
  const rs = [...(ratios.get(n) ?? [])].sort((a, b) => a - b);
  const median = rs.length % 2 ? rs[(rs.length - 1) / 2] : (rs[rs.length / 2 - 1] + rs[rs.length / 2]) / 2;
  const perRep = rs.length ? `${median.toFixed(1)}× (${rs[0].toFixed(1)}–${rs[rs.length - 1].toFixed(1)})` : '–';
  console.log(`| ${n} | ${s(pc)} | ${s(p)} | ${s(sym)} | ${s(w1)} | ${s(wk)} | ${x(pc, wk)} | ${perRep} | ${x(w1, wk)} | ${x(w1, sym)} | ${b === undefined ? '–' : `${(100 * b).toFixed(0)}%`} |`);
}
if (baseServer) {
  const r2 = (a, b) => (a === undefined || b === undefined ? '–' : (a / b).toFixed(2));
  console.log('');
  console.log(`This build against BASELINE_DIST=${process.env.BASELINE_DIST}, same repetitions (best of ${REPS}; a ratio above 1 means this build is faster):`);
  console.log('');
  console.log(`| n | baseline, 1 worker (s) | this build, 1 worker (s) | baseline ÷ this, 1 worker | baseline, ${k} workers (s) | this build, ${k} workers (s) | baseline ÷ this, ${k} workers |`);
  console.log('|---|---|---|---|---|---|---|');
  for (const n of NS) {
    console.log(`| ${n} | ${s(baseOneBest.get(n))} | ${s(one.get(n))} | ${r2(baseOneBest.get(n), one.get(n))} | ${s(baseAllBest.get(n))} | ${s(all.get(n))} | ${r2(baseAllBest.get(n), all.get(n))} |`);
  }
}
