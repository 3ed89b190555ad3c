// The algorithm lab in a browser: every method in a worker, exact counts
// (the methods' own: core/src/domain/lab/model.rs), cancel and time limit,
// charts, the keyboard, a phone's width, the watch mode's controls and
// timer. What the page says is checked natively: tests/views_pages/lab.rs.
import {
  test, expect, useSite, open, countWorkerMessages, watchFocusLoss, expectFocusNeverLost, focused, expectNothingSideways, labRunEnded, PHONE,
  recordSaid, said,
} from './harness.mjs';

const site = useSite();

const METHODS = [
  'bruteforce', 'permutation', 'backtracking', 'flags', 'bitmap', 'bitmap-nr', 'mirror', 'bitmap-symmetry', 'carrychain', 'join',
];

/** Opens the lab (or, by a query without a view, the stepper). */
function openLab(query = '?view=lab', options = {}) {
  const ready = query.includes('view=') ? 'lab-run' : 'lang-toggle';
  return open(site.browser, site.url, query, { ...options, ready });
}

/** Each method's row, by its id: its state, board, counts and text. */
async function rows(page) {
  const keys = ['state', 'n', 'solutions', 'unique', 'leaves', 'nodes'];
  const trs = page.locator('[data-testid^=lab-row-]');
  const all = await trs.evaluateAll((els, keys) => els.map((tr) => {
    const row = Object.fromEntries(keys.map((k) => [k, tr.dataset[k] ?? null]));
    return [tr.dataset.testid.slice('lab-row-'.length), { ...row, text: tr.innerText }];
  }), keys);
  return Object.fromEntries(all);
}

async function run(page, n, limitS) {
  await page.getByTestId('lab-n').selectOption(String(n));
  if (limitS) await page.getByTestId('lab-limit').selectOption(String(limitS));
  await page.getByTestId('lab-run').click();
}

test('the nav link opens the lab; by the keyboard n = 8 reproduces the published counts, its end said once; the charts draw the run; a phone\'s width', async () => {
  const { page } = await openLab('?lang=en');
  await recordSaid(page, 'lab-said');
  await page.getByTestId('nav-lab').click();
  await page.getByTestId('lab-run').waitFor();
  await expect(page).toHaveURL(/[?&]view=lab/);
  expect(await page.getByTestId('nav-lab').getAttribute('aria-current')).toBe('page');
  for (const id of METHODS) expect(await page.getByTestId(`lab-row-${id}`).getAttribute('data-state')).toBe('idle');
  await page.waitForFunction(() => document.querySelector('[data-testid=lab-carrychain-figure]').complete);
  expect(await page.getByTestId('lab-carrychain-figure').evaluate((img) => img.naturalWidth > 0), 'the chain picture loads').toBeTruthy();

  // Run reached and pressed by the keyboard.
  await page.getByTestId('lab-n').selectOption('8');
  await page.getByTestId('lab-limit').selectOption('60');
  for (let i = 0; (await focused(page)) !== 'lab-run'; i++) {
    expect(i < 40, 'lab-run is reachable with Tab').toBeTruthy();
    await page.keyboard.press('Tab');
  }
  const t0 = Date.now();
  await page.keyboard.press('Enter');
  await labRunEnded(page, 120_000);
  const took = Date.now() - t0;
  const r = await rows(page);
  // Every method's [leaves, nodes, unique] as the methods count them natively.
  const want = {
    bruteforce: ['16777216', String((8 ** 9 - 8) / 7), null], permutation: ['40320', null, null],
    backtracking: ['13756', String(8 * (1 + 2056 - 92)), null], flags: ['13756', String(8 * (1 + 2056 - 92)), null],
    bitmap: ['736', '2056', null], 'bitmap-nr': ['736', '2056', null], mirror: ['368', '1028', null],
    'bitmap-symmetry': ['136', '354', '12'], carrychain: ['274', '596', '12'], join: ['299', '185', '12'],
  };
  for (const id of METHODS) {
    const [leaves, nodes, unique] = want[id];
    expect(r[id].state, `${id}: ${r[id].text}`).toBe('done');
    expect([r[id].n, r[id].solutions, r[id].leaves, r[id].unique], id).toStrictEqual(['8', '92', leaves, unique]);
    if (nodes) expect(r[id].nodes, id).toBe(nodes);
  }
  expect(r.carrychain.text).toMatch(/92 \(12 /);
  expect(r.bruteforce.text).toMatch(/16,777,216/);
  console.log(`    n = 8, all ${METHODS.length} methods: ${took} ms`);
  // The run's end is said once.
  expect(await said(page)).toStrictEqual([`Run over, n = 8: ${METHODS.length} methods done.`]);

  // A point per finished run, kept over a trip to another view (the points' values: views_pages/lab.rs).
  const points = (id) => page.getByTestId(id).locator('svg path.pt').count();
  expect(await points('lab-chart-time')).toBe(METHODS.length);
  await page.getByTestId('nav-records').click();
  await page.getByTestId('records-table').waitFor();
  await page.getByTestId('nav-lab').click();
  expect(await points('lab-chart-leaves')).toBe(METHODS.length);

  // A phone's width, results and watch mode shown, both languages: nothing sideways.
  await page.setViewportSize(PHONE);
  await page.getByTestId('watch-step').click();
  await expectNothingSideways(page, 'en');
  await page.getByTestId('lang-toggle').click();
  await page.waitForFunction(() => document.documentElement.lang === 'ja');
  await expectNothingSideways(page, 'ja');
  await page.getByTestId('lab-clear').click();
  expect(await points('lab-chart-leaves')).toBe(0);
});

test('a long run is cancelled at once and the lab stays usable; by keyboard, run gives the focus to cancel, cancel and the run\'s end to run', async () => {
  const { page } = await openLab('?view=lab', { initScript: `(${countWorkerMessages})();(${watchFocusLoss})();` });
  const started = page.waitForEvent('worker', { timeout: 60_000 });
  await page.getByTestId('lab-n').selectOption('13');
  await page.getByTestId('lab-limit').selectOption('60');
  await page.getByTestId('lab-run').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page)).toBe('lab-cancel');
  const old = await started;
  const bf = page.getByTestId('lab-row-bruteforce');
  await page.waitForFunction(() => document.querySelector('[data-testid=lab-row-bruteforce]').dataset.state === 'running');
  // The worker has loaded (its first message) and got brute force's 13^13 leaves: 60 s.
  await page.waitForFunction(() => window.workerMessages >= 1, null, { timeout: 60_000 });
  const messages = await page.evaluate(() => window.workerMessages);
  expect(await page.getByTestId('lab-run').isDisabled()).toBe(true);
  const t0 = Date.now();
  await page.keyboard.press('Enter');
  await labRunEnded(page, 120_000);
  console.log(`    cancel answered in ${Date.now() - t0} ms`);
  await expect.poll(() => focused(page)).toBe('lab-run');
  const r = await rows(page);
  for (const id of METHODS) expect(r[id].state, id).toBe('cancelled');
  expect(await bf.innerText()).toMatch(/cancelled/);
  expect(await page.getByTestId('lab-cancel').isDisabled()).toBe(true);
  expect(await page.getByTestId('lab-run').isDisabled()).toBe(false);
  // Cancelled without waiting for the worker's answer; nothing of the run is shown.
  expect(await page.evaluate(() => window.workerMessages), 'the cancel waited for an answer of the worker').toBe(messages);
  expect(await page.getByTestId('lab-row-bruteforce').getAttribute('data-leaves'), 'no answer of the cancelled run is shown').toBe(null);

  // A new run goes to a fresh worker, while the old one is still busy with n = 13.
  const fresh = page.waitForEvent('worker', { timeout: 60_000 });
  const t1 = Date.now();
  await run(page, 5, 5);
  expect(await fresh, 'the next run has a worker of its own').not.toBe(old);
  await labRunEnded(page, 120_000);
  console.log(`    next run (n = 5) after the cancel: ${Date.now() - t1} ms`);
  const after = await rows(page);
  for (const id of METHODS) expect([after[id].state, after[id].solutions], id).toStrictEqual(['done', '10']);
  await expect.poll(() => focused(page)).toBe('lab-run');
  await expectFocusNeverLost(page);
});

test('a range run draws the whole curve, a fast method timed by a median; the time limit stops every method with honest partial counts, not drawn; the watch mode', async () => {
  const { page } = await openLab('?view=lab&lang=ja');
  // One click: every board from 4 to 6, each a point of the time chart.
  await page.getByTestId('lab-n').selectOption('6');
  await page.getByTestId('lab-run-range').click();
  const table = page.getByTestId('lab-table');
  await expect(table).toHaveAttribute('data-n', '6', { timeout: 180_000 });
  await expect(table).toHaveAttribute('data-running', 'false', { timeout: 180_000 });
  await expect.poll(() => focused(page), 'the focus back on run').toBe('lab-run');
  const ns = await page.locator('[data-testid=lab-chart-time] path[data-series=bitmap]').evaluateAll(
    (ps) => [...new Set(ps.map((p) => p.dataset.n))].sort((a, b) => a - b),
  );
  expect(ns).toStrictEqual(['4', '5', '6']);
  // The rows show n = 6, timed as a single run is: microseconds, so never one reading.
  const bitmap = page.getByTestId('lab-row-bitmap');
  await expect(bitmap).toHaveAttribute('data-n', '6');
  expect(Number(await bitmap.getAttribute('data-runs')), await bitmap.innerText()).toBeGreaterThan(1);
  const below = await bitmap.getAttribute('data-below-resolution');
  await expect(bitmap.locator('td').nth(3)).toContainText(below === 'true' ? '時計の分解能' : '中央値');
  if (below !== 'true') expect(Number(await bitmap.getAttribute('data-ms'))).toBeGreaterThan(0);

  // The largest board with a 1 s limit: every method stops, by the worker's
  // own clock, not before it nor at the 5 s default. The join cannot stop
  // while it builds its tables (seconds in a loaded browser); the searches
  // stop within a poll. A timeout adds no point to the charts.
  const points = (id) => page.locator(`[data-testid=lab-chart-leaves] path.pt[data-series=${id}]`).count();
  const drawn = Object.fromEntries(await Promise.all(METHODS.map(async (id) => [id, await points(id)])));
  await run(page, 18, 1);
  await labRunEnded(page, 120_000);
  const big = await rows(page);
  for (const id of METHODS) {
    const ms = Number(await page.getByTestId(`lab-row-${id}`).getAttribute('data-ms'));
    expect([big[id].state, big[id].n], `${id}: ${big[id].text}`).toStrictEqual(['timeout', '18']);
    expect(big[id].text, id).toMatch(/≥/);
    expect(Number(big[id].nodes) > 0, id).toBeTruthy();
    expect(await points(id), `${id} is not drawn`).toBe(drawn[id]);
    expect(ms >= 1000 && ms < (id === 'join' ? 8000 : 3000), `${id} stopped after ${ms} ms`).toBeTruthy();
  }
  expect(big.carrychain.unique !== null && BigInt(big.carrychain.unique) < 83263591n).toBeTruthy();
  expect(BigInt(big.mirror.solutions) < 666090624n).toBeTruthy();

  // The watch mode's controls step, reset and switch (each step's boards:
  // views_pages/lab.rs, core/src/domain/lab/watch.rs).
  await page.getByTestId('watch-n').selectOption('4');
  const queens = (id) => page.getByTestId(id).getAttribute('data-queens');
  const val = async (id) => Number(await page.getByTestId(id).getAttribute('data-value'));
  await page.getByTestId('watch-step').click();
  await expect.poll(() => val('watch-placements')).toBe(1);
  expect(await queens('watch-arrays-board')).toBe(await queens('watch-bitmap-board'));
  await page.getByTestId('watch-reset').click();
  await expect.poll(() => val('watch-placements')).toBe(0);
  await page.getByTestId('watch-method').selectOption('backtracking');
  await page.getByTestId('watch-step').click();
  await expect(page.getByTestId('watch-flag-arrays')).toHaveCount(0);
  // Play ticks on the page's timers: a paused clock that only the test moves.
  await page.getByTestId('watch-n').selectOption('6');
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByTestId('watch-play').click();
  await page.clock.runFor(3 * 700); // three ticks (PLAY_MS, src/pages/lab/watch.rs)
  await expect.poll(() => val('watch-placements')).toBeGreaterThanOrEqual(3);
  await page.getByTestId('watch-play').click();
  await expect(page.getByTestId('watch-play')).toHaveAttribute('aria-pressed', 'false');
  const paused = await val('watch-placements');
  await page.clock.runFor(1000);
  expect(await val('watch-placements')).toBe(paused);
  await page.clock.resume();
  expect(await queens('watch-arrays-board')).toBe(await queens('watch-bitmap-board'));
});
