// The screen's height shared out, at moments that fill it: the board, every
// bit row and their caption above a phone's step bar; presenter mode whole on
// a projector's screen (every element of it in sight, the page still),
// nothing past its right edge; a phone's counters on one line each. A scroll
// panel is a Tab stop while it overflows, only then. (What else presenter mode
// shows on each screen, and where: teacher.test.mjs.)
import { test, expect, useSite, open, goTo, expectNothingSideways, expectScrollStops } from './harness.mjs';

const site = useSite();
const LAST_16 = 3394025883;
const PHONES = [[390, 844], [375, 667], [844, 390]];
const PROJECTORS = [[1280, 720], [1366, 768], [1280, 900], [1024, 768], [1920, 1080]];
// n = 16's last step first (counted once); a place and a back-track of n = 8
// and 12. Presenter mode (each screen its own case: it scales with vw and vh):
// the fewest of the 36 moments measured at ea1e4b47 with, on each screen in
// each language, the least room below (n = 16: 13 px at 1366×768; n = 15's
// descend: 17 px at 1280×720) and sideways (n = 16: 10 px at 1280×900; 14 and
// 13; 5 and 6: 25 px), and each kind (n = 4's two lost notes, its solution).
const PHONE_MOMENTS = [[16, LAST_16], [8, 6], [12, 9], [16, 20]];
const PRESENT_MOMENTS = [[4, 16], [4, 19], [5, 8], [6, 8], [13, 16], [14, 19], [15, 34], [16, 0], [16, 40]];

/** What a moment shows (runs in the page): the boxes out of sight (above the
 *  step bar's top, or in presenter mode past any edge of the screen, where
 *  every element of the stage counts), each counter's lines and extent. */
function shown() {
  const box = (e) => e.getBoundingClientRect();
  const all = (s) => [...document.querySelectorAll(s)];
  const seen = (e) => box(e).width > 1 && getComputedStyle(e).visibility !== 'hidden';
  const present = document.querySelector('[data-testid=present]');
  const floor = present ? innerHeight : box(document.querySelector('[data-testid=step-forward]').closest('[role=group]')).top;
  // In presenter mode every element of the stage (one of `display: contents`
  // has no box: its children do), screen readers' words aside.
  const parts = present
    ? all('[data-testid=present] *').filter((e) => getComputedStyle(e).display !== 'contents' && !e.closest('.sr-only'))
      .map((e) => [e, box(e)]).filter(([, b]) => b.width > 0)
    : all('[data-testid=board], [data-testid=bits-whose], [data-testid^=bits-] :is(.row-label, .digit, .row-tail)').filter(seen).map((e) => [e, box(e)]);
  const name = (e) => `${e.closest('[data-testid]')?.dataset.testid ?? ''} ${e.tagName.toLowerCase()}.${(e.getAttribute('class') ?? '').trim().replace(/\s+/g, '.')}`;
  const out = parts.filter(([, b]) => b.top < -0.5 || b.bottom > floor + 0.5 || b.left < -0.5 || b.right > innerWidth + 0.5)
    .map(([e, b]) => `${name(e)} ${Math.round(b.left)}–${Math.round(b.right)} × ${Math.round(b.top)}–${Math.round(b.bottom)}`);
  const whose = document.querySelector('[data-testid=bits-whose]');
  const counters = all('.counters :is(dt, dd)').map((e) => {
    const range = document.createRange();
    range.selectNodeContents(e);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0);
    const mids = rects.map((r) => r.top + r.height / 2).sort((a, b) => a - b);
    const r = box(e);
    return {
      text: e.textContent, lines: mids.filter((m, i) => i === 0 || m - mids[i - 1] > 6).length,
      counter: [...e.closest('dl').children].indexOf(e.parentElement),
      left: Math.min(...rects.map((b) => b.left)), right: Math.max(...rects.map((b) => b.right)), top: r.top, bottom: r.bottom,
    };
  });
  return { out, floor, whose: whose && seen(whose) ? whose.textContent : null, counters, scroll: document.scrollingElement.scrollHeight - innerHeight };
}

/** Expects the moment as shown() reads it; the scroll panels' stops follow its layout. */
async function expectInSight(page, at, { upright, present, n }) {
  const m = await page.evaluate(shown);
  expect(m.out, `${at}: out of sight (floor ${m.floor})`).toStrictEqual([]);
  if (present) expect(m.scroll, `${at}: the page scrolls`).toBeLessThanOrEqual(0);
  if (upright || present) expect(m.whose ?? '(none)', `${at}: the caption over the bit rows shows`).toMatch(/^(Row|行) \d+(: |：)/);
  if (upright && n === 16) {
    expect(m.counters.length, at).toBe(8);
    for (const c of m.counters) expect(c.lines, `${at}: “${c.text}” on one line`).toBe(1);
    for (const a of m.counters) {
      for (const b of m.counters.filter((c) => c.counter > a.counter)) {
        const over = a.top < b.bottom - 1 && b.top < a.bottom - 1 && a.left < b.right - 1 && b.left < a.right - 1;
        expect(over, `${at}: “${a.text}” and “${b.text}” overlap`).toBe(false);
      }
    }
  }
  expect(await expectScrollStops(page, at), `${at}: the scroll panels`).toBeGreaterThan(0);
}

for (const lang of ['en', 'ja']) {
  test(`phones (390×844, 375×667, 844×390), ${lang}, first visit: n = 16's last step (ten-digit counters, each name and value on one line), n = 8 and 12: the board, every bit row and their caption above the step bar; scroll panels a Tab stop only while they overflow; nothing sideways at 1280×900 and 1024×768`, async () => {
    const [width, height] = PHONES[0];
    const { page } = await open(site.browser, site.url, `?n=16&step=${LAST_16}&lang=${lang}`, { viewport: { width, height } });
    await page.getByTestId('lesson-banner').waitFor();
    const index = page.locator('.counters [data-testid=step-index]');
    for (const [n, step] of PHONE_MOMENTS) {
      if (step !== LAST_16) await goTo(page, `?n=${n}&step=${step}&lang=${lang}`);
      await expect(index).toHaveAttribute('data-value', String(step), { timeout: 120_000 });
      for (const [w, h] of PHONES) {
        await page.setViewportSize({ width: w, height: h });
        await expectInSight(page, `${w}×${h} ${lang}, n = ${n}, step ${step}`, { upright: w < h, n });
      }
      // And on a desktop: n = 16's counters and bit rows inside the screen's width.
      if (step === LAST_16) {
        for (const [w, h] of [[1280, 900], [1024, 768]]) {
          await page.setViewportSize({ width: w, height: h });
          await expectNothingSideways(page, `${w}×${h} ${lang}, n = 16's last step`);
        }
      }
      await page.setViewportSize({ width, height });
    }
    await expect(page.getByTestId('lesson-banner'), 'still the first visit').toBeVisible();
  });

  test(`presenter mode (1280×720, 1366×768, 1280×900, 1024×768, 1920×1080), ${lang}: the moments with the least room, n = 4 to 16: every element on the screen (the board, the bit rows, their caption, the equations and the notes), the page still, nothing sideways`, async () => {
    const [width, height] = PROJECTORS[0];
    const { page } = await open(site.browser, site.url, `?n=4&step=1&lang=${lang}&present=1`, { viewport: { width, height }, ready: 'present' });
    await page.evaluate(() => document.fonts.ready);
    for (const [n, step] of PRESENT_MOMENTS) {
      await goTo(page, `?n=${n}&step=${step}&lang=${lang}&present=1`);
      await expect(page.getByTestId('present-caption')).toHaveText(lang === 'en' ? `n = ${n}, step ${step}` : `n = ${n}、ステップ ${step}`);
      for (const [w, h] of PROJECTORS) {
        await page.setViewportSize({ width: w, height: h });
        await expectInSight(page, `presenter ${w}×${h} ${lang}, n = ${n}, step ${step}`, { present: true, n });
        await expectNothingSideways(page, `presenter ${w}×${h} ${lang}, n = ${n}, step ${step}`);
      }
      await page.setViewportSize({ width, height });
    }
  });
}
