// Numbers in a link (the rule: src/state/url.rs): whitespace
// around them and a `+` (a space in a query) are ignored, one sign is read,
// anything else is not a number and the page says so. The page's own
// reading of its address, in Chromium.
//   playwright test -c tests/e2e/playwright.config.mjs url-numbers
import { test, expect, useSite, open } from './harness.mjs';

const site = useSite();

/** The stepper's board size and step, and the notice if any. */
async function shown(query) {
  const { page, errors, context } = await open(site.browser, site.url, query);
  await page.waitForFunction(() => new URLSearchParams(location.search).has('step'));
  const s = await page.evaluate(() => ({
    n: Number(document.querySelector('[data-testid="n-input"]').value),
    step: Number(document.querySelector('[data-testid="step-index"]').dataset.value),
    notice: document.querySelector('[data-testid="notice"]')?.textContent.trim() ?? null,
    search: location.search,
  }));
  await context.close();
  return { ...s, errors };
}

test('a number with spaces or a + around it, or one sign, opens that number without a notice; anything else gives a notice', async () => {
  for (const query of ['?n= 5&step=%203', '?n=+5&step=3+', '?n=%2B5&step=%2B3', '?n=%205%20&step=++3']) {
    const s = await shown(query);
    expect({ n: s.n, step: s.step, notice: s.notice, errors: s.errors }, query).toStrictEqual({ n: 5, step: 3, notice: null, errors: [] });
    // The page rewrites its address in the plain form.
    expect(new URLSearchParams(s.search).get('n'), `${query} → ${s.search}`).toBe('5');
  }
  for (const query of ['?n=5+5&step=3', '?n=%2B%2B5&step=3']) {
    const s = await shown(query);
    expect(s.n, `${query}: the default board`).toBe(8);
    expect(s.notice && s.notice.length > 10, `${query}: a notice says why (${s.notice})`).toBeTruthy();
  }
});
