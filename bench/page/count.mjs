// Counting benchmark, in one run (scripts/bench-count.sh documents the
// settings): for each n, the C plain bitmap (bench/plain_bitmap.c, total
// only), the C carry chain (bench/carry_chain.c, total and unique), the
// site's counter natively on one thread and on every thread (the
// `bitqueens count` command of cli/), and the site's wasm counter in
// Chromium with one worker and with one per core. Prints a Markdown table:
// times (best of the repetitions) and, for each, how many times faster than
// the C plain bitmap of the same run.
//
//   DIST=dist node bench/page/count.mjs            (or scripts/bench-count.sh)
//
// Each repetition runs every column once, back to back, for the same n, so
// that a machine whose speed drifts (a shared VM) slows all columns alike.
// Every result is checked against data/nqueens-counts.tsv (total, and
// unique where the method gives it); the C programs are also checked for
// every n = 4..14 before anything is timed: a wrong baseline stops the run.
// Each cell of the table is also appended to record/count.tsv as a row
// (scripts/record.sh; RECORD=0 writes none).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
// The published counts, n -> [total, unique] as strings.
const REFERENCE = new Map(
  fs.readFileSync(path.join(root, 'data/nqueens-counts.tsv'), 'utf8')
    .trim().split('\n').slice(1)
    .map((line) => line.split('\t'))
    .map(([n, total, unique]) => [Number(n), [total, unique]]),
);
const with18 = process.env.BENCH_18 === '1' || process.argv.includes('--18');
const NS = process.env.BENCH_N
  ? process.env.BENCH_N.split(/[\s,]+/).filter(Boolean).map(Number)
  : [14, 15, 16, 17, ...(with18 ? [18] : [])];
// Repetitions: BENCH_REPS for every n, else 3 up to n = 16 and 1 from 17
// on (the C plain bitmap alone takes minutes there).
const repsOf = (n) => Math.max(1, Number(process.env.BENCH_REPS ?? (n <= 16 ? 3 : 1)));
const skipNative = process.env.SKIP_NATIVE === '1';
const skipC = skipNative || process.env.SKIP_C === '1';
const skipBrowser = process.env.SKIP_BROWSER === '1';
const skipOneWorker = process.env.SKIP_ONE_WORKER === '1';
const skipOneThread = process.env.SKIP_ONE_THREAD === '1';
// BENCH_SEARCH=1: the native command counts by the search on every board
// (`--method search`), to time the search where the plan joins.
const forceSearch = process.env.BENCH_SEARCH === '1';
// The browser harness (Playwright's library API) only when the browser is measured.
const { startServer, launch, DESKTOP } = skipBrowser ? {} : await import('../../tests/e2e/harness.mjs');
const log = (m) => console.error(`[bench] ${m}`);

for (const n of NS) {
  if (!Number.isInteger(n) || !REFERENCE.has(n) || n < 4) throw new Error(`BENCH_N: ${n} is not a board of 4..27`);
}

/**
 * BENCH_ESTIMATE=1 (scripts/bench-count.sh --estimate): the count page's
 * estimate against the time the count then takes, in Chromium, for each n
 * of BENCH_N (default 18 19), each in a fresh page, so that the page first
 * counts the calibration board of the method that will count n. Appends a
 * row per n to record/count-estimate.tsv (the data the native test
 * `domain::count::math::tests::the_model_is_within_a_factor_of_two_of_the_recorded_times`
 * checks the model against) and prints them.
 */
async function benchEstimates() {
  const ns = process.env.BENCH_N ? NS : [18, 19];
  const { startServer, launch, DESKTOP } = await import('../../tests/e2e/harness.mjs');
  const file = path.join(root, 'record/count-estimate.tsv');
  const header = 'date\tcommit\tmachine\tload\tn\tmethod\tworkers\tbase_n\tbase_worker_s\testimate_s\tactual_s';
  if (!fs.existsSync(file)) fs.writeFileSync(file, header + '\n');
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim() || 'unknown';
  const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).stdout.trim() ? '+changes' : '';
  const cpu = os.cpus();
  const machine = `${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores`.replace(/\s+/g, ' ');
  const load = () => (fs.existsSync('/proc/loadavg') ? fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0] : os.loadavg()[0].toFixed(2));
  const server = await startServer();
  const browser = await launch();
  const rows = [];
  for (const n of ns) {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(server.url + '?view=count&lang=en');
    await page.getByTestId('count-n').fill(String(n));
    const loadBefore = load();
    await page.getByTestId('count-start').click();
    // After the calibration: the question (a long count), or the count
    // itself, started on its estimate.
    const go = page.getByTestId('count-estimate-go');
    const started = page.locator('[data-testid=count-status][data-state=running][data-estimate-ms]');
    await go.or(started).first().waitFor({ timeout: 600_000 });
    if (await go.isVisible()) await go.click();
    await page.locator('[data-testid=count-status][data-state=done]').waitFor({ timeout: 3_600_000 });
    const status = page.getByTestId('count-status');
    const get = async (name) => status.getAttribute(name);
    const total = await page.getByTestId('count-total').getAttribute('data-value');
    if (total !== REFERENCE.get(n)[0]) throw new Error(`n = ${n}: total ${total}, published ${REFERENCE.get(n)[0]}`);
    if (errors.length) throw new Error(errors.join('\n'));
    const row = {
      date: new Date().toISOString().slice(0, 16) + 'Z',
      commit: commit + dirty,
      machine,
      load: `${loadBefore}-${load()}`,
      n,
      method: await get('data-estimate-method'),
      workers: await page.evaluate(() => navigator.hardwareConcurrency),
      base_n: Number(await get('data-estimate-base-n')),
      base_worker_s: Number(await get('data-estimate-base-ms')) / 1000,
      estimate_s: Number(await get('data-estimate-ms')) / 1000,
      actual_s: Number(await page.getByTestId('count-elapsed-ms').getAttribute('data-value')) / 1000,
    };
    rows.push(row);
    fs.appendFileSync(file, Object.values(row).join('\t') + '\n');
    log(`n = ${n}: estimated ${row.estimate_s} s (${row.method}, from n = ${row.base_n}), took ${row.actual_s} s`);
    await context.close();
  }
  await browser.close();
  await server.close();
  console.log('| n | method | workers | estimate (s) | actual (s) | estimate ÷ actual | load (1 min, before-after) |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.n} | ${r.method} | ${r.workers} | ${r.estimate_s.toFixed(1)} | ${r.actual_s.toFixed(1)} | ${(r.estimate_s / r.actual_s).toFixed(2)} | ${r.load} |`);
  }
}
if (process.env.BENCH_ESTIMATE === '1') {
  await benchEstimates();
  process.exit(0);
}

/** Parses `key=value` words of a line into an object of strings. */
function fields(line) {
  return Object.fromEntries(line.trim().split(/\s+/).map((w) => w.split('=')));
}

/** Runs a command, returns its stdout; throws with its stderr on failure. */
function run(cmd, args, what) {
  const r = spawnSync(cmd, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (r.error || r.status !== 0) throw new Error(`${what} failed (${r.error ?? r.status}):\n${r.stderr}`);
  return r.stdout;
}

/** The C programs built with `cc -O2` in a temporary folder:
 * { plain, carry } paths, or null without a C compiler. */
function buildC() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bitqueens-bench-'));
  const out = {};
  for (const [key, file] of [['plain', 'plain_bitmap'], ['carry', 'carry_chain']]) {
    const exe = path.join(dir, file);
    const cc = spawnSync('cc', ['-O2', '-o', exe, path.join(root, 'bench', `${file}.c`)], { stdio: 'inherit' });
    if (cc.error || cc.status !== 0) {
      log(`no working C compiler (cc): the C columns stay empty${cc.error ? ` (${cc.error.code})` : ''}`);
      fs.rmSync(dir, { recursive: true, force: true });
      return null;
    }
    out[key] = exe;
  }
  out.dir = dir;
  return out;
}

/** One run of a C program: { seconds, total, unique? }, checked against the
 * published counts. */
function cOnce(exe, n, name) {
  const f = fields(run(exe, [String(n), '1'], `${name} ${n}`));
  const [total, unique] = REFERENCE.get(n);
  if (f.n !== String(n) || f.total !== total || (f.unique !== undefined && f.unique !== unique)) {
    throw new Error(`${name} n = ${n}: total ${f.total}, unique ${f.unique ?? '–'}; the published counts are ${total}, ${unique}`);
  }
  return Number(f.seconds);
}

/** `cargo build --release -p bitqueens-cli`: the path of the command. */
function buildCli() {
  log('building the native command (cargo build --release -p bitqueens-cli)');
  const outText = run('cargo', ['build', '--release', '--quiet', '-p', 'bitqueens-cli', '--message-format=json'], 'cargo build');
  for (const line of outText.split('\n')) {
    if (!line.startsWith('{')) continue;
    const m = JSON.parse(line);
    if (m.reason === 'compiler-artifact' && m.target?.kind?.includes('bin') && m.executable) return m.executable;
  }
  throw new Error('cargo build named no executable for bitqueens-cli');
}

/** What the native command said it counted each board with (its JSON). */
const nativeMethod = new Map();

/** One run of the native command: { seconds, threads }, checked. `threads`
 * null: its default, one per core. */
function nativeOnce(exe, n, threads) {
  const args = ['count', String(n), '--json', '--quiet', ...(threads ? ['--threads', String(threads)] : []), ...(forceSearch ? ['--method', 'search'] : [])];
  const v = JSON.parse(run(exe, args, `bitqueens ${args.join(' ')}`));
  const [total, unique] = REFERENCE.get(n);
  if (String(v.total) !== total || String(v.unique) !== unique) {
    throw new Error(`native n = ${n}: ${v.total} / ${v.unique} differ from the published counts`);
  }
  nativeMethod.set(n, v.method === 'join' ? `join (sweep: ${v.simd ?? 'unnamed'})` : 'search (window: SSE4.1)');
  return { seconds: v.seconds, threads: v.threads };
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
    // From n = 18 on the page first estimates the time (after counting its
    // calibration board), and a count estimated long waits for the go-ahead.
    if (n >= 18) {
      const go = page.getByTestId('count-estimate-go');
      const done = page.locator('[data-testid=count-status][data-state=running][data-estimate-ms], [data-testid=count-status][data-state=done][data-estimate-ms]');
      await go.or(done).first().waitFor({ timeout: 600_000 });
      if (await go.isVisible()) await go.click();
    }
    await finished;
    const total = await page.getByTestId('count-total').getAttribute('data-value');
    const unique = await page.getByTestId('count-unique').getAttribute('data-value');
    if (total !== REFERENCE.get(n)[0] || unique !== REFERENCE.get(n)[1]) {
      throw new Error(`n = ${n}: ${total} / ${unique} differ from the published counts`);
    }
    if (errors.length) throw new Error(errors.join('\n'));
    const shown = page.getByTestId('count-elapsed-ms');
    return Number(await shown.getAttribute('data-value')) / 1000;
  };
  await count(8); // start the workers
  return { pool, count, close: () => context.close() };
}

// Native programs first: built and checked before any timing.
const c = skipC ? null : buildC();
if (c) {
  log('checking the C programs against the published counts, n = 4..14');
  for (let n = 4; n <= 14; n++) {
    cOnce(c.plain, n, 'C plain bitmap');
    cOnce(c.carry, n, 'C carry chain');
  }
}
const cli = skipNative ? null : buildCli();
let nativeThreads = null;

const server = skipBrowser ? null : await startServer();
const browser = skipBrowser ? null : await launch();
const onePage = browser && !skipOneWorker && (await openCountPage(browser, server.url, 1));
const allPage = browser && (await openCountPage(browser, server.url, null));
const baseServer = browser && process.env.BASELINE_DIST ? await startServer(path.resolve(process.env.BASELINE_DIST)) : null;
const baseOne = baseServer && !skipOneWorker && (await openCountPage(browser, baseServer.url, 1));
const baseAll = baseServer && (await openCountPage(browser, baseServer.url, null));

// Column -> (n -> best seconds).
const COLUMNS = ['plain', 'carry', 'native1', 'nativeAll', 'wasm1', 'wasmAll', 'baseOne', 'baseAll'];
const best = Object.fromEntries(COLUMNS.map((k) => [k, new Map()]));
const record = (k, n, v) => best[k].set(n, Math.min(best[k].get(n) ?? Infinity, v));
for (const n of NS) {
  for (let i = 0; i < repsOf(n); i++) {
    if (c) {
      record('plain', n, cOnce(c.plain, n, 'C plain bitmap'));
      record('carry', n, cOnce(c.carry, n, 'C carry chain'));
    }
    if (cli) {
      if (!skipOneThread) record('native1', n, nativeOnce(cli, n, 1).seconds);
      const all = nativeOnce(cli, n, null);
      nativeThreads = all.threads;
      record('nativeAll', n, all.seconds);
    }
    if (browser) {
      if (onePage) record('wasm1', n, await onePage.count(n));
      record('wasmAll', n, await allPage.count(n));
    }
    if (baseServer) {
      if (baseOne) record('baseOne', n, await baseOne.count(n));
      record('baseAll', n, await baseAll.count(n));
    }
  }
  const f = (k) => (best[k].has(n) ? best[k].get(n).toFixed(3) : '–');
  log(`n = ${n}: C plain ${f('plain')} s, C carry chain ${f('carry')} s, native 1 thread ${f('native1')} s, all threads ${f('nativeAll')} s, wasm 1 worker ${f('wasm1')} s, all workers ${f('wasmAll')} s`);
}
for (const p of [onePage, allPage, baseOne, baseAll]) if (p) await p.close();
if (baseServer) await baseServer.close();
if (browser) await browser.close();
if (server) await server.close();
if (c) fs.rmSync(c.dir, { recursive: true, force: true });

const cpu = os.cpus();
const loadavg = fs.existsSync('/proc/loadavg') ? fs.readFileSync('/proc/loadavg', 'utf8').trim() : os.loadavg().map((l) => l.toFixed(2)).join(' ');
const reps = [...new Set(NS.map(repsOf))].join('/');
console.log(`${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} logical cores; /proc/loadavg at the end: ${loadavg}; best of ${reps} run(s) per n.`);
if (!c) console.log(skipNative ? 'SKIP_NATIVE=1: no C and no native columns.' : skipC ? 'SKIP_C=1: no C columns.' : 'No C compiler: no C columns.');
if (skipBrowser) console.log('SKIP_BROWSER=1: no browser columns.');
console.log('');
console.log('Each cell: seconds, and (in brackets) how many times faster than the C plain bitmap of the same run. C plain bitmap: total only; every other column: total and unique.');
console.log('');
const kn = nativeThreads ?? '–';
const kw = allPage?.pool ?? '–';
const nat = forceSearch ? 'native (the search)' : 'native';
console.log(`| n | C plain bitmap | C carry chain | ${nat}, 1 thread | ${nat}, ${kn} threads | browser, 1 worker | browser, ${kw} workers |`);
console.log('|---|---|---|---|---|---|---|');
const cell = (k, n) => {
  const v = best[k].get(n);
  if (v === undefined) return '–';
  const p = best.plain.get(n);
  return k === 'plain' || p === undefined ? `${v.toFixed(3)} s` : `${v.toFixed(3)} s (${(p / v).toFixed(1)}×)`;
};
for (const n of NS) {
  console.log(`| ${n} | ${['plain', 'carry', 'native1', 'nativeAll', 'wasm1', 'wasmAll'].map((k) => cell(k, n)).join(' | ')} |`);
}

// The cells as rows of record/count.tsv: the best time of each column, the
// published counts (every timed count was checked against them).
const recordRow = (fields, env = {}) => {
  const r = spawnSync('bash', [path.join(root, 'scripts/record.sh'), 'count.tsv', ...fields.map(String)], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  if (r.status !== 0) log(`record/count.tsv: the row was not written (${r.error ?? r.status})`);
};
// The method of each row (record/count.tsv's `method` column): the native
// command's is what it names in its JSON (`method`, and `simd`: the form of
// the join's sweep it chose at run time, as scripts/bench-peers.sh writes
// it, kept by `nativeOnce`); the page's follows its plan
// (`count::math::method`: n = 15..=20 where one copy of the tables per worker
// fits WORKERS_MEMORY_MB, 512).
const JOIN_MEMORY_MB = { 15: 6, 16: 6, 17: 11, 18: 16, 19: 44, 20: 84 };
const methodOf = (k, n, workers) => {
  if (k === 'plain') return 'plain bitmap (C, no SIMD)';
  if (k === 'carry') return 'carry chain (C, no SIMD)';
  if (k.startsWith('native')) {
    return nativeMethod.get(n);
  }
  const joins = n >= 15 && n <= 20 && JOIN_MEMORY_MB[n] * workers <= 512;
  return joins ? 'join (sweep: wasm SIMD128, carry-save)' : 'search (window: wasm SIMD128)';
};
const ROWS = [
  ['plain', 'bench/plain_bitmap.c', () => 1],
  ['carry', 'bench/carry_chain.c', () => 1],
  ['native1', 'bitqueens count', () => 1],
  ['nativeAll', 'bitqueens count', () => nativeThreads],
  ['wasm1', 'browser count page', () => 1],
  ['wasmAll', 'browser count page', () => allPage.pool],
  ['baseOne', 'browser count page', () => 1],
  ['baseAll', 'browser count page', () => baseAll.pool],
];
for (const n of NS) {
  const [total, unique] = REFERENCE.get(n);
  for (const [k, command, threads] of ROWS) {
    if (!best[k].has(n)) continue;
    const baseline = k.startsWith('base');
    const note = [
      `scripts/bench-count.sh${forceSearch && command === 'bitqueens count' ? ' BENCH_SEARCH=1 (--method search)' : ''}; best of ${repsOf(n)}`,
      ...(command.startsWith('browser') ? [`DIST=${baseline ? process.env.BASELINE_DIST : process.env.DIST ?? 'dist'}${baseline ? ' (the baseline)' : ''}`] : []),
      `load average ${loadavg.split(' ').slice(0, 3).join(' ')}`,
    ].join('; ');
    recordRow(
      [command, n, threads(), best[k].get(n).toFixed(3), total, k === 'plain' ? '-' : unique, note, methodOf(k, n, threads())],
      baseline ? { RECORD_COMMIT: '-' } : {},
    );
  }
}
if (baseServer) {
  const s = (v) => (v === undefined ? '–' : v.toFixed(3));
  const r2 = (a, b) => (a === undefined || b === undefined ? '–' : (a / b).toFixed(2));
  console.log('');
  console.log(`This build against BASELINE_DIST=${process.env.BASELINE_DIST}, same repetitions (a ratio above 1 means this build is faster):`);
  console.log('');
  console.log(`| n | baseline, 1 worker (s) | this build, 1 worker (s) | baseline ÷ this, 1 worker | baseline, ${kw} workers (s) | this build, ${kw} workers (s) | baseline ÷ this, ${kw} workers |`);
  console.log('|---|---|---|---|---|---|---|');
  for (const n of NS) {
    const [b1, t1, bk, tk] = [best.baseOne.get(n), best.wasm1.get(n), best.baseAll.get(n), best.wasmAll.get(n)];
    console.log(`| ${n} | ${s(b1)} | ${s(t1)} | ${r2(b1, t1)} | ${s(bk)} | ${s(tk)} | ${r2(bk, tk)} |`);
  }
}
