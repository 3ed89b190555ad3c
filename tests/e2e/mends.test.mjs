// Mends of a fresh walk of the site, each where only a browser can tell:
// the lesson's row names are not underlined; the bit rows' decimal heading
// sits over their values (the lesson's too, and lying down with the
// banner); left|down|right, the free squares' label and a descend's shifts
// whole (their "(" was clipped at 1280 px and on the phones), on one line
// on a phone, presenter mode's too. (The puzzle's way on: lesson-phone.)
import { test, expect, useSite, open as openPage, PHONE, DESKTOP, expectNothingSideways, goTo } from './harness.mjs';

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

/** The decimal heading over the values of the row whose value box `tail` selects. Runs in the page. */
function heading(tail) {
  const box = (e) => e.getBoundingClientRect();
  const head = document.querySelector('[data-testid=bits-dec-head]');
  const value = document.querySelector(tail);
  return {
    left: [Math.round(box(head).left), Math.round(box(value).left)],
    above: box(head).bottom <= box(value).top + 1,
    cut: head.scrollWidth > head.clientWidth + 1 || box(head).height < 8,
  };
}

/** The lines of each bit row's label (of `rows`) holding `|` (left|down|right,
 *  the free squares'), whether it is cut, and the lesson's squares' width.
 *  Runs in the page. */
function longLabels(rows) {
  return {
    labels: [...document.querySelectorAll(rows.split(', ').map((r) => `${r} .row-label`).join(', '))].filter((e) => e.textContent.includes('|') && e.getClientRects().length > 0).map((e) => {
      const range = document.createRange();
      range.selectNodeContents(e);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
      // A label is right-aligned: a line too long for its column runs out
      // on the left, where scrollWidth does not see it.
      const left = Math.min(...[...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.left));
      return { text: e.textContent, lines, cut: e.scrollWidth > e.clientWidth + 1 || left < e.getBoundingClientRect().left - 0.5 };
    }),
    digit: Math.min(...[...document.querySelectorAll('.lesson-stage .bit-row .digit')].map((d) => d.getBoundingClientRect().width)),
  };
}

/** Moves `page` to a step or a lesson stop as Back would (what a load of `query` shows, without a load). */
async function moveTo(page, query) {
  await goTo(page, query);
  const [, key, k] = query.match(/[?&](step|stop)=(\d+)/);
  await expect(page.getByTestId({ step: 'step-index', stop: 'lesson-stop' }[key])).toHaveAttribute({ step: 'data-value', stop: 'data-index' }[key], k);
}
const [LDR, FREE, SHL, SHR] = ['left|down|right', 'mask & ~(left|down|right)', '(left|bit)<<1&mask', '(right|bit)>>1'];

// Each screen: the stepper at a step with the lesson's banner (n = 8, step
// 5); on the phones then at step 0, the lesson's stops 2, 3 and 17 and
// presenter mode.
const LYING = { width: 844, height: 390 };
for (const [viewport, lang] of [[DESKTOP, 'en'], [PHONE, 'ja'], [PHONE, 'en'], [LYING, 'ja'], [LYING, 'en']]) {
  test(`the bit rows, ${viewport.width}×${viewport.height} ${lang}: the decimal heading over the values (the lesson's too); left|down|right, the free squares' label and a descend's shifts whole, the first two on one line on a phone (the stepper's, the lesson's and presenter mode's); the digits under the columns; nothing sideways`, async () => {
    const { page } = await open(`?n=8&step=5&lang=${lang}`, { viewport, hasTouch: true });
    // With the lesson's banner, lying down too (at 844 × 390 the free
    // squares' label on one line pays for the heading's line).
    await expect(page.getByTestId('lesson-banner')).toBeVisible();
    // Beside the board (lying down) the rows have columns of their own.
    const underColumns = async (testid) => {
      if (viewport.height <= 400) return;
      const left = (sel) => page.locator(sel).evaluateAll((es) => es.map((e) => Math.round(e.getBoundingClientRect().left)));
      const [digits, cells] = [await left(`[data-testid=${testid}] .digit`), await left('[data-testid=board] [role=gridcell][data-r="0"]')];
      expect(digits.length).toBe(cells.length);
      expect(digits.every((x, i) => Math.abs(x - cells[i]) <= 1), `${testid} under the board's columns: ${digits} / ${cells}`).toBe(true);
    };
    const m = await page.evaluate(heading, '[data-testid=bits-left] .row-tail');
    expect(m.left[0], 'aligned with the values').toBe(m.left[1]);
    expect(m.above && !m.cut, JSON.stringify(m)).toBe(true);
    await underColumns('bits-left');
    // A descend's shifts whole: the "(" of (right|bit)>>1, which cannot
    // break, was clipped at 1280 px and on the phones.
    await moveTo(page, `?n=8&step=2&lang=${lang}`);
    await expect(page.getByTestId('derive-right')).toBeVisible();
    const shifts = await page.evaluate(longLabels, '[data-testid=derive-left], [data-testid=derive-right]');
    expect(shifts.labels.map((x) => [x.text, x.lines <= 2, x.cut]), `${viewport.width}×${viewport.height} ${lang}: the shifts whole`)
      .toStrictEqual([[SHL, true, false], [SHR, true, false]]);
    for (const [query, ready, want, rows = '.bit-row'] of [
      // Step 0: the derivation's bitmap row has the free squares' label too.
      // (The derivation is drawn after the first screen: its row is the one waited for.)
      [`?n=8&step=0&lang=${lang}`, 'derive-bitmap', [FREE, FREE], '[data-testid=bits-free], [data-testid=derive-bitmap]'],
      [`?view=learn&stop=2&lang=${lang}`, 'lesson-stop', null],
      [`?view=learn&stop=3&lang=${lang}`, 'lesson-stop', [LDR]],
      [`?view=learn&stop=17&lang=${lang}`, 'lesson-stop', [LDR]],
      [`?n=8&step=100&present=1&lang=${lang}`, 'present', [LDR, FREE]],
    ].slice(0, viewport === DESKTOP ? 1 : undefined)) {
      await (query.includes('present=1') ? page.goto(`${site.url}${query}`) : moveTo(page, query));
      await expect(page.getByTestId(ready)).toBeVisible();
      const at = `${viewport.width}×${viewport.height} ${query}`;
      const l = await page.evaluate(longLabels, rows);
      // (At 1280 px the free squares' label may take two lines.)
      const most = viewport === DESKTOP ? 2 : 1;
      if (want) {
        expect(l.labels.map((x) => [x.text, x.lines <= most, x.cut]), `${at}: on ${most} line(s), whole`)
          .toStrictEqual(want.map((text) => [text, true, false]));
      }
      if (query.includes('step=0')) await underColumns('bits-free');
      // The lesson's bit rows: the stepper's decimal heading over their values.
      if (query.includes('stop=2')) {
        const lesson = await page.evaluate(heading, '.lesson-stage .bit-row .row-tail');
        expect(lesson.left[0], `${at}: the lesson's heading aligned with the values`).toBe(lesson.left[1]);
        expect(lesson.above && !lesson.cut, JSON.stringify(lesson)).toBe(true);
      }
      // The lesson's five squares keep their 44 px.
      if (query.includes('stop=3') && viewport === PHONE) expect(l.digit, at).toBeGreaterThanOrEqual(44 - 0.5);
      await expectNothingSideways(page, at);
    }
  });
}
