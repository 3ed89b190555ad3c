// Mends of a fresh walk of the site, each where only a browser can tell:
// the lesson's way on
// is one Tab after a right answer (the puzzle solved too); a link to a
// lesson stop moves no progress; the lesson's row names are not
// underlined; the bit rows' decimal heading sits over their values (the
// lesson's too, and lying down with the banner); the free squares' long
// label keeps to one line on a phone.
import { test, expect, useSite, open as openPage, PHONE, DESKTOP, SHOWN } from './harness.mjs';

const site = useSite();
const open = (query, options = {}) => openPage(site.browser, site.url, query, options);

test('the lesson: after a right answer one Tab, from the field or from the spent Check, reaches the way on; Check then does nothing; Next goes on', async () => {
  const k = 1 + SHOWN.lesson.findIndex((t) => t.topic === 'candidates');
  const { page } = await open(`?view=learn&stop=${k}&lang=ja`, { ready: 'lesson-number' });
  const field = page.getByTestId('lesson-number');
  await field.fill(String(SHOWN.lesson[k - 1].answer));
  await field.press('Enter');
  await expect(page.getByTestId('lesson-number-result')).toHaveAttribute('data-correct', 'true');
  await expect(field).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('lesson-answer-next'), 'one Tab from the field').toBeFocused();
  await expect(page.getByTestId('lesson-answer-next')).toHaveAccessibleName('次の場面へ');
  // The spent Check keeps a focus given to it and checks nothing.
  await page.getByTestId('lesson-number-check').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', String(k));
  await expect(page.getByTestId('lesson-number-check')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('lesson-answer-next'), 'one Tab from Check').toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', String(k + 1));
  await expect(page.getByTestId('lesson-title'), 'the new stop\'s title').toBeFocused();
});

test('the lesson: after the right column one Tab reaches the way on; the spent columns are out of the Tab order', async () => {
  // Stop 3: which column takes the next queen (its answer: the column).
  const k = 1 + SHOWN.lesson.findIndex((t) => t.task === 'next-queen');
  const { page } = await open(`?view=learn&stop=${k}&lang=en`, { ready: 'lesson-stop' });
  const right = page.getByTestId(`lesson-col-${SHOWN.lesson[k - 1].answer}`);
  await right.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('lesson-click-result')).toHaveAttribute('data-correct', 'true');
  await expect(right).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('lesson-answer-next'), 'one Tab from the column found').toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', String(k + 1));
});

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

test('a link to a lesson stop shows it and moves no progress, later or earlier; going on within the lesson moves it', async () => {
  const kept = (page) => page.evaluate(() => localStorage.getItem('bitqueens.stop'));
  // A fresh browser opens a teacher's link to stop 9.
  const { page } = await open('?view=learn&stop=9&lang=en', { ready: 'lesson-stop' });
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', '9');
  expect(await kept(page), 'a later stop, opened by a link').toBe(null);
  await page.getByTestId('nav-stepper').click();
  await expect(page.getByTestId('lesson-banner-open'), 'the banner still welcomes').toContainText('New here?');
  await page.goBack();
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', '9');
  expect(await kept(page), 'nor by Back').toBe(null);
  // Going on from there is progress.
  await page.getByTestId('lesson-next').click();
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', '10');
  await expect.poll(() => kept(page)).toBe('10');
  // A link to an earlier stop lowers nothing.
  await page.goto(`${site.url}?view=learn&stop=5&lang=en`);
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', '5');
  expect(await kept(page)).toBe('10');
  await page.getByTestId('nav-stepper').click();
  await expect(page.getByTestId('lesson-banner-open')).toContainText('stop 10 of');
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

for (const [viewport, lang] of [[DESKTOP, 'en'], [PHONE, 'ja'], [{ width: 844, height: 390 }, 'ja']]) {
  test(`the bit rows' decimal heading, ${viewport.width}×${viewport.height} ${lang}: over the values, whole, the digits still under the board's columns`, async () => {
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

test('the lesson\'s bit rows: the stepper\'s decimal heading over their values', async () => {
  for (const [viewport, lang] of [[PHONE, 'ja'], [{ width: 844, height: 390 }, 'en']]) {
    const { page, context } = await open(`?view=learn&stop=2&lang=${lang}`, { viewport, hasTouch: true, ready: 'lesson-stop' });
    const m = await page.evaluate(() => {
      const box = (e) => e.getBoundingClientRect();
      const head = document.querySelector('[data-testid=bits-dec-head]');
      const tail = document.querySelector('.lesson-stage .bit-row .row-tail');
      return { text: head.textContent, left: [Math.round(box(head).left), Math.round(box(tail).left)], above: box(head).bottom <= box(tail).top + 1, cut: head.scrollWidth > head.clientWidth + 1 || box(head).height < 8 };
    });
    expect(m.text).toBe(lang === 'en' ? 'dec' : '10進');
    expect(m.left[0], `${lang}: aligned with the values`).toBe(m.left[1]);
    expect(m.above && !m.cut, JSON.stringify(m)).toBe(true);
    await context.close();
  }
});

for (const [viewport, lang] of [[PHONE, 'ja'], [PHONE, 'en'], [{ width: 844, height: 390 }, 'ja'], [{ width: 844, height: 390 }, 'en']]) {
  test(`the free squares' label mask & ~(left|down|right), ${viewport.width}×${viewport.height} ${lang}: one line, whole, the digits still under the board's columns`, async () => {
    // Step 0: the derivation's bitmap row has that label too.
    const { page } = await open(`?n=8&step=0&lang=${lang}`, { viewport, hasTouch: true });
    const m = await page.evaluate(() => {
      const box = (e) => e.getBoundingClientRect();
      const label = (id) => {
        const el = document.querySelector(`[data-testid=${id}] .row-label`);
        const r = document.createRange();
        r.selectNodeContents(el);
        const tops = new Set([...r.getClientRects()].filter((x) => x.width > 0).map((x) => Math.round(x.top)));
        return { id, text: el.textContent, lines: tops.size, cut: el.scrollWidth > el.clientWidth + 1 };
      };
      const digits = [...document.querySelectorAll('[data-testid=bits-free] .digit')].map((d) => Math.round(box(d).left));
      const cells = [...document.querySelectorAll('[data-testid=board] [role=gridcell][data-r="0"]')].map((c) => Math.round(box(c).left));
      return { labels: [label('bits-free'), label('derive-bitmap')], digits, cells };
    });
    for (const l of m.labels) {
      expect(l.text, l.id).toBe('mask & ~(left|down|right)');
      expect([l.lines, l.cut], `${l.id}: one line, not cut`).toStrictEqual([1, false]);
    }
    if (viewport.height > 400) {
      expect(m.digits.every((x, i) => Math.abs(x - m.cells[i]) <= 1), `the digits under the board's columns: ${m.digits} / ${m.cells}`).toBe(true);
    }
  });
}

test('the stepper\'s refused copy, a phone lying down, dark: the field to copy by hand in the theme\'s colours, shown from its top (the latest solution, as the list), selected', async () => {
  const refuse = () => { if (navigator.clipboard) navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')); };
  for (const lang of ['ja', 'en']) {
    const { page, context } = await open(`?n=6&step=449&lang=${lang}`, { viewport: { width: 844, height: 390 }, hasTouch: true, colorScheme: 'dark', initScript: refuse, errors: 'mine' });
    await page.locator('[data-testid="timeline"]:not([disabled])').waitFor({ timeout: 60_000 });
    await page.getByTestId('copy-solutions').click();
    const field = page.getByTestId('solutions-text');
    await expect(field).toBeFocused();
    const m = await field.evaluate((f) => {
      const root = getComputedStyle(document.documentElement);
      const probe = document.createElement('div');
      probe.style.background = root.getPropertyValue('--bg');
      probe.style.color = root.getPropertyValue('--fg');
      document.body.append(probe);
      const want = [getComputedStyle(probe).backgroundColor, getComputedStyle(probe).color];
      probe.remove();
      const cs = getComputedStyle(f);
      return { got: [cs.backgroundColor, cs.color], want, top: f.scrollTop, selected: [f.selectionStart, f.selectionEnd, f.value.length], first: f.value.split('\n')[0] };
    });
    expect(m.got, `${lang}: the theme's colours`).toStrictEqual(m.want);
    expect(m.top, `${lang}: shown from its start`).toBe(0);
    expect(m.selected, lang).toStrictEqual([0, m.selected[2], m.selected[2]]);
    // The latest first, as the list on the page (n = 6 has four).
    expect(m.first).toBe('4');
    await context.close();
  }
});
