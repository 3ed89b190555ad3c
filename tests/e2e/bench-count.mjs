// Counting benchmark, in one run: the native figures of `cargo bench --bench
// count` (the plain bitmap, the seeds' method, and the symmetric counter, one
// thread each) and the site's wasm counter in Chromium, with one worker and
// with all workers (one per navigator.hardwareConcurrency), for n = 12..16
// (BENCH_FULL=1 adds 17; BENCH_N="12 14" chooses). Prints a Markdown table.
//
//   DIST=dist node tests/e2e/bench-count.mjs      (or scripts/bench-count.sh)
//
// The browser times are the page's own count-elapsed-ms (from the click to
// the last answer, workers already started), best of BENCH_REPS (default 3),
// with the share of that time each worker spent counting (the rest is
// messages, waiting for the page, and uneven ends);
// every result is checked against data/nqueens-counts.tsv. SKIP_NATIVE=1
// skips cargo bench and the C baseline. The C baseline is
// benches/plain_bitmap.c, built with `cc -O2` when a C compiler is found (the
// issue's reference point: the seeds' C bitmap_R, gcc -O2).
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


/** `cargo bench --bench count -- <ns>`: n -> { plain, symmetric } in seconds. */
function native() {
  const native = new Map();
  if (process.env.SKIP_NATIVE === '1') return native;
  console.error(`[bench] cargo bench --bench count -- ${NS.join(' ')}`);
  const r = spawnSync('cargo', ['bench', '--bench', 'count', '--', ...NS.map(String)], {
    cwd: root,
    env: { ...process.env, BENCH_REPS: String(REPS) },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (r.status !== 0) throw new Error(`cargo bench failed (${r.status})`);
  for (const line of r.stdout.split('\n')) {
    const m = line.match(/^\|\s*(\d+)\s*\|\s*([\d.]+)\s*\|\s*([\d.]+)\s*\|/);
    if (m) native.set(Number(m[1]), { plain: Number(m[2]), symmetric: Number(m[3]) });
  }
  return native;
}

/** benches/plain_bitmap.c with `cc -O2`: n -> best seconds (empty without cc). */
function cBaseline() {
  const times = new Map();
  if (process.env.SKIP_NATIVE === '1') return times;
  const exe = path.join(os.tmpdir(), `bitqueens-plain-bitmap-${process.pid}`);
  const cc = spawnSync('cc', ['-O2', '-o', exe, path.join(root, 'benches/plain_bitmap.c')], { stdio: 'inherit' });
  if (cc.error || cc.status !== 0) {
    console.error('[bench] no C compiler (cc): the C column stays empty');
    return times;
  }
  for (const n of NS) {
    const r = spawnSync(exe, [String(n), String(REPS)], { encoding: 'utf8' });
    const [, total, secs] = r.stdout.trim().split(' ');
    if (total !== REFERENCE.get(n)[0]) throw new Error(`C baseline n = ${n}: ${total}`);
    times.set(n, Number(secs));
    console.error(`[bench] C plain bitmap (cc -O2), n = ${n}: ${Number(secs).toFixed(3)} s`);
  }
  fs.rmSync(exe, { force: true });
  return times;
}

/** Counts every n on the site with `workers` workers (null: the browser's
 * own hardwareConcurrency). n -> best seconds; also returns the pool size. */
async function browserRun(browser, url, workers) {
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
    await page.getByTestId('count-start').click();
    await page.locator('[data-testid=count-status][data-state=done]').waitFor({ timeout: 600_000 });
    const total = await page.getByTestId('count-total').getAttribute('data-value');
    const unique = await page.getByTestId('count-unique').getAttribute('data-value');
    if (total !== REFERENCE.get(n)[0] || unique !== REFERENCE.get(n)[1]) {
      throw new Error(`n = ${n}: ${total} / ${unique} differ from the published counts`);
    }
    const shown = page.getByTestId('count-elapsed-ms');
    const elapsed = Number(await shown.getAttribute('data-value')) / 1000;
    const worker = Number(await shown.getAttribute('data-worker-ms')) / 1000;
    return { elapsed, busy: worker / elapsed };
  };
  await count(8); // start the workers
  const times = new Map();
  const busy = new Map();
  for (const n of NS) {
    let best = { elapsed: Infinity };
    for (let i = 0; i < REPS; i++) {
      const r = await count(n);
      if (r.elapsed < best.elapsed) best = r;
    }
    times.set(n, best.elapsed);
    busy.set(n, best.busy);
    console.error(`[bench] wasm, ${pool} worker(s), n = ${n}: ${best.elapsed.toFixed(3)} s, each worker counting ${(100 * best.busy).toFixed(0)}% of it`);
  }
  if (errors.length) throw new Error(errors.join('\n'));
  await context.close();
  return { pool, times, busy };
}

const nat = native();
const c = cBaseline();
const server = await startServer();
const browser = await launch();
const one = await browserRun(browser, server.url, 1);
const all = await browserRun(browser, server.url, null);
await browser.close();
await server.close();

const s = (v) => (v === undefined ? '–' : v.toFixed(3));
const x = (a, b) => (a === undefined || b === undefined ? '–' : `${(a / b).toFixed(1)}×`);
const cpu = os.cpus();
console.log(`${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} logical cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; best of ${REPS}.`);
console.log('');
console.log(`| n | plain bitmap, C (s) | plain bitmap, Rust native (s) | symmetric, native 1 thread (s) | wasm, 1 worker (s) | wasm, ${all.pool} workers (s) | C ÷ wasm ${all.pool} workers | wasm 1 ÷ ${all.pool} workers | wasm 1 worker ÷ native symmetric | ${all.pool} workers busy |`);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const n of NS) {
  const p = nat.get(n)?.plain;
  const pc = c.get(n);
  const sym = nat.get(n)?.symmetric;
  const w1 = one.times.get(n);
  const wk = all.times.get(n);
  const b = all.busy.get(n);
  console.log(`| ${n} | ${s(pc)} | ${s(p)} | ${s(sym)} | ${s(w1)} | ${s(wk)} | ${x(pc, wk)} | ${x(w1, wk)} | ${x(w1, sym)} | ${b === undefined ? '–' : `${(100 * b).toFixed(0)}%`} |`);
}
