// The browser's own Back and Forward: another view, board size or language is
// a history entry; Back and Forward restore the view with its n, step and
// language exactly; steps, play and scrubbing rewrite the current entry (no
// flood); Back from a link's first page stays on the site; the menu stays
// links that open new tabs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useSite, open, value, expectAttr, startServer, DIST } from './harness.mjs';

const site = useSite();

/** Waits (up to 5 s, only against a hang) until `read()` deep-equals `expected`. */
async function until(page, read, expected, what) {
  const deadline = Date.now() + 5000;
  let got;
  while (Date.now() < deadline) {
    got = await read();
    try {
      assert.deepEqual(got, expected);
      return;
    } catch {
      await page.waitForTimeout(25);
    }
  }
  assert.deepEqual(got, expected, what);
}

const query = (page) => new URL(page.url()).search;
const historyLength = (page) => page.evaluate(() => history.length);

/** What the page shows: its view (the menu's current item), language and address. */
async function shown(page) {
  return {
    view: await page.locator('nav a[aria-current=page]').getAttribute('data-testid'),
    lang: await page.evaluate(() => document.documentElement.lang),
    query: query(page),
  };
}

/** What the stepper shows: board size, step, board and the address. */
async function moment(page) {
  const board = page.getByTestId('board');
  return {
    n: await page.getByTestId('n-input').inputValue(),
    cells: await board.locator('.cell').count(),
    step: await value(page, 'step-index'),
    row: await board.getAttribute('data-row'),
    queens: await board.getAttribute('data-queens'),
    lang: await page.evaluate(() => document.documentElement.lang),
    query: query(page),
  };
}

async function forward(page, times) {
  const before = Number(await value(page, 'step-index'));
  for (let i = 0; i < times; i++) await page.getByTestId('step-forward').click();
  await expectAttr(page, 'step-index', before + times);
}

test('view → view → Back → Back → Forward restores each view, the stepper exactly', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?n=5&step=3&lang=ja');
  await forward(page, 4);
  const stepper = await moment(page);
  assert.equal(stepper.query, '?n=5&step=7&lang=ja');
  assert.equal(stepper.lang, 'ja');
  const start = await historyLength(page);

  await page.getByTestId('nav-count').click();
  await page.getByTestId('count-status').waitFor();
  assert.deepEqual(await shown(page), { view: 'nav-count', lang: 'ja', query: '?view=count&lang=ja' });
  await page.getByTestId('nav-lab').click();
  await page.getByTestId('lab-run').waitFor();
  assert.deepEqual(await shown(page), { view: 'nav-lab', lang: 'ja', query: '?view=lab&lang=ja' });
  assert.equal(await historyLength(page), start + 2, 'one entry per view');

  await page.goBack();
  await page.getByTestId('count-status').waitFor();
  assert.deepEqual(await shown(page), { view: 'nav-count', lang: 'ja', query: '?view=count&lang=ja' });
  assert.equal(await page.getByTestId('lab-run').count(), 0);

  await page.goBack();
  await page.getByTestId('board').waitFor();
  await until(page, () => moment(page), stepper, 'the stepper as it was left');
  assert.equal((await shown(page)).view, 'nav-stepper');

  await page.goForward();
  await page.getByTestId('count-status').waitFor();
  assert.deepEqual(await shown(page), { view: 'nav-count', lang: 'ja', query: '?view=count&lang=ja' });
  assert.equal(await historyLength(page), start + 2, 'Back and Forward add no entry');
  assert.deepEqual(errors, []);
  await context.close();
});

test('n 8 → 6, steps, Back → n = 8 at its step, Forward → n = 6 at its last step', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?n=8&lang=en');
  await forward(page, 5);
  const eight = await moment(page);
  assert.deepEqual([eight.n, eight.cells, eight.step, eight.query], ['8', 64, '5', '?n=8&step=5&lang=en']);

  await page.getByTestId('n-input').selectOption('6');
  await expectAttr(page, 'step-index', 0);
  await forward(page, 3);
  const six = await moment(page);
  assert.deepEqual([six.n, six.cells, six.step, six.query], ['6', 36, '3', '?n=6&step=3&lang=en']);
  assert.notEqual(six.queens, eight.queens);

  await page.goBack();
  await until(page, () => moment(page), eight, 'n = 8 at step 5');
  // The restored board is a working search: it steps on from there.
  await forward(page, 1);
  await page.getByTestId('step-back').click();
  await until(page, () => moment(page), eight, 'one step on and back');

  await page.goForward();
  await until(page, () => moment(page), six, 'n = 6 at step 3');
  assert.deepEqual(errors, []);
  await context.close();
});

test('stepping, playing, scrubbing and seeking rewrite the entry instead of adding ones', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?n=6&lang=en');
  const start = await historyLength(page);
  await forward(page, 3);
  await page.getByTestId('step-back').click();
  await expectAttr(page, 'step-index', 2);
  await page.getByTestId('next-solution').click();
  await page.getByTestId('reset').click();
  await expectAttr(page, 'step-index', 0);
  // Play until a few steps went by, then pause.
  await page.getByTestId('play').click();
  const deadline = Date.now() + 20_000;
  while (Number(await value(page, 'step-index')) < 3 && Date.now() < deadline) await page.waitForTimeout(50);
  await page.getByTestId('play').click();
  await expectAttr(page, 'play', 'false', 'aria-pressed');
  const played = Number(await value(page, 'step-index'));
  assert.ok(played >= 3, `played to ${played}`);
  // Scrub the timeline (once it is prepared) to two places.
  await page.locator('[data-testid=timeline]:not([disabled])').waitFor();
  for (const to of [100, 40]) {
    await page.getByTestId('timeline').evaluate((input, to) => {
      input.value = String(to);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }, to);
    await expectAttr(page, 'step-index', to);
  }
  await page.keyboard.press('ArrowRight');
  await expectAttr(page, 'step-index', 41);
  assert.equal(query(page), '?n=6&step=41&lang=en');
  assert.equal(await historyLength(page), start, 'no entry for any of these');
  // The count is live: a new board is one entry.
  await page.getByTestId('n-input').selectOption('7');
  await expectAttr(page, 'step-index', 0);
  assert.equal(await historyLength(page), start + 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Back from the first page of a link opened in a fresh tab stays on the site, usable', async () => {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  await page.goto(`${site.url}?n=5&step=9&lang=en`);
  await page.getByTestId('board').waitFor();
  const first = await moment(page);
  assert.equal(first.step, '9');
  await page.getByTestId('nav-bits').click();
  await page.getByTestId('bits-view').waitFor();
  await page.getByTestId('nav-records').click();
  await page.getByTestId('records-table').waitFor();

  await page.goBack();
  await page.getByTestId('bits-view').waitFor();
  await page.goBack();
  await page.getByTestId('board').waitFor();
  await until(page, () => moment(page), first, 'the page the link opened');
  assert.equal(new URL(page.url()).origin + '/', site.url, 'still the site, not a blank tab');
  await forward(page, 1);
  assert.equal(query(page), '?n=5&step=10&lang=en');
  assert.notEqual(await page.getByTestId('board').getAttribute('data-queens'), first.queens);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the language is an entry too: Back gives the other language back', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?n=6&step=4&lang=en');
  const en = await moment(page);
  await page.getByTestId('lang-toggle').click();
  await until(page, () => page.evaluate(() => document.documentElement.lang), 'ja');
  await forward(page, 2);
  const ja = await moment(page);
  assert.equal(ja.query, '?n=6&step=6&lang=ja');
  assert.equal(await page.getByTestId('nav-stepper').innerText(), 'ステップ実行');
  await page.goBack();
  await until(page, () => moment(page), en, 'English at step 4');
  assert.equal(await page.getByTestId('nav-stepper').innerText(), 'Step through');
  await page.goForward();
  await until(page, () => moment(page), ja, 'Japanese at step 6');
  assert.deepEqual(errors, []);
  await context.close();
});

test('an entry whose step lies past the end gives the last step and a notice, as a link does', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?n=6&step=2&lang=en');
  // Entries this page did not write itself (the app is not told of them).
  await page.evaluate(() => {
    history.pushState(null, '', '?n=4&step=999999&lang=en');
    history.pushState(null, '', '?n=6&step=3&lang=en');
  });
  await page.goBack();
  await page.getByTestId('notice').waitFor();
  assert.match(await page.getByTestId('notice').innerText(), /999999/);
  await until(page, () => page.getByTestId('n-input').inputValue(), '4');
  const last = await value(page, 'step-index');
  assert.ok(Number(last) > 0 && Number(last) < 999999, `last step ${last}`);
  await until(page, () => query(page), `?n=4&step=${last}&lang=en`, 'the address says what is shown');
  assert.equal(await page.getByTestId('step-forward').isDisabled(), true, 'at the end');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the menu stays links: a modified or middle click opens a tab, a plain click stays', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?n=5&step=7&lang=ja');
  const link = page.getByTestId('nav-count');
  assert.equal(await link.getAttribute('href'), '?view=count&lang=ja');
  assert.equal(await page.getByTestId('nav-stepper').getAttribute('href'), '?n=5&step=7&lang=ja');
  const before = await moment(page);
  for (const click of [{ modifiers: ['ControlOrMeta'] }, { button: 'middle' }]) {
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click(click)]);
    await tab.waitForLoadState();
    assert.equal(new URL(tab.url()).search, '?view=count&lang=ja', JSON.stringify(click));
    await tab.getByTestId('count-status').waitFor();
    assert.equal(await tab.evaluate(() => document.documentElement.lang), 'ja');
    await tab.close();
    assert.deepEqual(await moment(page), before, 'the page itself did not move');
  }
  await link.click();
  await page.getByTestId('count-status').waitFor();
  assert.equal(query(page), '?view=count&lang=ja');
  assert.deepEqual(errors, []);
  await context.close();
});

test('entries keep the page’s own path (a site in a folder, opened at index.html)', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bq-history-'));
  fs.mkdirSync(path.join(root, 'deep'));
  fs.symlinkSync(DIST, path.join(root, 'deep', 'site'));
  fs.writeFileSync(path.join(root, 'index.html'), 'not the site');
  const sub = await startServer(root);
  try {
    const { page, errors, context } = await open(site.browser, sub.url, 'deep/site/index.html?n=5&lang=en');
    const address = () => new URL(page.url()).pathname + query(page);
    assert.equal(address(), '/deep/site/index.html?n=5&step=0&lang=en');
    await page.getByTestId('nav-symmetry').click();
    await page.getByTestId('symmetry-view').waitFor();
    assert.equal(address(), '/deep/site/index.html?view=symmetry&lang=en');
    await page.goBack();
    await page.getByTestId('board').waitFor();
    assert.equal(address(), '/deep/site/index.html?n=5&step=0&lang=en');
    assert.equal(await page.getByTestId('n-input').inputValue(), '5');
    assert.deepEqual(errors, []);
    await context.close();
  } finally {
    await sub.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
});
