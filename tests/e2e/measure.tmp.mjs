import { startServer, launch, open } from './harness.mjs';
const server = await startServer(); const browser = await launch();
for (const [w,h] of [[667,375],[844,390]]) for (const lang of ['ja','en']) {
  const { page, context } = await open(browser, server.url, `?n=8&step=20&lang=${lang}`, { viewport: { width: w, height: h }, hasTouch: true });
  await page.getByTestId('lesson-banner-dismiss').tap();
  await page.getByTestId('lesson-banner').waitFor({ state: 'detached' });
  const read = () => page.evaluate(() => {
    const box = (el) => el.getBoundingClientRect();
    const bar = box(document.querySelector('.controls')).top;
    const digits = [...document.querySelectorAll('.stage .bits .bit-grid .digit')];
    const head = document.querySelector('[data-testid=bits-dec-head]');
    const ev = box(document.querySelector('.event-line'));
    return { bar, last: Math.max(...digits.map((d) => box(d).bottom)), head: [box(head).top, box(head).bottom], event: [ev.top, ev.bottom], counters: box(document.querySelector('.counters')).height, digitH: box(digits[0]).height };
  });
  const a = await read();
  await page.addStyleTag({ content: '.tail-head{display:none!important}' });
  const b = await read();
  console.log(w, h, lang, JSON.stringify(a), 'without head last', b.last);
  await context.close();
}
await browser.close(); await server.close();
