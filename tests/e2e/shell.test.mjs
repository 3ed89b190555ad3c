// The static shell of index.html: what a visitor sees before the app's wasm
// has loaded (never a blank page), and what they see when it cannot load.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, DESKTOP, PHONE } from './harness.mjs';

const site = useSite();

/** Opens the site with the app's wasm held back until `release()` is called. */
async function openHeld(viewport, colorScheme) {
  const context = await site.browser.newContext({ viewport, colorScheme });
  const page = await context.newPage();
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  let asked;
  const wasmAsked = new Promise((resolve) => { asked = resolve; });
  await page.route(/\/app-[0-9a-f]+_bg\.wasm$/, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  await page.goto(site.url);
  await wasmAsked;
  return { page, context, release };
}

for (const [width, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  for (const scheme of ['light', 'dark']) {
    test(`the shell shows the title and a loading line in both languages until the app starts (${width}, ${scheme})`, async () => {
      const { page, context, release } = await openHeld(viewport, scheme);
      try {
        const boot = page.getByTestId('boot');
        assert.ok(await boot.isVisible(), 'the shell is visible while the wasm loads');
        const text = await boot.innerText();
        assert.match(text, /Bitmap N-Queens/);
        assert.match(text, /ビットマップで解くNクイーン/);
        assert.match(await page.getByTestId('boot-line').innerText(), /Loading… · 読み込み中…/);
        // The app's colours: the page background is the theme's --bg, and the
        // shell's header is drawn like the app's header.
        const colours = await page.evaluate(() => ({
          body: getComputedStyle(document.body).backgroundColor,
          bg: getComputedStyle(document.documentElement).getPropertyValue('--bg').trim(),
          header: getComputedStyle(document.querySelector('#boot .site-header')).backgroundColor,
        }));
        const hex = await page.evaluate((bg) => {
          const probe = document.createElement('div');
          probe.style.color = bg;
          document.body.appendChild(probe);
          const c = getComputedStyle(probe).color;
          probe.remove();
          return c;
        }, colours.bg);
        assert.equal(colours.body, hex, 'body background is the theme colour');
        assert.notEqual(colours.header, 'rgba(0, 0, 0, 0)', 'the header has the panel colour');
        assert.equal(await page.getByTestId('board').count(), 0, 'the app has not started yet');

        release();
        await page.getByTestId('board').waitFor();
        assert.equal(await page.getByTestId('boot').count(), 0, 'the app removes the shell');
        assert.equal(await page.locator('h1').count(), 1, 'one page title once the app runs');
      } finally {
        release();
        await context.close();
      }
    });
  }
}

test('when the app cannot load, the shell says so in both languages', async () => {
  const context = await site.browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.route(/\/app-[0-9a-f]+_bg\.wasm$/, (route) => route.abort('failed'));
  try {
    await page.goto(site.url);
    const line = page.getByTestId('boot-line');
    await page.waitForFunction(() => document.querySelector('[data-testid="boot-line"]')?.getAttribute('role') === 'alert');
    const text = await line.innerText();
    assert.match(text, /could not load/);
    assert.match(text, /読み込めませんでした/);
  } finally {
    await context.close();
  }
});
