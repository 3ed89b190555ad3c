// Mends of a fresh walk of the site, each where only a browser can tell:
// the lesson's row names are not underlined; the bit rows' decimal heading
// sits over their values (the lesson's too, and lying down with the
// banner); the free squares' long label keeps to one line on a phone, and
// left|down|right in the lesson's rows and in presenter mode on a phone
// (presenter mode on the class's screens: teacher.test.mjs); one Tab from
// the square that solves the lesson's puzzle reaches the way on.
import { test, expect, useSite, open as openPage, goTo, PHONE, DESKTOP, expectNothingSideways } from './harness.mjs';

const site = useSite();
const open = (query, options = {}) => openPage(site.browser, site.url, query, options);

test('the lesson\'s puzzle: the square that solves it keeps the focus, and one Tab from it reaches the way on', async () => {
  const { page } = await open('?view=learn&stop=1&lang=ja', { ready: 'puzzle' });
  // A solution of n = 4: (0, 1), (1, 3), (2, 0), (3, 2); the last by keys.
  for (const [r, c] of [[0, 1], [1, 3], [2, 0]]) await page.getByTestId(`puzzle-${r}-${c}`).click();
  await expect(page.getByTestId('lesson-answer-next')).toHaveCount(0);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('puzzle-3-2')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('puzzle')).toHaveAttribute('data-solved', 'true');
  await expect(page.getByTestId('puzzle-3-2')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('lesson-answer-next'), 'one Tab from the square').toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', '2');
});

test('the lesson\'s puzzle on a phone: the tap that solves it brings the way on into view, above the bar', async () => {
  const { page } = await open('?view=learn&stop=1&lang=ja', { viewport: PHONE, hasTouch: true, ready: 'puzzle' });
  // Scrolled just far enough to see the whole board above the bar, as a
  // learner would; then four taps where the squares are (no scrolling).
  await page.evaluate(() => {
    const bar = document.querySelector('.lesson-nav').getBoundingClientRect().top;
    const last = document.querySelector('[data-testid=puzzle-3-0]').getBoundingClientRect().bottom;
    window.scrollBy(0, last - bar + 4);
  });
  for (const [r, c] of [[0, 1], [1, 3], [2, 0], [3, 2]]) {
    const b = await page.getByTestId(`puzzle-${r}-${c}`).boundingBox();
    await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
  }
  await expect(page.getByTestId('puzzle')).toHaveAttribute('data-solved', 'true');
  const next = page.getByTestId('lesson-answer-next');
  await expect(next).toBeInViewport({ ratio: 1 });
  await expect.poll(() => page.evaluate(() => {
    const box = (id) => document.querySelector(`[data-testid=${id}]`).getBoundingClientRect();
    return box('lesson-answer-next').bottom <= document.querySelector('.lesson-nav').getBoundingClientRect().top;
  }), 'Next clear of the bar at the foot').toBe(true);
});

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

/** The left edges of row `testid`'s digits and of the board's first row of squares. Runs in the page. */
function columns(testid) {
  const left = (sel) => [...document.querySelectorAll(sel)].map((e) => Math.round(e.getBoundingClientRect().left));
  return { digits: left(`[data-testid=${testid}] .digit`), cells: left('[data-testid=board] [role=gridcell][data-r="0"]') };
}

// Each screen: the stepper at a step with the lesson's banner (n = 8, step
// 5), then at step 0, then the lesson's stop 2 (the phones only).
const LYING = { width: 844, height: 390 };
for (const [viewport, lang] of [[DESKTOP, 'en'], [PHONE, 'ja'], [PHONE, 'en'], [LYING, 'ja'], [LYING, 'en']]) {
  test(`the bit rows, ${viewport.width}×${viewport.height} ${lang}: the decimal heading over the values (the lesson's too), the free squares' label whole (one line on a phone); the digits under the columns`, async () => {
    const { page } = await open(`?n=8&step=5&lang=${lang}`, { viewport, hasTouch: true });
    // With the lesson's banner, lying down too (at 844 × 390 the free
    // squares' label on one line pays for the heading's line): on a phone
    // every bit row stays above the bar at the foot.
    await expect(page.getByTestId('lesson-banner')).toBeVisible();
    if (viewport !== DESKTOP) {
      const below = await page.evaluate(() => {
        const bar = document.querySelector('.controls').getBoundingClientRect().top;
        return [...document.querySelectorAll('[data-testid=board] .cell, .stage .bits .bit-grid .digit')].filter((e) => e.getBoundingClientRect().bottom > bar + 0.5).length;
      });
      expect(below, 'squares or digits under the bar').toBe(0);
    }
    // Beside the board (lying down) the rows have columns of their own.
    const underColumns = async (testid) => {
      if (viewport.height <= 400) return;
      const m = await page.evaluate(columns, testid);
      expect(m.digits.length).toBe(m.cells.length);
      expect(m.digits.every((x, i) => Math.abs(x - m.cells[i]) <= 1), `${testid} under the board's columns: ${m.digits} / ${m.cells}`).toBe(true);
    };
    // (The heading's words, in both languages: natively, stepper_access.rs
    // and views_learn.)
    const m = await page.evaluate(heading, '[data-testid=bits-left] .row-tail');
    expect(m.left[0], 'aligned with the values').toBe(m.left[1]);
    expect(m.above && !m.cut, JSON.stringify(m)).toBe(true);
    await underColumns('bits-left');
    // Step 0: the derivation's bitmap row has the free squares' label too:
    // whole (a label is right-aligned, so a line too long for its column
    // runs out on the left, where scrollWidth does not see it), on one line
    // on a phone, two at most on a desktop.
    await goTo(page, `?n=8&step=0&lang=${lang}`);
    await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', '0');
    const labels = await page.evaluate(() => ['bits-free', 'derive-bitmap'].map((id) => {
      const el = document.querySelector(`[data-testid=${id}] .row-label`);
      const r = document.createRange();
      r.selectNodeContents(el);
      const rects = [...r.getClientRects()].filter((x) => x.width > 0);
      const tops = new Set(rects.map((x) => Math.round(x.top)));
      const box = el.getBoundingClientRect();
      const cut = el.scrollWidth > el.clientWidth + 1 || rects.some((x) => x.left < box.left - 0.5);
      return { id, text: el.textContent, lines: tops.size, cut };
    }));
    for (const l of labels) {
      expect(l.text, l.id).toBe('mask & ~(left|down|right)');
      expect(l.cut, `${l.id}: whole`).toBe(false);
      if (viewport === DESKTOP) expect(l.lines, l.id).toBeLessThanOrEqual(2);
      else expect(l.lines, `${l.id}: one line`).toBe(1);
    }
    if (viewport === DESKTOP) return;
    await underColumns('bits-free');
    // The lesson's bit rows: the stepper's decimal heading over their values.
    await goTo(page, `?view=learn&stop=2&lang=${lang}`);
    await page.getByTestId('lesson-stop').waitFor();
    const lesson = await page.evaluate(heading, '.lesson-stage .bit-row .row-tail');
    expect(lesson.left[0], `${lang}: the lesson's heading aligned with the values`).toBe(lesson.left[1]);
    expect(lesson.above && !lesson.cut, JSON.stringify(lesson)).toBe(true);
  });
}

/** The lines of each bit row's label holding `|` (left|down|right, the
 *  free squares'), whether it is cut, and the squares' width. Runs in the page. */
function longLabels() {
  return {
    labels: [...document.querySelectorAll('.bit-row .row-label')].filter((e) => e.textContent.includes('|') && e.getClientRects().length > 0).map((e) => {
      const range = document.createRange();
      range.selectNodeContents(e);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
      return { text: e.textContent, lines, cut: e.scrollWidth > e.clientWidth + 1 };
    }),
    digit: Math.min(...[...document.querySelectorAll('.lesson-stage .bit-row .digit')].map((d) => d.getBoundingClientRect().width)),
  };
}

for (const viewport of [PHONE, { width: 844, height: 390 }]) {
  for (const lang of ['ja', 'en']) {
    test(`left|down|right on one line, ${viewport.width}×${viewport.height} ${lang}: the lesson's rows (n = 5 and 8) and presenter mode's, nothing sideways`, async () => {
      const { page } = await open(`?view=learn&stop=3&lang=${lang}`, { viewport, hasTouch: true, ready: 'lesson-stop' });
      for (const [query, ready, n] of [[`?view=learn&stop=3&lang=${lang}`, 'lesson-stop', 5], [`?view=learn&stop=17&lang=${lang}`, 'lesson-stop', 8], [`?n=8&step=100&present=1&lang=${lang}`, 'present', 8]]) {
        await page.goto(`${site.url}${query}`);
        await expect(page.getByTestId(ready)).toBeVisible();
        const at = `${viewport.width}×${viewport.height} ${query}`;
        const m = await page.evaluate(longLabels);
        const want = ready === 'present' ? ['left|down|right', 'mask & ~(left|down|right)'] : ['left|down|right'];
        expect(m.labels, `${at}: one line, whole`).toStrictEqual(want.map((text) => ({ text, lines: 1, cut: false })));
        // The lesson's five squares keep their 44 px.
        if (ready === 'lesson-stop' && n === 5 && viewport === PHONE) expect(m.digit, at).toBeGreaterThanOrEqual(44 - 0.5);
        await expectNothingSideways(page, at);
      }
    });
  }
}
