// The symmetry explorer in a browser: its squares, field, buttons and list
// drive the explorer, and the page fits a phone. What it shows for a board:
// natively, tests/views_pages/symmetry.rs.
import { test, expect, useSite, open, expectAttr, PHONE, expectNothingSideways } from './harness.mjs';

const site = useSite();

// (A panic logs a console error, which fails the test: the harness.)
const openSym = (query = '', options = {}) =>
  open(site.browser, site.url, `?view=symmetry${query}`, { ...options, ready: 'symmetry-view' });

const cell = (page, r, c) => page.getByTestId('sym-board').locator(`[data-r="${r}"][data-c="${c}"]`);

test('the squares, the field, Clear and the list drive the explorer', async () => {
  const { page, errors, context } = await openSym('&lang=en');
  await page.getByTestId('sym-n').selectOption('6');
  await page.getByTestId('sym-clear').click();
  await expectAttr(page, 'sym-board', '- - - - - -', 'data-queens');
  await page.getByTestId('sym-incomplete').waitFor();
  // A click puts a queen, a second lifts it; the verdict follows.
  await cell(page, 0, 0).click();
  await cell(page, 1, 1).click();
  await expectAttr(page, 'sym-conflicts', 1);
  await cell(page, 1, 1).click();
  await expectAttr(page, 'sym-conflicts', 0);
  expect(await cell(page, 1, 1).getAttribute('aria-pressed')).toBe('false');
  // The seed's n = 8 solution, typed.
  await page.getByTestId('sym-n').selectOption('8');
  await page.getByTestId('sym-queens').fill('0 4 7 5 2 6 1 3');
  await expectAttr(page, 'sym-board', '0 4 7 5 2 6 1 3', 'data-queens');
  await expectAttr(page, 'sym-class', 8);
  // A unique solution picked from the list.
  await page.getByTestId('sym-group-4').locator('button').first().click();
  await expectAttr(page, 'sym-board', '2 4 1 7 0 6 3 5', 'data-queens');
  await expectAttr(page, 'sym-class', 4);
  expect(await page.getByTestId('sym-group-4').locator('button').first().getAttribute('aria-pressed')).toBe('true');
});

test('Japanese on a phone at n = 12 (its longest lists): nothing sticks out sideways', async () => {
  const { page } = await openSym('&n=12&lang=ja', { viewport: PHONE });
  await page.getByTestId('sym-transform-0').waitFor();
  await expectNothingSideways(page, 'n = 12, ja');
});
