// The site users get: dist/, the release build without the tests' hooks
// (every other file tests dist-e2e/). A smoke test: it starts, counts in its
// workers, opens an extra page, and exports no test hook.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect, open, REFERENCE } from './harness.mjs';

/** dist/ (`RELEASE_DIST=path`: another build, e.g. dist-e2e/ to see this test fail). */
const RELEASE = path.resolve(process.env.RELEASE_DIST ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../../dist'));

test('dist/, the release build: the site starts, counts n = 10 in its workers, opens an extra page, and has no test hook', async ({ site, serve }) => {
  expect(fs.existsSync(path.join(RELEASE, 'index.html')), `${RELEASE} holds the release build (trunk build --release)`).toBe(true);
  const server = await serve(RELEASE);
  const { page } = await open(site.browser, server.url, '?view=count&n=10&run=1&lang=en', { ready: 'count-view' });
  await page.locator('[data-testid=count-status][data-state=done]').waitFor({ timeout: 60_000 });
  expect(await page.getByTestId('count-total').getAttribute('data-value')).toBe(REFERENCE.get(10)[0]);
  expect(await page.getByTestId('count-row-10').getAttribute('data-ok')).toBe('true');
  // The app's exports as the page sees them: none of the feature e2e's.
  const exported = await page.evaluate(() => Object.keys(window.wasmBindings));
  expect(exported.filter((name) => name.startsWith('test_') || name === 'gpu_kernel')).toStrictEqual([]);
  await page.getByTestId('nav-bits').click();
  await page.getByTestId('bits-view').waitFor();
});
