// Takes screenshots of the site for people to look at (not a test):
//   node scripts/screenshots.mjs ['?n=5&step=9' ...]
//   SHOT='section.code' node scripts/screenshots.mjs '?n=5'   # one element only
//   STORAGE='bitqueens.tree=open' node scripts/screenshots.mjs '?n=5'   # localStorage first
// Writes tests/e2e/artifacts/<name>-<phone|desktop>-<lang>-<light|dark>.png.
import fs from 'node:fs';
import path from 'node:path';
import { startServer, launch, open, ARTIFACTS, PHONE, DESKTOP } from '../tests/e2e/harness.mjs';

const queries = process.argv.slice(2);
if (queries.length === 0) queries.push('?n=5&step=9');
const storage = (process.env.STORAGE ?? '').split(',').filter(Boolean).map((kv) => kv.split('='));
fs.mkdirSync(ARTIFACTS, { recursive: true });
const server = await startServer();
const browser = await launch();
try {
  for (const query of queries) {
    const name = query.replace(/[^a-z0-9=]+/gi, '_').replace(/^_+|_+$/g, '') || 'home';
    for (const [device, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
      for (const lang of ['en', 'ja']) {
        for (const scheme of ['light', 'dark']) {
          const sep = query.includes('?') ? '&' : '?';
          const { page, errors, context } = await open(browser, server.url, `${query}${sep}lang=${lang}`, {
            viewport,
            colorScheme: scheme,
            // Pages other than the stepper have no board.
            ready: query.includes('view=') && !query.includes('view=stepper') ? 'lang-toggle' : 'board',
            initScript: storage.map(([k, v]) => `localStorage.setItem(${JSON.stringify(k)}, ${JSON.stringify(v)});`).join('') || undefined,
          });
          // The extra pages (src/extra/) load their own wasm first.
          await page.waitForFunction(() => !document.querySelector('[data-testid=extra-loading]'));
          await page.waitForTimeout(300);
          const file = path.join(ARTIFACTS, `${name}-${device}-${lang}-${scheme}.png`);
          if (process.env.SHOT) await page.locator(process.env.SHOT).first().screenshot({ path: file });
          else await page.screenshot({ path: file, fullPage: true });
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          console.log(`${file}${overflow > 0 ? `  HORIZONTAL OVERFLOW ${overflow}px` : ''}${errors.length ? `  ERRORS ${errors}` : ''}`);
          await context.close();
        }
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
