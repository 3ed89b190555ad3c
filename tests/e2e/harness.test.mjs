// The harness's pages used again (`open`): a page a test leaves dirty comes
// to the next test of its worker as clean as a new context's. The two run in
// order on one worker; the second fails if the page is not the same one.
import { test, expect, useSite, open } from './harness.mjs';

const site = useSite();
test.describe.configure({ mode: 'serial' });

/** The page the first test left behind. */
let left = null;

test.skip(!!process.env.E2E_FRESH, 'E2E_FRESH=1: every test has a new page, none is used again');

test('a test leaves its page dirty: storage, history, routes, media, viewport, permissions, listeners', async () => {
  const { page, context } = await open(site.browser, site.url, '?n=5&step=9');
  await page.evaluate(() => localStorage.setItem('left-behind', '1'));
  await page.goto(`${site.url}?n=6`);
  await page.getByTestId('board').waitFor();
  await page.route('**/*.wasm', (route) => route.abort());
  await page.emulateMedia({ media: 'print', colorScheme: 'dark', reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 500, height: 600 });
  await context.grantPermissions(['clipboard-read'], { origin: site.url.replace(/\/$/, '') });
  page.on('console', () => {});
  // A new page's about:blank, then two pages of the site.
  expect(await page.evaluate(() => history.length)).toBe(3);
  left = page;
});

test('the next test gets the same page, clean', async () => {
  expect(left, 'the first test ran').not.toBeNull();
  const { page, errors } = await open(site.browser, site.url, '?n=5');
  expect(page, 'the page was used again').toBe(left);
  const state = await page.evaluate(async () => ({
    stored: localStorage.getItem('left-behind'),
    history: history.length,
    print: matchMedia('print').matches,
    dark: matchMedia('(prefers-color-scheme: dark)').matches,
    reduced: matchMedia('(prefers-reduced-motion: reduce)').matches,
    width: innerWidth,
    clipboard: (await navigator.permissions.query({ name: 'clipboard-read' })).state,
  }));
  // The history of a new page: its about:blank, then the site.
  expect(state).toEqual({ stored: null, history: 2, print: false, dark: false, reduced: false, width: 1280, clipboard: 'prompt' });
  // The wasm loaded (no route of the first test aborts it): the board has
  // its squares, and the first test's console listener is gone.
  await expect(page.getByTestId('board').locator('[role=gridcell]')).toHaveCount(25);
  expect(page.listenerCount('console')).toBe(1);
  expect(errors).toEqual([]);
});
