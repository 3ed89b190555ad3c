// One-off: the stepper's refused-copy field at 844×390, ja/en, light/dark.
import path from 'node:path';
import { startServer, launch, open, ARTIFACTS } from './harness.mjs';
const refuse = () => { if (navigator.clipboard) navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')); };
const server = await startServer();
const browser = await launch();
const only = process.env.ONLY;
try {
  for (const lang of ['ja', 'en']) for (const scheme of ['light', 'dark']) {
    const { page, errors, context } = await open(browser, server.url, `?n=6&step=${process.env.STEP ?? 170}&lang=${lang}`, { viewport: { width: 844, height: 390 }, hasTouch: true, colorScheme: scheme, initScript: refuse });
    await page.locator('[data-testid="timeline"]:not([disabled])').waitFor({ timeout: 60_000 });
    await page.getByTestId('copy-solutions').click();
    await page.getByTestId('solutions-text').waitFor();
    await page.waitForTimeout(300);
    const f = path.join(ARTIFACTS, `refused-${lang}-${scheme}.png`);
    await page.locator('section.solutions').screenshot({ path: f });
    const full = path.join(ARTIFACTS, `refused-${lang}-${scheme}-view.png`);
    await page.screenshot({ path: full });
    const m = await page.getByTestId('solutions-text').evaluate((e) => {
      const r = e.getBoundingClientRect(); const cs = getComputedStyle(e);
      return { w: r.width, h: r.height, top: r.top, bottom: r.bottom, font: cs.fontSize, family: cs.fontFamily, color: cs.color, bg: cs.backgroundColor, border: cs.borderColor, scrollW: e.scrollWidth, clientW: e.clientWidth, focused: document.activeElement === e, sel: [e.selectionStart, e.selectionEnd, e.value.length], vw: innerWidth };
    });
    console.log(f, JSON.stringify(m), errors.length ? errors : '');
    await context.close();
  }
} finally { await browser.close(); await server.close(); }
