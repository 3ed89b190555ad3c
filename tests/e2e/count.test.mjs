// The count page: exact counts in web workers, the result table,
// cancel, restart, bad input, a failing worker, and the JavaScript API page.
// What the page says and what its machine decides are checked natively:
// the page's states (stages, the question, rows, errors, the large
// display) in tests/views_pages/count.rs; the machine's choices (a link
// that counts, results kept per board, the link following the board
// settled on, the two stages that never go back, the question said once,
// a calibration never shown as the result) in
// core/src/domain/count/machine/tests.rs; its links in
// core/src/state/url/tests.rs.
import {
  test, expect, useSite, open, countWorkerMessages, expectNothingSideways, watchFocusLoss, expectFocusNeverLost, focused,
  expectPublishedRows, REFERENCE, PHONE, recordSaid, said, value, countState as state, waitCountState as waitState,
} from './harness.mjs';

const site = useSite();

/** The count page in a fresh context; `errors` collects console errors. */
function openCount({ query = '?view=count&lang=en', ...options } = {}) {
  return open(site.browser, site.url, query, { ready: 'count-view', ...options });
}

async function countN(page, n, timeout) {
  await page.getByTestId('count-n').fill(String(n));
  await page.getByTestId('count-start').click();
  await waitState(page, 'done', timeout);
}

/**
 * After a start of a board of 18 or more: waits for the page's estimate
 * (after a calibration count when nothing is measured yet), confirms it if
 * the page asks (a long count), and waits until the board itself is counted.
 */
async function confirmIfAsked(page) {
  const go = page.getByTestId('count-estimate-go');
  const counting = page.locator('[data-testid=count-status][data-state=running][data-estimate-ms]');
  await go.or(counting).first().waitFor({ timeout: 60_000 });
  if (await go.isVisible()) await go.click();
  await counting.waitFor();
}

/**
 * Starts a count that runs long enough to be caught in the middle (n = 18:
 * several seconds with the half-board join; n = 17 takes about one), and
 * waits until it runs.
 */
const LONG_N = 18;
async function startLong(page) {
  await page.getByTestId('count-n').fill(String(LONG_N));
  await page.getByTestId('count-start').click();
  await confirmIfAsked(page);
}

/**
 * Waits until every counting worker has closed (on the count page,
 * `page.workers()` are its counting workers; a worker leaves that list at
 * its `close` event) and returns how long it took. The timeout only guards
 * against a hang: a worker that never ends fails the test, a slow machine
 * does not.
 */
async function waitForNoWorkers(page, timeout = 60_000) {
  const start = Date.now();
  await expect.poll(() => page.workers().length, { message: 'no counting worker is left', timeout }).toBe(0);
  return Date.now() - start;
}

/** The address's query, and the length of the tab's history. */
const query = (page) => new URL(page.url()).search;
const historyLength = (page) => page.evaluate(() => history.length);

// (On a large board run=1 shows the estimate and waits for the go-ahead:
// the machine's run_on_a_large_board_shows_the_estimate_and_waits; the
// large display's link, read back large and counting: core/src/state/url/tests.rs
// a_count_link_counts_its_board_on_opening; a page opened large: the large
// display's reload below.)
test('a link that counts (&run=1) is offered where the count is, copied; opened, it counts its board (n = 14) to the published total, kept while the session lives (the nav link opens it idle); a link\'s n is read in the page\'s range, nothing starts without run=1', async () => {
  const { page, errors, context } = await openCount({ query: '?view=count&n=14&lang=en' });
  await page.getByTestId('count-share-open').click();
  const dialog = page.getByTestId('count-share-dialog');
  await dialog.waitFor();
  const link = await page.getByTestId('count-share-link').inputValue();
  expect(new URL(link).search).toBe('?view=count&n=14&lang=en&run=1');
  const large = await page.getByTestId('count-share-large').inputValue();
  expect(new URL(large).search).toBe('?view=count&n=14&lang=en&large=1&run=1');
  // Copied through the clipboard, as the stepper's share copies; the QR
  // code is the same link's.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByTestId('count-share-link-copy').click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  expect(await page.getByTestId('count-share-status').innerText()).not.toBe('');
  await expect(page.getByTestId('count-share-qr')).toHaveAttribute('data-link', link, { timeout: 30_000 });
  await page.keyboard.press('Escape');
  expect(await dialog.count()).toBe(0);
  // The link, opened: it counts n = 14 at once.
  await page.goto(link);
  await waitState(page, 'done', 30_000);
  expect(await page.getByTestId('count-result-n').innerText()).toBe('14');
  await expectPublishedRows(page, { from: 14, to: 14 });
  // The count is an act of the opening, not a place: the address keeps
  // the board and drops run=1 (a reload counts nothing).
  expect(query(page)).toBe('?view=count&n=14&lang=en');
  // Results are kept per n while the session lives: left and shown again,
  // the page shows its board's last result, and starts nothing.
  await page.getByTestId('nav-stepper').click();
  await page.getByTestId('board').waitFor();
  await page.getByTestId('nav-count').click();
  await page.getByTestId('count-view').waitFor();
  expect(await state(page)).toBe('idle');
  expect(await page.getByTestId('count-result-title').getAttribute('data-n')).toBe('14');
  await expectPublishedRows(page, { from: 14, to: 14 });
  // A link names the board, read in the page's range (40: the nearest,
  // 27, with a notice); without run=1 nothing starts, not even the
  // estimate of a large board (the page's effects have run once the
  // address is rewritten; a second more leaves time to any start).
  for (const [n, shown, notice] of [['12', '12', null], ['27', '27', null], ['40', '27', /n = 40 is out of range; showing the nearest, n = 27/], ['20', '20', null]]) {
    await page.goto(`${site.url}?view=count&n=${n}&lang=en`);
    await expect(page.getByTestId('count-n')).toHaveValue(shown);
    if (notice) await expect(page.getByTestId('notice')).toContainText(notice);
    else expect(await page.getByTestId('notice').count(), `n = ${n}: no notice`).toBe(0);
    await expect.poll(() => query(page)).toBe(`?view=count&n=${shown}&lang=en`);
    expect(await state(page)).toBe('idle');
  }
  await page.waitForTimeout(1000);
  expect(await state(page)).toBe('idle');
  expect(await page.getByTestId('count-estimate').count()).toBe(0);
});

test('the board the learner settles on is in the address, one entry each, a refused one neither counted nor kept; Back and Forward put it back in the field', async () => {
  const { page, errors, context } = await openCount({ query: '?view=count&n=12&lang=en' });
  const input = page.getByTestId('count-n');
  await expect.poll(() => query(page)).toBe('?view=count&n=12&lang=en');
  const start = await historyLength(page);
  // Another board, the focus leaving the field: a new entry.
  await input.fill('14');
  await input.press('Tab');
  await expect.poll(() => query(page)).toBe('?view=count&n=14&lang=en');
  expect(await historyLength(page)).toBe(start + 1);
  // A refused n: Enter starts nothing, and it is no board to keep; why is
  // shown under the field and said once, by the status at the press (the
  // message is no alert). (The messages, aria-invalid and the disabled
  // buttons: views_pages/count.rs.)
  await recordSaid(page, 'count-announce');
  const whys = [];
  for (const text of ['abc', '28']) {
    await input.fill(text);
    const why = page.getByTestId('count-n-error');
    await why.waitFor();
    expect(await why.getAttribute('role'), 'not live').toBeNull();
    whys.push(await why.textContent());
    await input.press('Enter');
    expect(await state(page), `"${text}"`).toBe('idle');
    await expect.poll(() => said(page)).toEqual(whys);
  }
  // Another board, counted with Enter.
  await input.fill('9');
  await input.press('Enter');
  await waitState(page, 'done');
  expect(await value(page, 'count-total')).toBe('352');
  expect(query(page)).toBe('?view=count&n=9&lang=en');
  expect(await historyLength(page)).toBe(start + 2);
  // (Keys typed are not a board settled on: the machine's
  // the_link_follows_the_board_settled_on_not_every_key.)

  await page.goBack();
  await expect(input).toHaveValue('14');
  expect(query(page)).toBe('?view=count&n=14&lang=en');
  await page.goBack();
  await expect(input).toHaveValue('12');
  expect(query(page)).toBe('?view=count&n=12&lang=en');
  await page.goForward();
  await expect(input).toHaveValue('14');
  await page.goForward();
  await expect(input).toHaveValue('9');
  expect(query(page)).toBe('?view=count&n=9&lang=en');
  expect(await historyLength(page), 'Back and Forward add no entry').toBe(start + 2);
  // The stepper keeps its own board; the menu's link back names the count's.
  await page.getByTestId('nav-stepper').click();
  await page.getByTestId('board').waitFor();
  expect(query(page)).toBe('?n=8&step=0&lang=en');
  expect(await page.getByTestId('nav-count').getAttribute('href')).toBe('?view=count&n=9&lang=en');
  await page.goBack();
  await expect(page.getByTestId('count-n')).toHaveValue('9');
  expect(await state(page), 'coming back starts nothing').toBe('idle');
});

// (The boards counted one after another, a row each: the machine's
// up_to_counts_every_board_in_turn; the finished page, its result and
// rows: views_pages/count.rs count_finished_shows_its_result_and_a_checked_row_per_board.)
test('count 1..12 in the workers: every row equal to the published counts; then 13 (the search) and 16 (the join) alone', async () => {
  const { page, errors, context } = await openCount();
  // The console's warnings too (the workers' included): none is expected.
  const warnings = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  await page.getByTestId('count-n').fill('12');
  await page.getByTestId('count-start-up-to').click();
  await waitState(page, 'done');
  const rows = page.locator('[data-testid^=count-row-]');
  expect(await rows.count()).toBe(12);
  await expectPublishedRows(page, { to: 12 });
  // The workers' classes summed: n = 8 has C2 = 0, C4 = 1, C8 = 11 (92 = 4·1 + 8·11).
  const eight = await page.getByTestId('count-row-8').locator('td').allInnerTexts();
  // (Columns: total, unique, the check, C2, C4, C8, time.)
  expect(eight.slice(0, 6)).toStrictEqual(['92', '12', '✓', '0', '1', '11']);
  expect(warnings.filter((w) => /deprecated/.test(w)), 'no deprecated call in the console').toStrictEqual([]);
  // One count at a time again (the workers are kept), a new row each: the
  // workers search up to n = 15 (the symmetric counter; 15 itself:
  // teacher.test.mjs's announcements) and join halves of the board from 16
  // on (solver/src/plan.rs, WORKERS_JOIN_FROM). (n = 17, the largest board
  // whose patterns fit 32 bits at once: the watchdog's test; 18: the cancel
  // test; the search's window in wasm: wasm-window.test.mjs.)
  for (const [k, n] of [13, 16].entries()) {
    await countN(page, n, 120_000);
    await expectPublishedRows(page, { from: n, to: n });
    expect(await rows.count()).toBe(13 + k);
  }
});

// (Measuring this device and counting are two stages whose bars never go
// back, whatever order the workers' reports come in: the machine's
// measuring_and_counting_are_separate_stages_that_never_go_back; each
// stage's bar, label and step: views_pages/count.rs
// count_measuring_and_counting_are_two_stages.)
test('long counts: a count that would take years is cancelled at once, its workers ending within their slices, and a stray worker error fails nothing; a restart shows progress from half a second on; a start while counting drops the old pool; leaving the page stops it', async () => {
  const { page } = await openCount({ initScript: countWorkerMessages });
  // n = 26: measured first (n = 16, by the search that counts it), then
  // the go-ahead.
  await page.getByTestId('count-n').fill('26');
  await page.getByTestId('count-start').click();
  await page.getByTestId('count-estimate-text').waitFor({ timeout: 60_000 });
  const workers = page.workers().length;
  expect(workers >= 1).toBeTruthy();
  const before = await page.evaluate(() => window.workerMessages);
  await page.getByTestId('count-estimate-go').click();
  await waitState(page, 'running');
  // A worker's error that reaches the page after its count stopped (CI
  // once saw the next count end in the error state): errors are taken from
  // each worker's own error event, never from the page's, so one that
  // reaches the page (as it does from any worker) touches no count.
  await page.evaluate(() => {
    const filename = new URL('./worker.js', location.href).href;
    window.dispatchEvent(new ErrorEvent('error', { message: 'RuntimeError: unreachable', filename }));
  });
  // Each task of n = 26 is hours of work; the workers count it in slices
  // and answer each one. Cancel once each worker has answered two: they are
  // in the middle of their tasks.
  await page.waitForFunction((k) => window.workerMessages >= k, before + 2 * workers, { timeout: 60_000 }).catch((e) => {
    throw new Error(`the workers answered no slices of n = 26 (${e.message.split('\n')[0]})`);
  });
  expect(await page.getByTestId('count-progress-text').getAttribute('data-done'), 'no task of n = 26 is done').toBe('0');
  expect(await state(page)).toBe('running');
  expect(await page.getByTestId('count-error').count()).toBe(0);
  await page.getByTestId('count-cancel').click();
  expect(await state(page)).toBe('cancelled');
  // Dropping the bridges ends the workers. A worker reads its messages
  // only between slices: it can end only because its task is cut into
  // slices (a whole task would take hours).
  const ms = await waitForNoWorkers(page);
  console.log(`  n = 26: ${workers} worker(s) closed ${ms} ms after cancel`);
  // The page is usable: a new count works.
  await countN(page, 10);
  expect(await value(page, 'count-total')).toBe('724');
  expect(await value(page, 'count-unique')).toBe('92');
  expect(await page.locator('[data-testid=count-row-26]').count()).toBe(0);
  // A long count (n = 18, measured first by the join that counts it, or
  // asked): every change of the elapsed time and of the tasks done, with
  // the page's clock, from just before the click.
  await page.getByTestId('count-n').fill(String(LONG_N));
  await page.evaluate(() => {
    window.progressLog = { from: performance.now(), changes: [] };
    const seen = (m) => {
      const el = m.target;
      const id = el.dataset?.testid;
      if (id === 'count-elapsed-ms' || id === 'count-progress-text') {
        window.progressLog.changes.push({ id, value: el.dataset.value ?? el.dataset.done, t: performance.now() });
      }
    };
    new MutationObserver((ms) => ms.forEach(seen)).observe(document.body, {
      attributes: true, attributeFilter: ['data-value', 'data-done'], subtree: true,
    });
  });
  await page.getByTestId('count-start').click();
  await confirmIfAsked(page);
  await page.locator('[data-testid=count-progress-text]:not([data-done="0"])').waitFor({ timeout: 30_000 });
  const log = await page.evaluate(() => window.progressLog);
  const shown = log.changes.filter((c) => c.value !== '0' && c.value !== undefined);
  expect(shown.length > 0, 'progress was shown').toBeTruthy();
  const first = shown[0].t - log.from;
  // FIRST_REPORT_MS (core/src/domain/count/math/progress.rs): nothing is rendered before.
  expect(first >= 500, `the first progress came ${first.toFixed(0)} ms after the start, before 500 ms`).toBeTruthy();
  // Start while counting: a busy pool is dropped on a restart, its workers
  // closing after the slices they were sent.
  const old = page.workers();
  expect(old.length).toBeGreaterThanOrEqual(1);
  const oldClosed = Promise.all(old.map((w) => new Promise((resolve) => w.once('close', resolve))));
  await countN(page, 11);
  expect(await page.getByTestId('count-result-n').innerText()).toBe('11');
  expect(await value(page, 'count-total')).toBe('2680');
  expect(await value(page, 'count-unique')).toBe('341');
  // Only the counts (and the calibrations before the long ones) made a
  // row; no late answer of the old one shows up, now that every worker
  // of the old count has ended.
  await oldClosed;
  expect(await page.locator('[data-testid^=count-row-]').evaluateAll((rows) => rows.map((r) => r.dataset.n)).then((ns) => ns.sort())).toStrictEqual(['10', '11', '16', '17']);
  expect(await value(page, 'count-total')).toBe('2680');
  // Leaving the page stops the count and its workers; back on it, a fresh, idle page.
  await startLong(page);
  if (page.workers().length === 0) await page.waitForEvent('worker', { timeout: 60_000 });
  await page.getByTestId('nav-stepper').click();
  await page.getByTestId('board').waitFor();
  await waitForNoWorkers(page);
  await page.getByTestId('nav-count').click();
  expect(await state(page)).toBe('idle');
});

test('a worker that refuses a request gives a visible error; the page stays usable', async () => {
  const { page, errors, context } = await openCount();
  await countN(page, 8); // the workers are up
  // Makes the next count send an invalid n (the feature e2e's hook): the
  // workers answer that they cannot count it (a reply, not a panic).
  await page.evaluate(() => window.wasmBindings.test_count_worker_fault());
  await page.getByTestId('count-n').fill('10');
  await page.getByTestId('count-start').click();
  await waitState(page, 'error');
  const error = page.getByTestId('count-error');
  expect(await error.innerText()).toMatch(/n must be a whole number from 1 to 27, not 0\b/);
  // No worker panicked.
  expect(errors).toStrictEqual([]);
  await countN(page, 10);
  expect(await value(page, 'count-total')).toBe('724');
  expect(await page.getByTestId('count-row-10').getAttribute('data-ok')).toBe('true');
});

test('a worker\'s message the page cannot read is an error it shows and logs, never silence', async () => {
  // No service worker: it would answer the worker's script from its cache, unseen by the route.
  const { page, errors, context } = await openCount({ serviceWorkers: 'block', errors: 'mine' });
  // The workers' script, with each answer of a count garbled before it is
  // posted (a field of the wrong type): the page must not wait for its
  // watchdog, nor read it as something else.
  await page.route('**/worker.js', async (route) => {
    const response = await route.fetch();
    const shim = `(() => {
      const post = self.postMessage.bind(self);
      self.postMessage = (m, ...rest) => post(Array.isArray(m) && m[0] === 'counted' ? ['counted', 'one'] : m, ...rest);
    })();\n`;
    await route.fulfill({ response, body: shim + (await response.text()) });
  });
  await page.getByTestId('count-n').fill('10');
  await page.getByTestId('count-start').click();
  await waitState(page, 'error');
  const error = page.getByTestId('count-error');
  expect(await error.innerText()).toMatch(/worker\.js sent a message the page could not read: "counted", field \d: expected a whole number of 32 bits, got a string/);
  expect(await error.innerText()).toMatch(/All workers were stopped/);
  expect(errors.some((e) => /sent a message the page could not read/.test(e)), errors.join('\n')).toBeTruthy();
});

test('workers that cannot load their wasm end in the error state, not in a frozen page', async () => {
  // No service worker: it would answer the wasm from its cache, unseen by the route.
  const { page, errors, context } = await openCount({ serviceWorkers: 'block', errors: 'mine' });
  // Workers that have not said that they listen after 1 s are given up
  // (the e2e build's hook; the release build waits 10 s): the same path.
  await page.evaluate(() => window.wasmBindings.test_count_patience(1_000, 5_000));
  // The workers start with the first count: their wasm cannot be fetched.
  await page.route('**/worker_bg.wasm', (r) => r.abort());
  await page.getByTestId('count-n').fill('10');
  await page.getByTestId('count-start').click();
  await waitState(page, 'error', 30_000);
  expect(await page.getByTestId('count-error').innerText()).toMatch(/the workers did not start/);
  // The page itself still works.
  await page.getByTestId('nav-stepper').click();
  await page.getByTestId('board').waitFor();
  expect(errors.every((e) => /Failed to fetch|worker_bg/.test(e)), errors.join('\n')).toBeTruthy();
});

test('phone width: no horizontal page scroll, the table fits the screen with every column (both languages)', async () => {
  const { page, errors, context } = await openCount({ viewport: PHONE, query: '?view=count&lang=en' });
  await page.getByTestId('count-n').fill('14');
  await page.getByTestId('count-start-up-to').click();
  await waitState(page, 'done');
  for (const lang of ['en', 'ja']) {
    if (lang === 'ja') await page.getByTestId('lang-toggle').click();
    // (The table's box inside the screen, as every element's.)
    await expectNothingSideways(page, lang);
    // Every column is on the screen without scrolling the table: each
    // header and each cell of the row of n = 14 inside its box, whole.
    const wrap = page.locator('.count-table-wrap');
    const box = await wrap.boundingBox();
    const [scroll, client] = await wrap.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scroll, `${lang}: the table needs no sideways scroll`).toBeLessThanOrEqual(client);
    const cells = page.locator('[data-testid=count-table] thead th, [data-testid="count-row-14"] > *');
    expect(await cells.count()).toBe(16);
    for (const cell of await cells.all()) {
      const b = await cell.boundingBox();
      const inside = b.x >= box.x && b.x + b.width <= box.x + box.width;
      const whole = await cell.evaluate((el) => el.scrollWidth <= el.clientWidth);
      expect(inside && whole, `${lang}: ${await cell.innerText()} on the screen, ${JSON.stringify(b)}`).toBeTruthy();
    }
  }
});

test('a phone, upright and lying down: after a tap on Count n its status and its result are on the screen, the focus left on the button (both languages)', async () => {
  for (const viewport of [PHONE, { width: 844, height: 390 }]) {
    for (const lang of ['ja', 'en']) {
      const { page } = await openCount({ viewport, hasTouch: true, query: `?view=count&lang=${lang}` });
      await page.getByTestId('count-n').fill('9');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByTestId('count-start').tap();
      await waitState(page, 'done');
      await expect(page.getByTestId('count-total')).toHaveAttribute('data-value', '352');
      await expect.poll(() => focused(page)).toBe('count-start');
      for (const id of ['count-status', 'count-result']) {
        const b = await page.getByTestId(id).boundingBox();
        expect(b.y >= 0 && b.y + b.height <= viewport.height, `${viewport.width}×${viewport.height}, ${lang}: ${id} on the screen, ${JSON.stringify(b)}`).toBe(true);
      }
    }
  }
});

test('the JavaScript API example page works when served from dist', async () => {
  const { page } = await openCount({ query: 'index.html?view=count&lang=en' });
  await page.getByTestId('count-api-link').click();
  await page.waitForURL(/api-example\.html$/);
  await page.locator('body[data-ready]').waitFor();
  expect(await page.locator('body').getAttribute('data-ready')).toBe('true');
  const out = async (id) => page.getByTestId(id).innerText();
  expect(await out('api-load')).toMatch(/^loaded/);
  const lines = (await out('api-count')).split('\n');
  expect(lines[0]).toBe('n  total  unique  C2  C4  C8');
  expect(lines.length).toBe(10);
  for (const line of lines.slice(1)) {
    const [n, total, unique] = line.split('  ');
    expect([total, unique], line).toStrictEqual(REFERENCE.get(Number(n)));
  }
  expect(lines.includes('8  92  12  0  1  11')).toBeTruthy();
  expect(await out('api-tasks')).toMatch(/^\d+ tasks, total 724$/);
  expect(await out('api-stepper')).toBe('step 9: queens 4 2 0 3 1\nafter seek(2): row 1, left 00010, down 00001, right 00000, bitmap 11100');
  expect(await out('api-errors')).toMatch(/n must be a whole number from 1 to 27, not 28/);
  // The same functions, called the way a teacher would.
  const r = await page.evaluate(() => {
    const { count, Stepper } = wasm_bindgen;
    const c = count(16);
    const s = new Stepper(8);
    s.seek(1e6);
    return { total: c.total, unique: c.unique, type: typeof c.total, finished: s.finished, solutions: s.counters().solutions };
  });
  expect(r).toStrictEqual({ total: '14772512', unique: '1846955', type: 'string', finished: true, solutions: 92 });
});

test('a counting worker that hangs mid-count is replaced: the count ends exact, with a note', async () => {
  test.setTimeout(180_000);
  const { page, errors, context } = await openCount();
  // A started worker silent for 2 s at least (and 20 times its longest
  // silence before an answer) is given up, not 5 s (the e2e build's hook,
  // before the pool starts; 10 s to start, as in the release build).
  await page.evaluate(() => window.wasmBindings.test_count_patience(10_000, 2_000));
  // A first count starts the pool; an idle pool is kept for the next one.
  await countN(page, 10);
  const workers = page.workers();
  expect(workers.length).toBeGreaterThanOrEqual(1);
  // From outside, as a browser bug or a stuck tab would: after answering
  // its second request of the next count, the worker runs a loop that never
  // ends (this listener runs after the worker's own handler has answered).
  // It answers nothing more and reports no error. n = 17 has dozens of
  // slices per worker, so the loop starts in the middle of the count.
  // (Playwright reports neither the end of the loop nor the worker's close
  // after the page terminates it; the client calls `Worker.terminate`
  // before it reports.)
  await workers[0].evaluate(() => {
    let requests = 0;
    self.addEventListener('message', () => {
      requests += 1;
      if (requests === 2) for (;;);
    });
  });
  const n = 17;
  await countN(page, n);
  await expectPublishedRows(page, { from: n, to: n });
  await expect(page.getByTestId('count-worker-note')).toHaveAttribute('data-replaced', '1');
  // A new count needs no note.
  await countN(page, 10);
  await expect(page.getByTestId('count-worker-note')).toHaveCount(0);
});

test('the count: few progress announcements, and the totals in the last one', async () => {
  // The totals' words and the rule of how often progress is said:
  // core/src/domain/count/machine/tests.rs; here the live region of a real
  // count takes them so.
  const [n, total, unique] = [15, '2,279,184', '285,053'];
  const { page } = await openCount();
  await recordSaid(page, 'count-announce');
  const started = Date.now();
  await page.getByTestId('count-n').fill(String(n));
  await page.getByTestId('count-start').click();
  const go = page.getByTestId('count-estimate-go');
  await page.locator('[data-testid=count-status][data-state=done]').or(go).first().waitFor({ timeout: 240_000 });
  if (await go.isVisible()) await go.click();
  await waitState(page, 'done', 240_000);
  const seconds = (Date.now() - started) / 1000;
  const all = await said(page);
  const last = all[all.length - 1];
  expect(last, all.join(' | ')).toContain(total);
  expect(last).toContain(unique);
  // The start, one every 5 s at most, the end (and a calibration's two).
  expect(all.length, all.join(' | ')).toBeLessThanOrEqual(4 + Math.ceil(seconds / 5));
});

// (The question's words, its estimate and method: views_pages/count.rs
// count_large_board_asks_with_the_estimate_and_how_it_was_made; the
// calibration never shown as the result: the machine's
// a_calibration_is_not_shown_as_the_result.)
test('by keyboard: a long count\'s question, measured on this device, is said once and takes the focus; Don\'t start says nothing started and gives the focus back; cancel gives it to start', async () => {
  const [method, question, declined] = ['the symmetric search', 'Start anyway, or don\'t start?', 'Nothing was started: n = 22 is not being counted.'];
  const { page, errors, context } = await openCount();
  // A result first: the calibration must not replace it.
  await countN(page, 10);
  await recordSaid(page, 'count-announce');
  await page.getByTestId('count-n').fill('22');
  await page.getByTestId('count-start').focus();
  await page.keyboard.press('Enter');
  // Measuring this device (n = 16, searched as 22 will be: a row of its
  // own, exact), then the question, as a count of more than a minute.
  const text = page.getByTestId('count-estimate-text');
  await text.waitFor({ timeout: 60_000 });
  await expect.poll(() => focused(page)).toBe('count-estimate');
  expect(await page.getByTestId('count-estimate').getAttribute('data-n')).toBe('22');
  expect(await page.getByTestId('count-row-16').getAttribute('data-ok')).toBe('true');
  // The live region: the measuring, then the question, once, with the
  // method, the estimate and the choices.
  await expect.poll(async () => (await said(page)).at(-1)).toContain(question);
  let heard = await said(page);
  const asked = heard.filter((t) => t.includes(question));
  expect(asked.length, heard.join(' | ')).toBe(1);
  expect(asked[0]).toContain(method);
  expect(asked[0]).toContain(await page.getByTestId('count-estimate-text').innerText());
  // Tab reaches the go-ahead, then Don't start.
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('count-estimate-go');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('count-estimate-back');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('count-estimate')).toHaveCount(0);
  await expect.poll(() => focused(page)).toBe('count-start');
  await expect.poll(async () => (await said(page)).at(-1)).toBe(declined);
  heard = await said(page);
  expect(heard.filter((t) => t.includes(question)).length, heard.join(' | ')).toBe(1);
  expect(await state(page)).toBe('idle');
  await expect(page.getByTestId('count-result-n')).toHaveText('10');
  // Again, from the n field (Enter there): the question at once, and
  // Don't start gives the focus back to the field.
  await page.getByTestId('count-n').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page)).toBe('count-estimate');
  await page.getByTestId('count-estimate-back').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page)).toBe('count-n');
  // Once more: the go-ahead leaves the focus on Cancel, not on the page.
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page)).toBe('count-estimate');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await waitState(page, 'running');
  await expect.poll(() => focused(page)).toBe('count-cancel');
  // Cancel turns itself off: the focus goes to start, never to the page.
  await page.evaluate(watchFocusLoss);
  await page.keyboard.press('Enter');
  expect(await state(page)).toBe('cancelled');
  await expect(page.getByTestId('count-cancel')).toBeDisabled();
  await expect.poll(() => focused(page)).toBe('count-start');
  await expectFocusNeverLost(page);
});

test('large display on a projector: the results on the screen without scrolling (1024×768 and 1280×800, both languages); the switch kept in the address, its entry rewritten, and over a reload', async () => {
  const { page, errors, context } = await openCount({ query: '?view=count&lang=en', viewport: { width: 1024, height: 768 } });
  await countN(page, 10);
  // The results grow with the switch (its markup: views_pages/count.rs).
  const size = () => page.getByTestId('count-total').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(await size()).toBeLessThan(24);
  // The switch is kept in the address, its entry rewritten (Back is not a
  // list of switches), and a reload keeps it. (Its link both ways, and
  // the entry replaced: core/src/state/url/tests.rs
  // the_count_page_keeps_its_large_display_in_the_link.)
  const large = () => new URL(page.url()).searchParams.get('large');
  const entries = await page.evaluate(() => history.length);
  await page.getByTestId('count-large').click();
  expect(await size()).toBeGreaterThanOrEqual(32);
  await expect.poll(large).toBe('1');
  expect(new URL(page.url()).searchParams.get('n')).toBe('10');
  expect(await page.evaluate(() => history.length)).toBe(entries);
  for (const lang of ['en', 'ja']) {
    if (lang === 'ja') await page.getByTestId('lang-toggle').click();
    for (const viewport of [{ width: 1024, height: 768 }, { width: 1280, height: 800 }]) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => window.scrollTo(0, 0));
      for (const id of ['count-total', 'count-unique']) {
        const box = await page.getByTestId(id).boundingBox();
        expect(box.y + box.height, `${viewport.width}×${viewport.height}, ${lang}: ${id} on the screen`).toBeLessThanOrEqual(viewport.height);
      }
    }
  }
  await page.reload();
  await expect(page.getByTestId('count-large')).toHaveAttribute('aria-pressed', 'true');
});
