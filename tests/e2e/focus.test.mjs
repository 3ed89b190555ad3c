// The focus never falls to <body> after a control is used by keyboard: a
// sweep of every control of every view found these places where it did (a
// button that goes away or turns itself off, a row made again, a link to a
// section). Each test uses the control by keyboard and checks where the
// focus is once the page has settled.
import {
  test, expect, useSite, open, focused, watchFocusLoss, expectFocusNeverLost,
} from './harness.mjs';

const site = useSite();

test('the lab: a run turns its button off and the focus goes to cancel, and back to run at its end', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?view=lab&lang=en', { ready: 'lab-run', initScript: watchFocusLoss });
  await page.getByTestId('lab-n').selectOption('10');
  await page.getByTestId('lab-run').focus();
  await page.keyboard.press('Enter');
  // Running (n = 10, brute force until its limit): cancel has the focus.
  await expect(page.getByTestId('lab-run')).toBeDisabled();
  await expect.poll(() => focused(page)).toBe('lab-cancel');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('lab-cancel')).toBeDisabled();
  await expect.poll(() => focused(page)).toBe('lab-run');
  // A run to its end, by the range button: the focus ends on run.
  await page.getByTestId('lab-n').selectOption('5');
  await page.getByTestId('lab-run-range').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('lab-run')).toBeEnabled({ timeout: 60_000 });
  await expect.poll(() => focused(page)).toBe('lab-run');
  await expectFocusNeverLost(page);
});

test('the records page: measure gives the focus to stop, stop to measure; a citation link focuses its entry', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?view=records&lang=en', { ready: 'records-measure', initScript: watchFocusLoss });
  await page.getByTestId('records-measure').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page)).toBe('records-stop');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('records-stop')).toBeDisabled();
  await expect(page.getByTestId('records-reach')).toHaveAttribute('data-running', 'false');
  await expect.poll(() => focused(page)).toBe('records-measure');
  const cite = page.locator('[data-testid=records-view] [data-testid=cite], [data-testid=cite]').first();
  const source = await cite.getAttribute('data-source');
  await cite.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page)).toBe(`source-${source}`);
  await expectFocusNeverLost(page);
});

test('the count page: cancel gives the focus to start', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?view=count&lang=en', { ready: 'count-view', initScript: watchFocusLoss });
  await page.getByTestId('count-n').fill('17');
  await page.getByTestId('count-start').click();
  await page.locator('[data-testid=count-status][data-state=running]').waitFor();
  await page.getByTestId('count-cancel').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('count-cancel')).toBeDisabled();
  await expect.poll(() => focused(page)).toBe('count-start');
  await expectFocusNeverLost(page);
});

test('the bits primer: a digit of the popcount card flipped by keyboard keeps the focus, as the rounds change', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?view=bits&lang=en', { ready: 'card-pop-x-row' });
  const row = page.getByTestId('card-pop-x-row');
  const rounds = () => page.locator('.bq-pop-grid .bit-row').count();
  for (const i of [0, 3, 5]) {
    const digit = row.locator('button').nth(i);
    const [before, value] = [await rounds(), await row.getAttribute('data-value')];
    await digit.focus();
    await page.keyboard.press('Enter');
    await expect(row).not.toHaveAttribute('data-value', value);
    // The number of rounds changed (a one more or less), the digit kept the focus.
    expect(await rounds()).not.toBe(before);
    expect(await page.evaluate(() => document.activeElement?.closest('[data-testid=card-pop-x-row]') !== null)).toBe(true);
    expect(await digit.evaluate((d) => d === document.activeElement)).toBe(true);
  }
});

test('S opens Share from the page; the learn page\'s tabs give the focus to the heading of what they open', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?n=5&lang=en');
  await page.getByTestId('board').getByRole('gridcell').first().focus();
  await page.keyboard.press('s');
  await expect(page.getByTestId('share-link')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('board').getByRole('gridcell').first()).toBeFocused();
  await page.goto(`${site.url}?view=learn&stop=2&lang=en`);
  await page.getByTestId('lesson-title').waitFor();
  await page.getByTestId('learn-quiz-tab').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page)).toBe('quiz-question');
  await page.getByTestId('write-tab').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page), { timeout: 10000 }).toBe('write-title');
  await page.getByTestId('learn-lesson-tab').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page)).toBe('lesson-title');
});
