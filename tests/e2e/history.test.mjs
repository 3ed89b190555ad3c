// The browser's own Back and Forward: a view, board size or language is a
// history entry, restored exactly; steps, play and scrubbing rewrite the
// current entry; the menu stays links. (A site in a folder: offline.test.mjs.)
import { test, expect, useSite, open, value, expectAttr } from './harness.mjs';

const site = useSite();

const query = (page) => new URL(page.url()).search;
const historyLength = (page) => page.evaluate(() => history.length);
const lang = (page) => page.evaluate(() => document.documentElement.lang);

/** What the stepper shows: board size, step, board, language and address. */
async function moment(page) {
  const board = page.getByTestId('board');
  return {
    n: await page.getByTestId('n-input').inputValue(),
    cells: await board.locator('.cell').count(),
    step: await value(page, 'step-index'),
    row: await board.getAttribute('data-row'),
    queens: await board.getAttribute('data-queens'),
    lang: await lang(page),
    query: query(page),
  };
}

async function forward(page, times) {
  const before = Number(await value(page, 'step-index'));
  for (let i = 0; i < times; i++) await page.getByTestId('step-forward').click();
  await expectAttr(page, 'step-index', before + times);
}

test('the menu stays links; Back and Forward restore each view; Back to a link\'s first page stays', async () => {
  const { page, context } = await open(site.browser, site.url, '?n=5&step=3&lang=ja');
  await forward(page, 4);
  const stepper = await moment(page);
  expect([stepper.query, stepper.lang]).toStrictEqual(['?n=5&step=7&lang=ja', 'ja']);
  const start = await historyLength(page);
  const count = '?view=count&n=16&lang=ja';
  // A modified or middle click on a menu link opens a tab; the page stays.
  const link = page.getByTestId('nav-count');
  expect(await link.getAttribute('href')).toBe(count);
  expect(await page.getByTestId('nav-stepper').getAttribute('href')).toBe('?n=5&step=7&lang=ja');
  for (const click of [{ modifiers: ['ControlOrMeta'] }, { button: 'middle' }]) {
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click(click)]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).search, JSON.stringify(click)).toBe(count);
    await tab.getByTestId('count-status').waitFor();
    expect(await lang(tab)).toBe('ja');
    await tab.close();
    expect(await moment(page), 'the page itself did not move').toStrictEqual(stepper);
  }
  /** The view shown (the menu's current item) at its address. */
  const at = async (testid, ready, q) => {
    await page.getByTestId(ready).waitFor();
    expect(await page.locator('nav a[aria-current=page]').getAttribute('data-testid')).toBe(testid);
    expect([query(page), await lang(page)]).toStrictEqual([q, 'ja']);
  };
  await link.click();
  await at('nav-count', 'count-status', count);
  await page.getByTestId('nav-lab').click();
  await at('nav-lab', 'lab-run', '?view=lab&lang=ja');
  expect(await historyLength(page), 'one entry per view').toBe(start + 2);
  await page.goBack();
  await at('nav-count', 'count-status', count);
  expect(await page.getByTestId('lab-run').count()).toBe(0);
  // Back to the first page of the link (the harness's page has the
  // history of a fresh tab): still the site, usable.
  await page.goBack();
  await page.getByTestId('board').waitFor();
  await expect.poll(() => moment(page), { message: 'the stepper as it was left' }).toStrictEqual(stepper);
  await at('nav-stepper', 'board', stepper.query);
  expect(new URL(page.url()).origin + '/', 'still the site, not a blank tab').toBe(site.url);
  await page.goForward();
  await at('nav-count', 'count-status', count);
  expect(await historyLength(page), 'Back and Forward add no entry').toBe(start + 2);
});

test('n 8 → 6: moves rewrite the entry; Back, Forward restore each board and language', async () => {
  const { page } = await open(site.browser, site.url, '?n=8&lang=en');
  await forward(page, 5);
  const eight = await moment(page);
  expect([eight.n, eight.cells, eight.step, eight.query]).toStrictEqual(['8', 64, '5', '?n=8&step=5&lang=en']);
  const start = await historyLength(page);
  await page.getByTestId('n-input').selectOption('6');
  await expectAttr(page, 'step-index', 0);
  expect(await historyLength(page), 'a new board is an entry').toBe(start + 1);
  await forward(page, 3);
  await page.getByTestId('step-back').click();
  await expectAttr(page, 'step-index', 2);
  await page.getByTestId('next-solution').click();
  await page.getByTestId('reset').click();
  await expectAttr(page, 'step-index', 0);
  await page.getByTestId('play').click();
  await expect.poll(async () => Number(await value(page, 'step-index')), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  await page.getByTestId('play').click();
  await expectAttr(page, 'play', 'false', 'data-playing');
  // The timeline (once it is prepared) dragged to two places.
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
  const six = await moment(page);
  expect([six.n, six.cells, six.step, six.query]).toStrictEqual(['6', 36, '41', '?n=6&step=41&lang=en']);
  expect(await historyLength(page), 'no entry for the moves on one board').toBe(start + 1);
  const expectMoment = (want, message) => expect.poll(() => moment(page), { message }).toStrictEqual(want);
  await page.goBack();
  await expectMoment(eight, 'n = 8 at step 5');
  // The restored board is a working search: it steps on from there.
  await forward(page, 1);
  await page.getByTestId('step-back').click();
  await expectMoment(eight, 'one step on and back');
  await page.goForward();
  await expectMoment(six, 'n = 6 at step 41');
  await page.getByTestId('lang-toggle').click();
  await expect.poll(() => lang(page)).toBe('ja');
  await forward(page, 2);
  const ja = await moment(page);
  expect(ja.query).toBe('?n=6&step=43&lang=ja');
  expect(await page.getByTestId('nav-stepper').innerText()).toBe('ステップ実行');
  await page.goBack();
  await expectMoment(six, 'English at step 41');
  expect(await page.getByTestId('nav-stepper').innerText()).toBe('Step through');
  await page.goForward();
  await expectMoment(ja, 'Japanese at step 43');
  // An entry this page did not write itself, its step past the end: the
  // last step and a notice, as a link gives.
  await page.evaluate(() => {
    history.pushState(null, '', '?n=4&step=999999&lang=en');
    history.pushState(null, '', '?n=6&step=3&lang=en');
  });
  await page.goBack();
  await expect(page.getByTestId('notice')).toContainText('999999');
  await expect.poll(() => page.getByTestId('n-input').inputValue()).toBe('4');
  const last = await value(page, 'step-index');
  expect(Number(last) > 0 && Number(last) < 999999, `last step ${last}`).toBeTruthy();
  await expect.poll(() => query(page), { message: 'the address says what is shown' }).toBe(`?n=4&step=${last}&lang=en`);
  expect(await page.getByTestId('step-forward').isDisabled(), 'at the end').toBe(true);
});
