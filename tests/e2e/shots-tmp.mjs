import fs from 'node:fs';
import path from 'node:path';
import { startServer, launch, open, ARTIFACTS, PHONE, DESKTOP } from './harness.mjs';
fs.mkdirSync(ARTIFACTS, { recursive: true });
const server = await startServer();
const browser = await launch();
const q = '?view=learn&write=1&wn=6&wb=mask+%26+(left|down|right)&wt=bitmap+%26+-bitmap&wl=(left|bit)+%3C%3C+1&wd=down+|+bit&wr=(right+|+bit)+%3E%3E+1';
const qerr = '?view=learn&write=1&wn=5&wb=mask+%26+~(left+|+queen)&wt=bitmap+%26+-bitmap&wl=left+*+2';
for (const [name, query] of [['write-diverge', q], ['write-error', qerr]]) {
  for (const [device, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
    for (const lang of ['en', 'ja']) {
      for (const scheme of (name === 'write-diverge' ? ['light', 'dark'] : ['light'])) {
        const { page, errors, context } = await open(browser, server.url, `${query}&lang=${lang}`, { viewport, colorScheme: scheme, ready: 'write-run' });
        await page.getByTestId('write-run').click();
        await page.waitForTimeout(500);
        const file = path.join(ARTIFACTS, `${name}-${device}-${lang}-${scheme}.png`);
        await page.screenshot({ path: file, fullPage: true });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        console.log(file, overflow, errors.join(' '));
        await context.close();
      }
    }
  }
}
await browser.close(); await server.close();
