// Every moment shown is true (the shift equation with its mask on every
// surface, the state after a backtrack, in the views and the figure:
// tests/views.rs and tests/views_pages.rs, mod truth): the lesson's
// question after a backtrack answered by its screen,
// the lesson's first stop (the puzzle by hand), what a Japanese input
// method types, and the smaller items of the walks.
//   playwright test -c tests/e2e/playwright.config.mjs truth
import { test, expect, useSite, open, value, PHONE } from './harness.mjs';

const site = useSite();

test('the lesson\'s question after a backtrack is answered by its screen: the lowest 1 of bitmap, the old queen lifted', async () => {
  for (const lang of ['en', 'ja']) {
    const { page, errors, context } = await open(site.browser, site.url, `?view=learn&stop=15&lang=${lang}`, { ready: 'lesson-stop' });
    const stop = page.getByTestId('lesson-stop');
    await expect(stop).toHaveAttribute('data-topic', 'stack');
    await expect(stop).toHaveAttribute('data-task', 'next-queen');
    // What the screen shows: the bit row is empty, the queen lifted, and
    // bitmap's lowest 1 is the answer.
    expect(await value(page, 'lesson-bits-bit')).toBe('0');
    await expect(page.getByTestId('board')).toHaveAttribute('data-lifted', /\d/);
    const n = Number(await stop.getAttribute('data-n'));
    const bitmap = Number(await value(page, 'lesson-bits-bitmap'));
    const lowest = bitmap & -bitmap;
    const column = n - 1 - Math.log2(lowest);
    const lifted = Number(await page.getByTestId('board').getAttribute('data-lifted'));
    expect(column).not.toBe(lifted);
    await page.getByTestId(`lesson-col-${column}`).click();
    await expect(page.getByTestId('lesson-click-result')).toHaveAttribute('data-correct', 'true');
    expect(errors).toStrictEqual([]);
    await context.close();
  }
});

test('the lesson starts from the puzzle: a 4×4 board solved by hand, the attacks shown and said', async () => {
  for (const [lang, solved, attacked] of [['en', 'Solved', 'attacked along its row, column and diagonal'], ['ja', 'できた', '行・列・斜めの利きが届いている']]) {
    const { page, errors, context } = await open(site.browser, site.url, `?view=learn&stop=1&lang=${lang}`, { ready: 'puzzle' });
    const stop = page.getByTestId('lesson-stop');
    await expect(stop).toHaveAttribute('data-topic', 'problem');
    await expect(stop).toHaveAttribute('data-total', '18');
    await expect(page.getByTestId('lesson-text')).toContainText(lang === 'en' ? 'attacks every square of its row, of its column' : '同じ行・同じ列・2本の斜め');
    const cell = (r, c) => page.getByTestId(`puzzle-${r}-${c}`);
    for (const [r, c] of [[0, 1], [1, 3], [2, 0], [3, 3]]) await cell(r, c).click();
    await expect(cell(3, 3)).toHaveAttribute('aria-pressed', 'true');
    await expect(cell(3, 3)).toHaveClass(/in-conflict/);
    await expect(cell(3, 3)).toHaveAttribute('aria-label', new RegExp(lang === 'en' ? 'queen, attacked along its column' : 'クイーン（列'));
    await expect(cell(2, 3)).toHaveAttribute('aria-label', new RegExp(attacked));
    await expect(page.getByTestId('puzzle')).toHaveAttribute('data-solved', 'false');
    await cell(3, 3).click();
    await cell(3, 2).click();
    await expect(page.getByTestId('puzzle')).toHaveAttribute('data-solved', 'true');
    await expect(page.getByTestId('puzzle-status')).toContainText(solved);
    expect(errors).toStrictEqual([]);
    await context.close();
  }
});

test('what a Japanese input method types is read as ASCII: the write tab, the step box, the count page, the exercises', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?view=learn&write=1&lang=ja', { ready: 'write-run' });
  // The other blanks, as a Japanese input method types them too.
  for (const [b, typed] of [['bit', 'ｂｉｔｍａｐ　＆　ーｂｉｔｍａｐ'], ['left', '（left｜bit）＜＜１'], ['down', 'ｄｏｗｎ｜ｂｉｔ'], ['right', '(right｜bit) ＞＞ １']]) {
    await page.getByTestId(`write-expr-${b}`).fill(typed);
  }
  const blank = page.getByTestId('write-expr-bitmap');
  // Errors show once Run was pressed: C's logical AND names the one meant.
  await blank.fill('mask && ~(left|down|right)');
  await page.getByTestId('write-run').click();
  await expect(page.getByTestId('write-error-bitmap')).toContainText('& を1つだけ');
  // Typed key by key, as an input method commits it: the errors of the
  // half-typed text come and go, and the field keeps the focus and every key.
  await blank.fill('');
  await blank.pressSequentially('mask ＆ ~（left｜down｜right）');
  await expect(blank).toBeFocused();
  await expect(blank).toHaveValue('mask ＆ ~（left｜down｜right）');
  await expect(page.getByTestId('write-error-bitmap')).toHaveCount(0);
  await blank.fill('ｍａｓｋ　＆　〜（ｌｅｆｔ｜ｄｏｗｎ｜ｒｉｇｈｔ）');
  await expect(page.getByTestId('write-error-bitmap')).toHaveCount(0);
  await page.getByTestId('write-run').click();
  await expect(page.getByTestId('write-result')).toHaveAttribute('data-match', 'true');
  // The step box and the count page's n.
  await page.goto(`${site.url}?n=6&lang=ja`);
  await page.getByTestId('board').waitFor();
  await page.getByTestId('step-input').fill('４０');
  await page.getByTestId('step-input').press('Enter');
  await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', '40');
  await page.goto(`${site.url}?view=count&lang=ja`);
  await page.getByTestId('count-n').fill('１２');
  await expect(page.getByTestId('count-n-error')).toHaveCount(0);
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('lesson answers: the right value in binary is told its base; nothing typed is not graded', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?view=learn&stop=13&lang=en', { ready: 'lesson-number' });
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-topic', 'solution');
  // The question sits with its field.
  await expect(page.getByTestId('lesson-number-question')).toContainText('down | bit, in decimal');
  await page.getByTestId('lesson-number-check').click();
  await expect(page.getByTestId('lesson-number-result')).toHaveText('Type your answer in the box first.');
  await expect(page.getByTestId('lesson-number-result')).not.toHaveAttribute('data-correct', /./);
  await page.getByTestId('lesson-number').fill('11111');
  await page.getByTestId('lesson-number-check').click();
  await expect(page.getByTestId('lesson-number-result')).toContainText('binary digits');
  await expect(page.getByTestId('lesson-number-result')).not.toHaveAttribute('data-correct', /./);
  await page.getByTestId('lesson-number').fill('３１');
  await page.getByTestId('lesson-number-check').click();
  await expect(page.getByTestId('lesson-number-result')).toHaveAttribute('data-correct', 'true');
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('Back goes to the stop before, and Learn comes back to the stop left', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?view=learn&stop=2&lang=en', { ready: 'lesson-stop' });
  await page.getByTestId('lesson-next').click();
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', '3');
  await page.goBack();
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', '2');
  await page.getByTestId('lesson-next').click();
  await page.getByTestId('lesson-next').click();
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', '4');
  // Another visit, not through a lesson link: the lesson opens where it was left.
  await page.goto(`${site.url}?lang=en`);
  await page.getByTestId('board').waitFor();
  await page.goto(`${site.url}?view=learn&lang=en`);
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', '4');
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('exercises: a value wider than the board is flagged with the range, not graded', async () => {
  // The first question of a set asks for down (a row of digits); the row
  // question needs a number.
  const { page, errors, context } = await open(site.browser, site.url, '?view=learn&quiz=5&lang=en', { ready: 'quiz-question' });
  // The question is not a live region: it is read once, when the focus
  // comes to it, not again after each Check.
  await expect(page.getByTestId('quiz-question')).not.toHaveAttribute('aria-live', /./);
  const kind = await page.getByTestId('quiz-question').getAttribute('data-kind');
  expect(kind).toBe('down');
  const n = Number(await page.getByTestId('quiz-question').getAttribute('data-n'));
  // A value one digit wider than the board.
  await page.getByTestId('quiz-input').fill(String(1 << n | 1));
  await page.getByTestId('quiz-check').click();
  // Every answer is under 2^n: a wider one is a slip to flag (with the
  // range), not a wrong answer to grade.
  await expect(page.getByTestId('quiz-input-error')).toContainText(`Not graded: ${1 << n | 1} does not fit in ${n} bits`);
  await expect(page.getByTestId('quiz-feedback')).toHaveCount(0);
  await expect(page.getByTestId('quiz-input')).toHaveAttribute('aria-invalid', 'true');
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('sideways phones: the stepper keeps its step bar and shows the board beside the bit rows on one screen; the lesson shows its stop under a short bar', async () => {
  for (const viewport of [{ width: 844, height: 390 }, { width: 667, height: 375 }]) {
    for (const lang of ['en', 'ja']) {
      const at = `${viewport.width}×${viewport.height} ${lang}`;
      const { page, errors, context } = await open(site.browser, site.url, `?n=8&step=20&lang=${lang}`, { viewport, hasTouch: true });
      const seen = await page.evaluate(() => {
        const inside = (el) => {
          const r = el.getBoundingClientRect();
          return r.top >= -0.5 && r.bottom <= window.innerHeight + 0.5 && r.left >= -0.5 && r.right <= window.innerWidth + 0.5;
        };
        const cells = [...document.querySelectorAll('[data-testid=board] .cell')];
        const digits = [...document.querySelectorAll('.stage .bits .bit-grid .digit')];
        const forward = document.querySelector('[data-testid=step-forward]');
        const board = document.querySelector('[data-testid=board] .cell').getBoundingClientRect();
        const bits = document.querySelector('.stage .bits .bit-grid .digit').getBoundingClientRect();
        return {
          cells: cells.length, cellsOut: cells.filter((c) => !inside(c)).length,
          digits: digits.length, digitsOut: digits.filter((d) => !inside(d)).length,
          forward: inside(forward), fixed: getComputedStyle(forward.closest('.controls')).position,
          besides: bits.left > board.right, width: document.documentElement.scrollWidth <= window.innerWidth,
        };
      });
      expect(seen.cells, at).toBe(64);
      expect([seen.cellsOut, seen.digitsOut, seen.forward, seen.besides, seen.width], at).toStrictEqual([0, 0, true, true, true]);
      expect(seen.digits, at).toBeGreaterThanOrEqual(7 * 8);
      // Stepping keeps them there.
      await page.getByTestId('step-forward').click();
      await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', '21');
      expect(await page.evaluate(() => window.scrollY), at).toBe(0);

      // The lesson: the stop's text on the first screen, a bar of 56 px at most.
      await page.goto(`${site.url}?view=learn&stop=4&lang=${lang}`);
      await page.getByTestId('lesson-stop').waitFor();
      const lesson = await page.evaluate(() => {
        const r = (id) => document.querySelector(`[data-testid=${id}]`).getBoundingClientRect();
        const nav = document.querySelector('.lesson-nav').getBoundingClientRect();
        return { text: r('lesson-text').top, nav: nav.height, navTop: nav.top, height: window.innerHeight };
      });
      expect(lesson.nav, `${at}: the lesson's bar`).toBeLessThanOrEqual(56);
      expect(lesson.text, `${at}: the stop's text on the first screen`).toBeLessThan(lesson.navTop - 40);
      expect(errors).toStrictEqual([]);
      await context.close();
    }
  }
});

test('a phone in portrait: up to n = 5 the exercises\' digit buttons sit under the board\'s columns; the keys hint is not shown on a touch screen', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?view=learn&quiz=5&lang=ja', { viewport: PHONE, hasTouch: true, ready: 'quiz-question' });
  const n = Number(await page.getByTestId('quiz-question').getAttribute('data-n'));
  expect(n).toBeLessThanOrEqual(5);
  const offsets = await page.evaluate((n) => [...Array(n).keys()].map((c) => {
    const button = document.querySelector(`[data-testid=quiz-bit-${c}]`).getBoundingClientRect();
    const square = document.querySelector(`[data-testid=board] [role=gridcell][data-r="0"][data-col="${c}"]`).getBoundingClientRect();
    return Math.abs((button.left + button.right) / 2 - (square.left + square.right) / 2);
  }), n);
  for (const [c, d] of offsets.entries()) expect(d, `column ${c}`).toBeLessThan(1);
  await page.goto(`${site.url}?view=learn&stop=2&lang=ja`);
  await page.getByTestId('lesson-stop').waitFor();
  await expect(page.locator('.keys-hint')).toBeHidden();
  expect(errors).toStrictEqual([]);
  await context.close();
});
