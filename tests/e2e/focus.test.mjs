// Where the focus goes after a control is used by keyboard, at the places
// where a sweep found it fell to <body> (a button that goes away or turns
// itself off, a row made again, a link to a section).
import {
  test, expect, useSite, open, focused, watchFocusLoss, expectFocusNeverLost,
} from './harness.mjs';

const site = useSite();

test('the records page: measure gives the focus to stop, stop to measure; a citation link focuses its entry', async () => {
  const { page } = await open(site.browser, site.url, '?view=records&lang=en', { ready: 'records-measure', initScript: watchFocusLoss });
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

test('the bits primer: a digit of the popcount card flipped by keyboard keeps the focus, as the rounds change', async () => {
  const { page } = await open(site.browser, site.url, '?view=bits&lang=en', { ready: 'card-pop-x-row' });
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
