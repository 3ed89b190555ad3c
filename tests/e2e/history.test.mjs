// The browser's own Back and Forward: another view, board size or language is
// a history entry; Back and Forward restore the view with its n, step and
// language exactly; steps, play and scrubbing rewrite the current entry (no
// flood); Back from a link's first page stays on the site; the menu stays
// links that open new tabs. (A site in a folder: offline.test.mjs.)
import { test, expect, useSite, open, value, expectAttr } from './harness.mjs';

const site = useSite();

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

test('view → view → Back → Back → Forward restores each view, the stepper exactly; Back to a link\'s first page stays on the site', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?n=5&step=3&lang=ja');
  await forward(page, 4);
  const stepper = await moment(page);
  expect(stepper.query).toBe('?n=5&step=7&lang=ja');
  expect(stepper.lang).toBe('ja');
  const start = await historyLength(page);

  await page.getByTestId('nav-count').click();
  await page.getByTestId('count-status').waitFor();
  expect(await shown(page)).toStrictEqual({ view: 'nav-count', lang: 'ja', query: '?view=count&n=16&lang=ja' });
  await page.getByTestId('nav-lab').click();
  await page.getByTestId('lab-run').waitFor();
  expect(await shown(page)).toStrictEqual({ view: 'nav-lab', lang: 'ja', query: '?view=lab&lang=ja' });
  expect(await historyLength(page), 'one entry per view').toBe(start + 2);

  await page.goBack();
  await page.getByTestId('count-status').waitFor();
  expect(await shown(page)).toStrictEqual({ view: 'nav-count', lang: 'ja', query: '?view=count&n=16&lang=ja' });
  expect(await page.getByTestId('lab-run').count()).toBe(0);

  // Back to the first page of the link (the harness's page has the
  // history of a fresh tab): still the site, usable.
  await page.goBack();
  await page.getByTestId('board').waitFor();
  await expect.poll(() => moment(page), { message: 'the stepper as it was left' }).toStrictEqual(stepper);
  expect((await shown(page)).view).toBe('nav-stepper');
  expect(new URL(page.url()).origin + '/', 'still the site, not a blank tab').toBe(site.url);

  await page.goForward();
  await page.getByTestId('count-status').waitFor();
  expect(await shown(page)).toStrictEqual({ view: 'nav-count', lang: 'ja', query: '?view=count&n=16&lang=ja' });
  expect(await historyLength(page), 'Back and Forward add no entry').toBe(start + 2);
});

test('n 8 → 6, steps, Back → n = 8 at its step, Forward → n = 6 at its last step; the language an entry too', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?n=8&lang=en');
  await forward(page, 5);
  const eight = await moment(page);
  expect([eight.n, eight.cells, eight.step, eight.query]).toStrictEqual(['8', 64, '5', '?n=8&step=5&lang=en']);

  await page.getByTestId('n-input').selectOption('6');
  await expectAttr(page, 'step-index', 0);
  await forward(page, 3);
  const six = await moment(page);
  expect([six.n, six.cells, six.step, six.query]).toStrictEqual(['6', 36, '3', '?n=6&step=3&lang=en']);
  expect(six.queens).not.toBe(eight.queens);

  await page.goBack();
  await expect.poll(() => moment(page), { message: 'n = 8 at step 5' }).toStrictEqual(eight);
  // The restored board is a working search: it steps on from there.
  await forward(page, 1);
  await page.getByTestId('step-back').click();
  await expect.poll(() => moment(page), { message: 'one step on and back' }).toStrictEqual(eight);

  await page.goForward();
  await expect.poll(() => moment(page), { message: 'n = 6 at step 3' }).toStrictEqual(six);
  // The language is an entry too: Back gives the other language back.
  await page.getByTestId('lang-toggle').click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ja');
  await forward(page, 2);
  const ja = await moment(page);
  expect(ja.query).toBe('?n=6&step=5&lang=ja');
  expect(await page.getByTestId('nav-stepper').innerText()).toBe('ステップ実行');
  await page.goBack();
  await expect.poll(() => moment(page), { message: 'English at step 3' }).toStrictEqual(six);
  expect(await page.getByTestId('nav-stepper').innerText()).toBe('Step through');
  await page.goForward();
  await expect.poll(() => moment(page), { message: 'Japanese at step 5' }).toStrictEqual(ja);
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
  await expect.poll(async () => Number(await value(page, 'step-index')), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  await page.getByTestId('play').click();
  await expectAttr(page, 'play', 'false', 'data-playing');
  const played = Number(await value(page, 'step-index'));
  expect(played >= 3, `played to ${played}`).toBeTruthy();
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
  expect(query(page)).toBe('?n=6&step=41&lang=en');
  expect(await historyLength(page), 'no entry for any of these').toBe(start);
  // The count is live: a new board is one entry.
  await page.getByTestId('n-input').selectOption('7');
  await expectAttr(page, 'step-index', 0);
  expect(await historyLength(page)).toBe(start + 1);
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
  expect(await page.getByTestId('notice').innerText()).toMatch(/999999/);
  await expect.poll(() => page.getByTestId('n-input').inputValue()).toBe('4');
  const last = await value(page, 'step-index');
  expect(Number(last) > 0 && Number(last) < 999999, `last step ${last}`).toBeTruthy();
  await expect.poll(() => query(page), { message: 'the address says what is shown' }).toStrictEqual(`?n=4&step=${last}&lang=en`);
  expect(await page.getByTestId('step-forward').isDisabled(), 'at the end').toBe(true);
});

test('the menu stays links: a modified or middle click opens a tab, a plain click stays', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?n=5&step=7&lang=ja');
  const link = page.getByTestId('nav-count');
  expect(await link.getAttribute('href')).toBe('?view=count&n=16&lang=ja');
  expect(await page.getByTestId('nav-stepper').getAttribute('href')).toBe('?n=5&step=7&lang=ja');
  const before = await moment(page);
  for (const click of [{ modifiers: ['ControlOrMeta'] }, { button: 'middle' }]) {
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click(click)]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).search, JSON.stringify(click)).toBe('?view=count&n=16&lang=ja');
    await tab.getByTestId('count-status').waitFor();
    expect(await tab.evaluate(() => document.documentElement.lang)).toBe('ja');
    await tab.close();
    expect(await moment(page), 'the page itself did not move').toStrictEqual(before);
  }
  await link.click();
  await page.getByTestId('count-status').waitFor();
  expect(query(page)).toBe('?view=count&n=16&lang=ja');
});
