// The count page in a browser: exact counts in web workers, cancel and
// restart, failing workers, the address and history, phones, the projector's
// large display, and the JavaScript API page. What the page says is checked
// natively (tests/views_pages/count.rs), what its machine decides in
// core/src/domain/count/machine/tests.rs, its links in core/src/state/url/tests.rs.
import {
  test, expect, useSite, open, countWorkerMessages, expectNothingSideways, watchFocusLoss, expectFocusNeverLost, focused,
  expectPublishedRows, REFERENCE, PHONE, recordSaid, said, value, countState as state, waitCountState as waitState,
  notWhole,
} from './harness.mjs';

const site = useSite();
const LANDSCAPE = { width: 844, height: 390 };

function openCount({ query = '?view=count&lang=en', ...options } = {}) {
  return open(site.browser, site.url, query, { ready: 'count-view', ...options });
}

async function countN(page, n, timeout) {
  await page.getByTestId('count-n').fill(String(n));
  await page.getByTestId('count-start').click();
  await waitState(page, 'done', timeout);
}

/** After a start of a board of 18 or more: confirms the estimate if the
 *  page asks (after a calibration when nothing is measured yet), and waits
 *  until the board itself is counted. */
async function confirmIfAsked(page) {
  const go = page.getByTestId('count-estimate-go');
  const counting = page.locator('[data-testid=count-status][data-state=running][data-estimate-ms]');
  await go.or(counting).first().waitFor({ timeout: 60_000 });
  if (await go.isVisible()) await go.click();
  await counting.waitFor();
}

/** Waits until every counting worker (the page's `workers()`) has closed;
 *  returns how long it took. The timeout only guards against a hang. */
async function waitForNoWorkers(page, timeout = 60_000) {
  const start = Date.now();
  await expect.poll(() => page.workers().length, { message: 'no counting worker is left', timeout }).toBe(0);
  return Date.now() - start;
}

const query = (page) => new URL(page.url()).search;
const historyLength = (page) => page.evaluate(() => history.length);

test('a link that counts (&run=1) is shared, copied and, opened, counts its board; results kept per session; links count nothing without run=1', async () => {
  const { page, context } = await openCount({ query: '?view=count&n=14&lang=en' });
  await page.getByTestId('count-share-open').click();
  const dialog = page.getByTestId('count-share-dialog');
  await dialog.waitFor();
  const link = await page.getByTestId('count-share-link').inputValue();
  expect(new URL(link).search).toBe('?view=count&n=14&lang=en&run=1');
  const large = await page.getByTestId('count-share-large').inputValue();
  expect(new URL(large).search).toBe('?view=count&n=14&lang=en&large=1&run=1');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByTestId('count-share-link-copy').click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  expect(await page.getByTestId('count-share-status').innerText()).not.toBe('');
  await expect(page.getByTestId('count-share-qr')).toHaveAttribute('data-link', link, { timeout: 30_000 });
  await page.keyboard.press('Escape');
  expect(await dialog.count()).toBe(0);
  // Opened, it counts n = 14 at once; the address keeps the board, not run=1.
  await page.goto(link);
  await waitState(page, 'done', 30_000);
  expect(await page.getByTestId('count-result-n').innerText()).toBe('14');
  await expectPublishedRows(page, { from: 14, to: 14 });
  expect(query(page)).toBe('?view=count&n=14&lang=en');
  // Left and shown again (the nav link): its board's last result, nothing started.
  await page.getByTestId('nav-stepper').click();
  await page.getByTestId('board').waitFor();
  await page.getByTestId('nav-count').click();
  await page.getByTestId('count-view').waitFor();
  expect(await state(page)).toBe('idle');
  expect(await page.getByTestId('count-result-title').getAttribute('data-n')).toBe('14');
  await expectPublishedRows(page, { from: 14, to: 14 });
  // A link's n, read in the page's range; without run=1 nothing starts, not
  // even a large board's estimate (a second more leaves time to any start).
  const notice = /n = 40 is out of range; showing the nearest, n = 27/;
  for (const [n, shown, said] of [['12', '12'], ['27', '27'], ['40', '27', notice], ['20', '20']]) {
    await page.goto(`${site.url}?view=count&n=${n}&lang=en`);
    await expect(page.getByTestId('count-n')).toHaveValue(shown);
    if (said) await expect(page.getByTestId('notice')).toContainText(said);
    else expect(await page.getByTestId('notice').count(), `n = ${n}: no notice`).toBe(0);
    await expect.poll(() => query(page)).toBe(`?view=count&n=${shown}&lang=en`);
    expect(await state(page)).toBe('idle');
  }
  await page.waitForTimeout(1000);
  expect(await state(page)).toBe('idle');
  expect(await page.getByTestId('count-estimate').count()).toBe(0);
});

test('the board settled on is in the address, one entry each, a refused one said once and not kept; Back and Forward restore it', async () => {
  const { page } = await openCount({ query: '?view=count&n=12&lang=en' });
  const input = page.getByTestId('count-n');
  await expect.poll(() => query(page)).toBe('?view=count&n=12&lang=en');
  const start = await historyLength(page);
  await input.fill('14');
  await input.press('Tab');
  await expect.poll(() => query(page)).toBe('?view=count&n=14&lang=en');
  expect(await historyLength(page)).toBe(start + 1);
  // A refused n: Enter starts nothing; why is said once, by the status at
  // the press (the message under the field is no alert).
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
  await input.fill('9');
  await input.press('Enter');
  await waitState(page, 'done');
  expect(await value(page, 'count-total')).toBe('352');
  expect(query(page)).toBe('?view=count&n=9&lang=en');
  expect(await historyLength(page)).toBe(start + 2);
  for (const [move, n] of [['goBack', '14'], ['goBack', '12'], ['goForward', '14'], ['goForward', '9']]) {
    await page[move]();
    await expect(input).toHaveValue(n);
    expect(query(page)).toBe(`?view=count&n=${n}&lang=en`);
  }
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

test('count 1..12 in the workers as published; 15 (the search, few announcements) and 16 (the join) alone; a worker that refuses a request is a visible error', async () => {
  const { page, errors } = await openCount();
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
  // The workers' classes summed (columns: total, unique, the check, C2, C4, C8).
  const eight = await page.getByTestId('count-row-8').locator('td').allInnerTexts();
  expect(eight.slice(0, 6)).toStrictEqual(['92', '12', '✓', '0', '1', '11']);
  expect(warnings.filter((w) => /deprecated/.test(w)), 'no deprecated call in the console').toStrictEqual([]);
  // The workers search up to n = 15 and join halves from 16 on (solver/src/plan.rs).
  // The live region says the start, one progress every 5 s at most, the end
  // with the totals (and a calibration's two).
  await recordSaid(page, 'count-announce');
  const started = Date.now();
  await page.getByTestId('count-n').fill('15');
  await page.getByTestId('count-start').click();
  const go = page.getByTestId('count-estimate-go');
  await page.locator('[data-testid=count-status][data-state=done]').or(go).first().waitFor({ timeout: 240_000 });
  if (await go.isVisible()) await go.click();
  await waitState(page, 'done', 240_000);
  const all = await said(page);
  expect(all.at(-1), all.join(' | ')).toContain('2,279,184');
  expect(all.at(-1)).toContain('285,053');
  expect(all.length, all.join(' | ')).toBeLessThanOrEqual(4 + Math.ceil((Date.now() - started) / 5000));
  await countN(page, 16, 120_000);
  for (const n of [15, 16]) await expectPublishedRows(page, { from: n, to: n });
  expect(await rows.count()).toBe(14);
  // The e2e build's hook: the next count sends an invalid n, which the
  // workers refuse with a reply (not a panic: no console error).
  await page.evaluate(() => window.wasmBindings.test_count_worker_fault());
  await page.getByTestId('count-n').fill('10');
  await page.getByTestId('count-start').click();
  await waitState(page, 'error');
  expect(await page.getByTestId('count-error').innerText()).toMatch(/n must be a whole number from 1 to 27, not 0\b/);
  expect(errors).toStrictEqual([]);
  await countN(page, 10);
  expect(await value(page, 'count-total')).toBe('724');
  expect(await page.getByTestId('count-row-10').getAttribute('data-ok')).toBe('true');
});

test('long counts: cancelled at once, workers ending within their slices, a stray error harmless; progress from 0.5 s; a restart drops the old pool; leaving stops it', async () => {
  const { page } = await openCount({ initScript: countWorkerMessages });
  // n = 26: measured first, then the go-ahead; each task is hours of work.
  await page.getByTestId('count-n').fill('26');
  await page.getByTestId('count-start').click();
  await page.getByTestId('count-estimate-text').waitFor({ timeout: 60_000 });
  const workers = page.workers().length;
  expect(workers >= 1).toBeTruthy();
  const before = await page.evaluate(() => window.workerMessages);
  await page.getByTestId('count-estimate-go').click();
  await waitState(page, 'running');
  // A worker's error reaching the page (as any worker's does) touches no
  // count: errors are taken from each worker's own event (CI once failed so).
  await page.evaluate(() => {
    const filename = new URL('./worker.js', location.href).href;
    window.dispatchEvent(new ErrorEvent('error', { message: 'RuntimeError: unreachable', filename }));
  });
  // Cancelled once each worker has answered two slices: mid-task.
  await page.waitForFunction((k) => window.workerMessages >= k, before + 2 * workers, { timeout: 60_000 }).catch((e) => {
    throw new Error(`the workers answered no slices of n = 26 (${e.message.split('\n')[0]})`);
  });
  expect(await page.getByTestId('count-progress-text').getAttribute('data-done'), 'no task of n = 26 is done').toBe('0');
  expect(await state(page)).toBe('running');
  expect(await page.getByTestId('count-error').count()).toBe(0);
  await page.getByTestId('count-cancel').click();
  expect(await state(page)).toBe('cancelled');
  // A worker reads messages between slices only: it ends because tasks are sliced.
  const ms = await waitForNoWorkers(page);
  console.log(`  n = 26: ${workers} worker(s) closed ${ms} ms after cancel`);
  await countN(page, 10);
  expect([await value(page, 'count-total'), await value(page, 'count-unique')]).toStrictEqual(['724', '92']);
  expect(await page.locator('[data-testid=count-row-26]').count()).toBe(0);
  // n = 18: every change of the elapsed time and tasks done, from the click.
  await page.getByTestId('count-n').fill('18');
  await page.evaluate(() => {
    window.progressLog = { from: performance.now(), changes: [] };
    new MutationObserver((ms) => ms.forEach(({ target: el }) => {
      if (['count-elapsed-ms', 'count-progress-text'].includes(el.dataset?.testid)) {
        window.progressLog.changes.push({ value: el.dataset.value ?? el.dataset.done, t: performance.now() });
      }
    })).observe(document.body, { attributes: true, attributeFilter: ['data-value', 'data-done'], subtree: true });
  });
  await page.getByTestId('count-start').click();
  await confirmIfAsked(page);
  await page.locator('[data-testid=count-progress-text]:not([data-done="0"])').waitFor({ timeout: 30_000 });
  const log = await page.evaluate(() => window.progressLog);
  const shown = log.changes.filter((c) => c.value !== '0' && c.value !== undefined);
  expect(shown.length > 0, 'progress was shown').toBeTruthy();
  // FIRST_REPORT_MS (core/src/domain/count/math/progress.rs): nothing before.
  const first = shown[0].t - log.from;
  expect(first >= 500, `the first progress came ${first.toFixed(0)} ms after the start, before 500 ms`).toBeTruthy();
  // A start while counting drops the busy pool, its workers closing.
  const old = page.workers();
  expect(old.length).toBeGreaterThanOrEqual(1);
  const oldClosed = Promise.all(old.map((w) => new Promise((resolve) => w.once('close', resolve))));
  await countN(page, 11);
  expect(await page.getByTestId('count-result-n').innerText()).toBe('11');
  expect([await value(page, 'count-total'), await value(page, 'count-unique')]).toStrictEqual(['2680', '341']);
  // Once the old workers have ended, no late answer made a row (16, 17: calibrations).
  await oldClosed;
  const ns = await page.locator('[data-testid^=count-row-]').evaluateAll((rs) => rs.map((r) => r.dataset.n).sort());
  expect(ns).toStrictEqual(['10', '11', '16', '17']);
  expect(await value(page, 'count-total')).toBe('2680');
  // Leaving the page stops the count and its workers; back, it is idle.
  await page.getByTestId('count-n').fill('18');
  await page.getByTestId('count-start').click();
  await confirmIfAsked(page);
  if (page.workers().length === 0) await page.waitForEvent('worker', { timeout: 60_000 });
  await page.getByTestId('nav-stepper').click();
  await page.getByTestId('board').waitFor();
  await waitForNoWorkers(page);
  await page.getByTestId('nav-count').click();
  expect(await state(page)).toBe('idle');
});

test('workers whose message cannot be read, or whose wasm cannot load, end in a shown and logged error', async () => {
  // No service worker: it would answer the scripts from its cache, unseen by the routes.
  const { page, errors } = await openCount({ serviceWorkers: 'block', errors: 'mine' });
  // Each answer of a count garbled (a field of the wrong type): an error at
  // once, not the watchdog's wait, nor a misreading.
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
  // New workers that cannot fetch their wasm, given up after 1 s (the e2e
  // build's hook; the release build waits 10 s): the error state, not a frozen page.
  await page.evaluate(() => window.wasmBindings.test_count_patience(1_000, 5_000));
  await page.route('**/worker_bg.wasm', (r) => r.abort());
  await page.getByTestId('count-start').click();
  await expect(error).toContainText('the workers did not start', { timeout: 30_000 });
  expect(await state(page)).toBe('error');
  await page.getByTestId('nav-stepper').click();
  await page.getByTestId('board').waitFor();
  expect(errors.every((e) => /could not read|Failed to fetch|worker_bg/.test(e)), errors.join('\n')).toBeTruthy();
});

test('phones, upright and lying down, both languages: a tapped count shows its status and result on the screen, the focus kept; the table fits with every column', async () => {
  for (const viewport of [PHONE, LANDSCAPE]) {
    const { page } = await openCount({ viewport, hasTouch: true, query: '?view=count&lang=ja' });
    for (const lang of ['ja', 'en']) {
      if (lang === 'en') await page.getByTestId('lang-toggle').click();
      await page.getByTestId('count-n').fill(lang === 'ja' ? '9' : '8');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByTestId('count-start').tap();
      await waitState(page, 'done');
      await expect(page.getByTestId('count-total')).toHaveAttribute('data-value', lang === 'ja' ? '352' : '92');
      await expect.poll(() => focused(page)).toBe('count-start');
      const at = `${viewport.width}×${viewport.height}, ${lang}: not whole on the screen`;
      expect(await notWhole(page, ['count-status', 'count-result']), at).toStrictEqual([]);
    }
    if (viewport !== PHONE) continue;
    // The table of 1..14 on a phone: no sideways scroll, each header and
    // each cell of n = 14 whole inside the table's box.
    await page.getByTestId('count-n').fill('14');
    await page.getByTestId('count-start-up-to').click();
    await waitState(page, 'done');
    for (const lang of ['en', 'ja']) {
      if (lang === 'ja') await page.getByTestId('lang-toggle').click();
      await expectNothingSideways(page, lang);
      // The table's box and each cell's, read in one go.
      const t = await page.locator('.count-table-wrap').evaluate((wrap) => {
        const box = wrap.getBoundingClientRect();
        return { scroll: wrap.scrollWidth, client: wrap.clientWidth, cells: [...document.querySelectorAll('[data-testid=count-table] thead th, [data-testid="count-row-14"] > *')].map((el) => {
          const { x, y, width, height, right } = el.getBoundingClientRect();
          return { text: el.innerText, b: { x, y, width, height }, inside: x >= box.x && right <= box.right, whole: el.scrollWidth <= el.clientWidth };
        }) };
      });
      expect(t.scroll, `${lang}: the table needs no sideways scroll`).toBeLessThanOrEqual(t.client);
      expect(t.cells.length).toBe(16);
      for (const c of t.cells) expect(c.inside && c.whole, `${lang}: ${c.text} on the screen, ${JSON.stringify(c.b)}`).toBeTruthy();
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
  const { page } = await openCount();
  // The e2e build's hook: a started worker silent for 2 s (and 20 times its
  // longest silence) is given up; 10 s to start.
  await page.evaluate(() => window.wasmBindings.test_count_patience(10_000, 2_000));
  await countN(page, 10);
  const workers = page.workers();
  expect(workers.length).toBeGreaterThanOrEqual(1);
  // As a stuck tab would: after answering its second request of the next
  // count (n = 17: dozens of slices each), the kept worker loops forever,
  // silent and without an error.
  await workers[0].evaluate(() => {
    let requests = 0;
    self.addEventListener('message', () => {
      requests += 1;
      if (requests === 2) for (;;);
    });
  });
  await countN(page, 17);
  await expectPublishedRows(page, { from: 17, to: 17 });
  await expect(page.getByTestId('count-worker-note')).toHaveAttribute('data-replaced', '1');
  await countN(page, 10);
  await expect(page.getByTestId('count-worker-note')).toHaveCount(0);
});

test('by keyboard: a long count\'s question is said once and takes the focus; Don\'t start says so and gives the focus back; cancel gives it to start', async () => {
  const question = 'Start anyway, or don\'t start?';
  const { page } = await openCount();
  // A result first: the calibration must not replace it.
  await countN(page, 10);
  await recordSaid(page, 'count-announce');
  await page.getByTestId('count-n').fill('22');
  await page.getByTestId('count-start').focus();
  await page.keyboard.press('Enter');
  // Measuring this device (n = 16, an exact row of its own), then the question.
  await page.getByTestId('count-estimate-text').waitFor({ timeout: 60_000 });
  await expect.poll(() => focused(page)).toBe('count-estimate');
  expect(await page.getByTestId('count-estimate').getAttribute('data-n')).toBe('22');
  expect(await page.getByTestId('count-row-16').getAttribute('data-ok')).toBe('true');
  await expect.poll(async () => (await said(page)).at(-1)).toContain(question);
  const asked = async () => {
    const heard = await said(page);
    const them = heard.filter((t) => t.includes(question));
    expect(them.length, heard.join(' | ')).toBe(1);
    return them[0];
  };
  const text = await asked();
  expect(text).toContain('the symmetric search');
  expect(text).toContain(await page.getByTestId('count-estimate-text').innerText());
  // Tab: the go-ahead, then Don't start.
  for (const id of ['count-estimate-go', 'count-estimate-back']) {
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe(id);
  }
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('count-estimate')).toHaveCount(0);
  await expect.poll(() => focused(page)).toBe('count-start');
  await expect.poll(async () => (await said(page)).at(-1)).toBe('Nothing was started: n = 22 is not being counted.');
  await asked();
  expect(await state(page)).toBe('idle');
  await expect(page.getByTestId('count-result-n')).toHaveText('10');
  // From the field (Enter): Don't start gives the focus back to the field.
  await page.getByTestId('count-n').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page)).toBe('count-estimate');
  await page.getByTestId('count-estimate-back').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page)).toBe('count-n');
  // The go-ahead leaves the focus on Cancel, which turns itself off: then on start.
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page)).toBe('count-estimate');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await waitState(page, 'running');
  await expect.poll(() => focused(page)).toBe('count-cancel');
  await page.evaluate(watchFocusLoss);
  await page.keyboard.press('Enter');
  expect(await state(page)).toBe('cancelled');
  await expect(page.getByTestId('count-cancel')).toBeDisabled();
  await expect.poll(() => focused(page)).toBe('count-start');
  await expectFocusNeverLost(page);
});

test('large display on a projector: the results on the screen (1024×768, 1280×800, both languages); the switch in the address, its entry rewritten, kept over a reload', async () => {
  const { page } = await openCount({ viewport: { width: 1024, height: 768 } });
  await countN(page, 10);
  const size = () => page.getByTestId('count-total').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(await size()).toBeLessThan(24);
  const entries = await historyLength(page);
  await page.getByTestId('count-large').click();
  expect(await size()).toBeGreaterThanOrEqual(32);
  await expect.poll(() => new URL(page.url()).searchParams.get('large')).toBe('1');
  expect(new URL(page.url()).searchParams.get('n')).toBe('10');
  expect(await historyLength(page)).toBe(entries);
  for (const lang of ['en', 'ja']) {
    if (lang === 'ja') await page.getByTestId('lang-toggle').click();
    for (const viewport of [{ width: 1024, height: 768 }, { width: 1280, height: 800 }]) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => window.scrollTo(0, 0));
      const at = `${viewport.width}×${viewport.height}, ${lang}: not whole on the screen`;
      expect(await notWhole(page, ['count-total', 'count-unique']), at).toStrictEqual([]);
    }
  }
  await page.reload();
  await expect(page.getByTestId('count-large')).toHaveAttribute('aria-pressed', 'true');
});
