// Mends of a fresh walk of the site, each where only a browser can tell:
// the lesson's row names are not underlined; the bit rows' decimal heading
// sits over their values.
import { test, expect, useSite, open as openPage, PHONE, DESKTOP } from './harness.mjs';

const site = useSite();
const open = (query, options = {}) => openPage(site.browser, site.url, query, options);

test('the lesson\'s row names are never underlined (they are no links); the rows in focus are marked otherwise', async () => {
  const { page } = await open('?view=learn&stop=2&lang=en', { ready: 'lesson-stop' });
  const labels = await page.locator('.lesson-stage .bit-row .row-label').evaluateAll((els) => els.map((e) => ({
    focus: e.closest('.bit-row').classList.contains('focus'),
    line: getComputedStyle(e).textDecorationLine,
    link: e.closest('a') !== null,
    bar: getComputedStyle(e).boxShadow,
  })));
  expect(labels.length).toBeGreaterThan(0);
  expect(labels.filter((l) => l.line !== 'none' || l.link), 'underlined or a link').toStrictEqual([]);
  expect(labels.filter((l) => l.focus).every((l) => l.bar !== 'none'), 'the rows in focus are marked').toBe(true);
  expect(labels.filter((l) => !l.focus).every((l) => l.bar === 'none')).toBe(true);
});

for (const [viewport, lang] of [[DESKTOP, 'en'], [PHONE, 'ja'], [{ width: 844, height: 390 }, 'ja']]) {
  test(`the bit rows' decimal heading, ${viewport.width}×${viewport.height} ${lang}: over the values, whole, the digits still under the board's columns`, async () => {
    const { page } = await open(`?n=8&step=5&lang=${lang}`, { viewport, hasTouch: true });
    if (viewport.height < 400) {
      // Lying down, the lesson's banner takes the heading's line (the
      // board and every bit row stay above the bar, learn.test.mjs).
      await expect(page.getByTestId('bits-dec-head')).toBeHidden();
      await page.getByTestId('lesson-banner-dismiss').tap();
      await page.getByTestId('lesson-banner').waitFor({ state: 'detached' });
    }
    const m = await page.evaluate(() => {
      const box = (e) => e.getBoundingClientRect();
      const head = document.querySelector('[data-testid=bits-dec-head]');
      const tail = document.querySelector('[data-testid=bits-left] .row-tail');
      const digits = [...document.querySelectorAll('[data-testid=bits-left] .digit')].map((d) => Math.round(box(d).left));
      const cells = [...document.querySelectorAll('[data-testid=board] [role=gridcell][data-r="0"]')].map((c) => Math.round(box(c).left));
      return {
        text: head.textContent,
        left: [Math.round(box(head).left), Math.round(box(tail).left)],
        above: box(head).bottom <= box(tail).top + 1,
        cut: head.scrollWidth > head.clientWidth + 1 || box(head).height < 8,
        digits,
        cells,
      };
    });
    expect(m.text).toBe(lang === 'en' ? 'dec' : '10進');
    expect(m.left[0], 'aligned with the values').toBe(m.left[1]);
    expect(m.above && !m.cut, JSON.stringify(m)).toBe(true);
    // Beside the board (lying down) the rows have columns of their own.
    if (viewport.height > 400) {
      expect(m.digits.length).toBe(m.cells.length);
      expect(m.digits.every((x, i) => Math.abs(x - m.cells[i]) <= 1), `the digits under the board's columns: ${m.digits} / ${m.cells}`).toBe(true);
    }
  });
}
