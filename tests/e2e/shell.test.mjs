// The static shell of index.html: what a visitor sees before the app's wasm
// has loaded (never a blank page; its words: tests/static_site.rs), and when
// that wasm is asked for.
import { readFileSync } from 'node:fs';
import { test, expect, useSite, DESKTOP, PHONE, computedColours } from './harness.mjs';

const site = useSite();

/** The address of the app's wasm (trunk's hashed name). */
const APP_WASM = /\/app-[0-9a-f]+_bg\.wasm$/;

/** How long the loader waits for the shell's paint before it asks for the
 * wasm anyway (its `setTimeout` in Trunk.toml's `pattern_preload`). */
const SHELL_WAIT_MS = Number(
  readFileSync(new URL('../../Trunk.toml', import.meta.url), 'utf8').match(/setTimeout\(resolve, type \? (\d+) : 0\)/)[1],
);

// Each width and each theme once (the colours come from the theme alone).
for (const [width, viewport, scheme] of [['phone', PHONE, 'dark'], ['desktop', DESKTOP, 'light']]) {
  test(`the shell shows the title and a loading line until the app starts; the app's wasm is asked for once, after the shell's first paint (${width}, ${scheme})`, async () => {
    // No service worker: it would fetch the files for offline use as well.
    const context = await site.browser.newContext({ viewport, colorScheme: scheme, serviceWorkers: 'block' });
    const page = await context.newPage();
    const [requests, scripts] = [[], []];
    page.on('request', (r) => {
      if (APP_WASM.test(r.url())) requests.push(r.url());
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname.split('/').pop());
    });
    // The app's wasm held back until `release()`.
    let release;
    const held = new Promise((resolve) => { release = resolve; });
    let asked;
    const wasmAsked = new Promise((resolve) => { asked = resolve; });
    await page.route(APP_WASM, async (route) => {
      asked();
      await held;
      await route.continue();
    });
    try {
      await page.goto(site.url);
      await wasmAsked;
      await expect(page.getByTestId('boot'), 'the shell is visible while the wasm loads').toBeVisible();
      await expect(page.getByTestId('boot-line')).toBeVisible();
      // The app's colours: the page background is the theme's --bg, and the
      // shell's header is drawn like the app's header.
      const colours = await page.evaluate(() => ({
        body: getComputedStyle(document.body).backgroundColor,
        header: getComputedStyle(document.querySelector('#boot .site-header')).backgroundColor,
      }));
      const [bg] = await computedColours(page, ['var(--bg)']);
      expect(colours.body, 'body background is the theme colour').toBe(bg);
      expect(colours.header, 'the header has the panel colour').not.toBe('rgba(0, 0, 0, 0)');
      expect(await page.getByTestId('board').count(), 'the app has not started yet').toBe(0);

      release();
      await page.getByTestId('board').waitFor();
      expect(await page.getByTestId('boot').count(), 'the app removes the shell').toBe(0);
      expect(await page.locator('h1').count(), 'one page title once the app runs').toBe(1);
      const { paint, wasm } = await page.evaluate((source) => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        wasm: performance.getEntriesByType('resource')
          .filter((e) => new RegExp(source).test(e.name)).map((e) => e.startTime),
      }), APP_WASM.source);
      expect(paint, 'the shell was painted').not.toBeNull();
      expect(wasm.length, 'one request for the wasm (the preload is the one the app uses)').toBe(1);
      expect(requests.length).toBe(1);
      // Lighthouse charges a request that ended before the paint to that
      // paint (docs/benchmarks.md). The loader waits for the paint at most
      // SHELL_WAIT_MS (a tab in the background never paints).
      const after = Math.min(paint, SHELL_WAIT_MS);
      expect(wasm[0], `the wasm asked at ${wasm[0]} ms, the shell painted at ${paint} ms`).toBeGreaterThanOrEqual(after);
      // The app's JS imports no other file (a wasm-bindgen snippet would be
      // one more round trip before the app starts, which no preload names).
      expect(scripts, 'the scripts the page asked for before the app started')
        .toStrictEqual([expect.stringMatching(/^app-[0-9a-f]+\.js$/)]);
    } finally {
      release();
      await context.close();
    }
  });
}
