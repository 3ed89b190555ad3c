// The lesson and the exercises on a phone (390×844, lying down 844×390,
// 740×360 and 844×340), in both languages: where things are on the screen,
// the focus, sizes and type. Each stop: previous / next on the screen, the
// new stop from its title with the focus; its task reached from a link under
// the title; a step shows the rows it changes, a number task's question,
// field and rows share one screen; no text under 12 px, controls 44×44,
// formulas on one line, nothing sideways. The exercises: digits under the
// board's columns, one key press one action, the feedback in view. (What the
// stops and questions say: natively, tests/views_learn/.)
//   playwright test -c tests/e2e/playwright.config.mjs lesson-phone
import {
  test, expect, useSite, open, PHONE, SHOWN, expectNothingSideways, answerQuiz, nextQuiz, quizShown,
  controlsUnder44, scrollStill, notWhole,
} from './harness.mjs';

const site = useSite();
const LYING = { width: 844, height: 390 };
const COLUMNS = '[data-testid^="lesson-col-"]';
const ROWS = '.lesson-stage .bit-row.focus .digit';

/** The smallest type shown in the stop, with where it is: what a screen
 *  reader alone reads and what is hidden left out, and the marks in the
 *  board's squares (pictures sized to their square, not type). */
function smallestText() {
  const walker = document.createTreeWalker(document.querySelector('[data-testid=lesson-stop]'), NodeFilter.SHOW_TEXT);
  let least = { px: Infinity, at: '' };
  for (let t; (t = walker.nextNode());) {
    const el = t.parentElement;
    if (!t.data.trim() || el.closest('.sr-only, .cell') || !el.getClientRects().length) continue;
    const style = getComputedStyle(el);
    if (style.visibility !== 'visible') continue;
    const px = parseFloat(style.fontSize);
    if (px < least.px) least = { px, at: `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${t.data.trim()}"` };
  }
  return least;
}

/** How many of a click task's column buttons are whole on the screen above
 *  the bar and reached by a tap there. */
function columnsShown() {
  const bar = document.querySelector('.lesson-nav').getBoundingClientRect().top;
  return [...document.querySelectorAll('[data-testid^="lesson-col-"]')].filter((b) => {
    const r = b.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return r.top >= 0 && r.bottom <= bar + 0.5 && (b === hit || b.contains(hit));
  }).length;
}

/** The lesson's prose at a stop: each formula (`bitmap & -bitmap`) is one
 *  `.nobr` piece on one line, no binary operator left outside one between
 *  its operands, and none wider than the screen. */
function formulas() {
  const text = document.querySelector('[data-testid="lesson-text"]');
  let shown = '';
  const walk = (node, kept) => {
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) shown += kept ? child.data.replace(/./gu, 'X') : child.data;
      else if (!child.classList.contains('sr-only')) walk(child, kept || child.classList.contains('nobr'));
    }
    shown += ' ¶ ';
  };
  walk(text, false);
  // (Not `=`: `n = 5` in prose without bit operators is plain text.)
  const loose = shown.match(/[\w)\]] [&|^+] [~\-(\w]/g) ?? [];
  const pieces = [...text.querySelectorAll('.nobr')].map((e) => ({
    text: e.textContent, lines: e.getClientRects().length, right: e.getBoundingClientRect().right,
  }));
  return { loose, broken: pieces.filter((p) => p.lines !== 1 || p.right > innerWidth).map((p) => p.text), kept: pieces.length };
}

/** Arrived at a stop, its type is 12 px at least (the decimal values were
 *  11.2) and the link to its task is on the screen under the title, above
 *  the bar (a number task started as far down as 870 px); pressed, it gives
 *  the task the focus and brings its word and its controls above the bar. */
async function expectTaskReached(page, at) {
  const least = await page.evaluate(smallestText);
  expect(least.px, `${at}: the smallest text, ${least.at}`).toBeGreaterThanOrEqual(12);
  expect(await notWhole(page, ['lesson-jump']), `${at}: the link to the task on arrival`).toStrictEqual([]);
  await page.getByTestId('lesson-jump').click();
  await scrollStill(page);
  const controls = '[data-testid=lesson-number], [data-testid=lesson-step], [data-testid^=lesson-col-]';
  expect(await page.locator(controls).count(), `${at}: the task's controls`).toBeGreaterThan(0);
  const focus = await page.evaluate(() => document.activeElement?.id);
  const off = await notWhole(page, ['#task-label', controls]);
  expect([focus, off], `${at}, the link pressed: the focus; not whole above the bar`)
    .toStrictEqual(['lesson-task', []]);
}

// The whole lesson by Next, upright and lying down. Upright also: the title
// at the top with the focus, the bar's buttons, 44 px controls, formulas,
// nothing sideways, the puzzle's marks apart, a click task's buttons never on the screen without the
// board they choose from (they once sat over it, the board under the bar),
// a lifted queen's legend with the board, and Previous back.
for (const [viewport, lang] of [[PHONE, 'ja'], [PHONE, 'en'], [LYING, 'ja'], [LYING, 'en']]) {
  const upright = viewport === PHONE;
  test(`lesson, ${viewport.width}×${viewport.height}, ${lang}: every stop by Next, its task reached from its title, a step's rows and a number task's question, field and rows on one screen`, async () => {
    const { page } = await open(site.browser, site.url, `?view=learn&stop=1&lang=${lang}`, {
      viewport, hasTouch: !upright, ready: 'lesson-stop',
    });
    const total = Number(await page.getByTestId('lesson-stop').getAttribute('data-total'));
    let [stepped, asked, kept, lifted] = [0, 0, 0, 0];
    if (upright) {
      // Stop 1 is the puzzle alone: its squares are targets of 44 px.
      await expect(page.getByTestId('lesson-next'), 'stop 1 on load').toBeInViewport({ ratio: 1 });
      expect(await controlsUnder44(page), 'stop 1: controls under 44×44').toStrictEqual([]);
      expect(await page.locator('[data-testid=lesson-number], [data-testid=lesson-step]').count()).toBe(0);
      await expectNothingSideways(page, `${lang} stop 1`);
      kept += (await page.evaluate(formulas)).kept;
      // Stop 2 loaded (a click task): no column button without the board.
      await page.goto(`${site.url}?view=learn&stop=2&lang=${lang}`);
      await page.locator('[data-testid="lesson-stop"][data-index="2"]').waitFor();
      expect(await page.locator(COLUMNS).count(), 'stop 2: a click task').toBeGreaterThan(0);
      const shown = await page.evaluate(columnsShown);
      expect(shown === 0 || !(await notWhole(page, ['board'])).length, 'stop 2 on load').toBe(true);
      await page.goto(`${site.url}?view=learn&stop=1&lang=${lang}`);
      await page.locator('[data-testid="lesson-stop"][data-index="1"]').waitFor();
      // Two lines through a square are two marks apart, not one roof (╱╲):
      // queens on (0, 0) and (0, 2) put a ╲ and a ╱ on (1, 1).
      for (const q of ['0-0', '0-2']) await page.getByTestId(`puzzle-${q}`).click();
      const marks = await page.getByTestId('puzzle-1-1').locator('.puzzle-marks > span')
        .evaluateAll((spans) => spans.map((m) => ({ text: m.textContent, box: m.getBoundingClientRect().toJSON() })));
      expect(marks.map((m) => m.text)).toStrictEqual(['╱', '╲']);
      expect(marks[1].box.left - marks[0].box.right, 'the gap between ╱ and ╲').toBeGreaterThanOrEqual(4);
      // Solved, (1, 0) lies on all four lines: its marks clear of its edges.
      for (const q of ['0-0', '0-2', '0-1', '1-3', '2-0', '3-2']) await page.getByTestId(`puzzle-${q}`).click();
      const square = page.getByTestId('puzzle-1-0');
      const [cell, all] = [await square.boundingBox(), await square.locator('.puzzle-marks').boundingBox()];
      expect(await square.locator('.puzzle-marks > span').count()).toBe(4);
      expect([all.x - cell.x, cell.x + cell.width - all.x - all.width].every((room) => room >= 4), 'room by the marks')
        .toBe(true);
    }
    for (let k = 2; k <= total; k++) {
      const at = `${lang} stop ${k}`;
      await page.getByTestId('lesson-next').click();
      await page.locator(`[data-testid="lesson-stop"][data-index="${k}"]`).waitFor();
      await expect(page.getByTestId('lesson-title'), `${at}: the focus after lesson-next`).toBeFocused();
      const buttons = await page.locator(COLUMNS).count();
      if (upright) {
        // The title takes the focus in the render and comes to the top in
        // its effect, which may run a frame later: polled.
        await expect.poll(async () => (await page.getByTestId('lesson-title').boundingBox()).y, `${at}: the title at the top`)
          .toBeLessThan(120);
        expect(await notWhole(page, ['lesson-title']), at).toStrictEqual([]);
        for (const id of ['lesson-next', 'lesson-prev']) {
          await expect(page.getByTestId(id), at).toBeInViewport({ ratio: 1 });
        }
        expect(await controlsUnder44(page), `${at}: controls under 44×44`).toStrictEqual([]);
        const shown = await page.evaluate(columnsShown);
        const board = !(await notWhole(page, ['board'])).length;
        expect(shown === 0 || board, `${at} on arrival: ${shown} buttons, no board`).toBe(true);
        const prose = await page.evaluate(formulas);
        expect([prose.loose, prose.broken], `${at}: operators outside a kept formula; formulas broken`)
          .toStrictEqual([[], []]);
        kept += prose.kept;
      }
      await expectTaskReached(page, at);
      if (upright && buttons > 0) {
        const off = await notWhole(page, ['board', '#task-label']);
        expect([await page.evaluate(columnsShown), off], `${at}, the link pressed`).toStrictEqual([buttons, []]);
      }
      // A queen just lifted: its legend under the board, on the screen with it.
      if (upright && await page.locator('[data-testid=board][data-lifted]').count()) {
        lifted += 1;
        await expect(page.getByTestId('lesson-lifted-legend')).toBeInViewport({ ratio: 1 });
        await expect(page.getByTestId('board')).toBeInViewport({ ratio: 1 });
        const words = lang === 'en' ? 'a queen lifted by a backtrack' : 'バックトラックで取り除いたクイーン';
        expect(await page.getByTestId('lesson-lifted-legend').ariaSnapshot(), at).toContain(words);
      }
      // A number task, asked under the rows it is read from, its question
      // right above its field, one task box: all on one screen once the
      // field is in view by its nearest edge (as a phone's browser puts a
      // field that takes the focus). (They were some 700 px apart.)
      if (await page.getByTestId('lesson-number').count()) {
        asked += 1;
        await page.getByTestId('lesson-number').evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
        const seen = await page.evaluate(() => {
          const box = (sel) => document.querySelector(sel).getBoundingClientRect();
          const field = box('[data-testid=lesson-number]');
          return {
            task: document.querySelector('[data-task]')?.dataset.task,
            digits: [...document.querySelectorAll('.lesson-stage .bit-row.focus .digit')]
              .map((d) => d.getBoundingClientRect().bottom),
            field: field.top,
            apart: Math.round(field.top - box('[data-testid=lesson-number-question]').bottom),
            // The task boxes: one, the field's, its top on the screen.
            boxes: [...document.querySelectorAll('[data-testid=lesson-task]')].map((b) => [
              b.contains(document.querySelector('[data-testid=lesson-number]')), b.getBoundingClientRect().top >= 0]),
          };
        });
        const off = await notWhole(page, ['lesson-number', 'lesson-number-question', ...(upright ? [ROWS] : [])]);
        // (A count over the whole search singles out no row.)
        expect(off.filter((s) => s !== ROWS || seen.digits.length), `${at}: not whole above the bar`).toStrictEqual([]);
        expect([seen.boxes, seen.apart >= 0], `${at}: one task box, the field's; the question above the field`)
          .toStrictEqual([[[true, true]], true]);
        if (upright) {
          expect(seen.digits.length > 0, `${at}: the stop's rows`).toBe(seen.task !== 'descends');
          const order = seen.digits.every((b) => b <= seen.field) && seen.apart < 60;
          expect(order, `${at}: the rows, the question right under them, the field`).toBe(true);
        }
      }
      // A step task: after a step, the step button, its status and the rows
      // it changes on one screen (lying down in one column they went above it).
      if (await page.getByTestId('lesson-step').count()) {
        stepped += 1;
        await page.getByTestId('lesson-step').click();
        await page.getByTestId('lesson-step-result').waitFor();
        await scrollStill(page);
        const kept = await page.evaluate(() => document.activeElement !== document.body);
        expect(kept, `${at}: the focus after a step`).toBe(true);
        expect(await page.locator(ROWS).count(), `${at}: the stop's rows`).toBeGreaterThan(0);
        expect(await notWhole(page, [ROWS, 'lesson-step', 'lesson-step-result']), `${at}, stepped`).toStrictEqual([]);
        await expectNothingSideways(page, `${at}, stepped`);
        await page.getByTestId('lesson-step-back').click();
        await page.getByTestId('lesson-step-result').waitFor({ state: 'detached' });
      }
      // A click task, upright: every column from the right until it is
      // done; the focus stays on the square chosen (Next takes its own press).
      if (upright && buttons > 0) {
        let last = null;
        for (let c = buttons - 1; c >= 0 && !(await page.getByTestId(`lesson-col-${c}`).isDisabled()); c--) {
          await page.getByTestId(`lesson-col-${c}`).click();
          last = c;
          await page.locator('[data-testid="lesson-click-result"][data-correct]').waitFor();
        }
        await page.locator('[data-testid="lesson-click-result"][data-correct="true"]').waitFor();
        await expect(page.getByTestId(`lesson-col-${last}`), `${at}: the focus on the right square`).toBeFocused();
      }
      if (upright) await expectNothingSideways(page, at);
    }
    expect([stepped >= 3, asked >= 5], 'stops with a step, with a number').toStrictEqual([true, true]);
    if (!upright) return;
    expect([kept > 5, lifted > 0], 'formulas kept, stops with a queen lifted').toStrictEqual([true, true]);
    // And back: Previous brings the stop before, from its title.
    await page.getByTestId('lesson-prev').click();
    await page.locator(`[data-testid="lesson-stop"][data-index="${total - 1}"]`).waitFor();
    await expect(page.getByTestId('lesson-title')).toBeFocused();
    expect(await notWhole(page, ['lesson-title']), 'after lesson-prev').toStrictEqual([]);
    await expect(page.getByTestId('lesson-next')).toBeInViewport({ ratio: 1 });
  });
}

for (const lang of ['ja', 'en']) {
  test(`exercises, phone, ${lang}: the answer's digits under their columns, 44 px, every row's value shown, n = 4 to 8; one key press one action; a wrong answer's feedback in view, one Tab to Next; nothing sideways`, async () => {
    const { page } = await open(site.browser, site.url, `?view=learn&quiz=2024&lang=${lang}`, { viewport: PHONE, ready: 'quiz-question' });
    // Practice climbs a level with each right answer: n = 4, 5, 6, then 8,
    // each question a row of bits.
    for (const board of [4, 5, 6, 8]) {
      const q = await quizShown(page);
      const at = `${lang} n = ${board}`;
      expect([q.n, ['solution', 'row'].includes(q.kind)], q.key).toStrictEqual([board, false]);
      // Each digit under its column (up to n = 5 under its centre), 44 px square.
      const digits = await page.evaluate((n) => Array.from({ length: n }, (_, c) => {
        const box = (sel) => document.querySelector(sel).getBoundingClientRect();
        const [cell, d] = [box(`[data-testid=board] [data-r="0"] [data-col="${c}"]`), box(`[data-testid=quiz-bit-${c}]`)];
        const centre = (d.left + d.right) / 2;
        const middle = Math.abs(centre - (cell.left + cell.right) / 2) < 1;
        const under = centre >= cell.left && centre <= cell.right && (n > 5 || middle);
        const at = `${c}: ${d.left}–${d.right}, ${d.width}×${d.height}; ${cell.left}–${cell.right}`;
        return under && d.width >= 44 && d.height >= 44 ? null : at;
      }).filter((bad) => bad), board);
      expect(digits, `${at}: digits off their columns or under 44 px`).toStrictEqual([]);
      await expectNothingSideways(page, at);
      // Each row's value is on the screen (n > 5: after its name, on the
      // line above its digits), the answer row reads as words, and the
      // board's row numbers keep to one line ("▶ 3", not ▶ over 3).
      const seen = await page.evaluate(() => {
        const rows = [...document.querySelectorAll('.quiz-stage .bit-grid .bit-row')].map((row) => {
          const after = getComputedStyle(row.querySelector('.row-label'), '::after').content;
          const tail = row.querySelector('.row-tail');
          const shown = tail.getClientRects().length > 0 && tail.getBoundingClientRect().width >= tail.scrollWidth - 0.5
            && tail.scrollWidth > 8;
          const named = after.includes(row.dataset.value) && after.includes('=');
          return { value: row.dataset.value, shown: named || shown };
        });
        const answer = document.querySelector('.answer-row .row-label').innerText.replace(/\s+/g, ' ').trim();
        const current = document.querySelector('[data-testid=board] .board-row.current .row-label > span');
        const line = parseFloat(getComputedStyle(current).fontSize) * 1.6;
        return { rows, answer, oneLine: current.getBoundingClientRect().height < line };
      });
      expect(seen.rows.filter((r) => !r.shown), `${at}: rows whose value is not shown`).toStrictEqual([]);
      expect(seen.answer, `${at}: the answer row's label`).not.toMatch(/[?=]/);
      expect(seen.answer).toContain(lang === 'ja' ? 'あなたの' : 'your');
      expect(seen.oneLine, `${at}: the current row's number on one line`).toBe(true);
      if (board === 8) break;
      // Enter answers, the focus stays in the task; a second Enter (on the
      // field, then on the spent Check) neither skips nor counts twice; one
      // Tab from Check reaches Next, whose Enter focuses the next question.
      await page.getByTestId('quiz-input').fill(String(q.value));
      await page.getByTestId('quiz-input').press('Enter');
      await expect(page.getByTestId('quiz-feedback')).toHaveAttribute('data-correct', 'true');
      await expect(page.getByTestId('quiz-input'), `${q.key}: the focus stays in the task`).toBeFocused();
      const score = await page.getByTestId('quiz-score').getAttribute('data-value');
      await page.keyboard.press('Enter');
      await page.getByTestId('quiz-check').press('Enter');
      expect((await quizShown(page)).key, 'still the same question').toBe(q.key);
      await expect(page.getByTestId('quiz-score')).toHaveAttribute('data-value', score);
      await expect(page.getByTestId('quiz-check')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByTestId('quiz-next')).toBeFocused();
      await page.keyboard.press('Enter');
      await page.locator('[data-testid=quiz-feedback]').waitFor({ state: 'detached' });
      await expect(page.getByTestId('quiz-question'), 'the next question has the focus').toBeFocused();
    }
    const { n, value } = await quizShown(page);
    // Two digits wrong (the first and the last column), checked by Enter:
    // the feedback in view, the focus in the field, one Tab from Next.
    await page.getByTestId('quiz-input').fill(String((value ^ (1 << (n - 1)) ^ 1) >>> 0));
    await page.getByTestId('quiz-input').press('Enter');
    await expect(page.getByTestId('quiz-feedback'), 'Enter checked the answer').toHaveAttribute('data-correct', 'false');
    // The page brings the feedback into view a task after drawing it.
    await scrollStill(page);
    const top = await page.getByTestId('quiz-feedback').evaluate((e) => e.getBoundingClientRect().top);
    expect(top >= 0 && top < PHONE.height - 100, `quiz-feedback in view (top ${top})`).toBe(true);
    await expect(page.getByTestId('quiz-input'), 'the focus after the check').toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('quiz-next'), 'one Tab from the field').toBeFocused();
    // Right answers climb to n = 8 (one wrong on the way): nothing sideways.
    await page.goto(`${site.url}?view=learn&quiz=103&lang=${lang}`);
    await page.getByTestId('quiz-question').waitFor();
    for (let i = 0; i < 8; i++) {
      const q = await quizShown(page);
      const where = `${lang} question ${i + 1} (${q.kind}, n = ${q.n})`;
      await expectNothingSideways(page, where);
      await answerQuiz(page, i !== 4);
      await expectNothingSideways(page, `${where} checked`);
      await nextQuiz(page);
    }
    expect((await quizShown(page)).n, 'the exercises reached n = 8').toBe(8);
  });
}

// Lying down the exercise is one screen: once the question is brought into
// view (by the exercises' tab, or by Next to the top), the board, the
// answer's digits, the field and Check are on the screen with it; Check
// with nothing given leaves the field, its message and Check on it; after
// Check the verdict and Next are, the board still beside them. From n = 4
// to 8, the last answer wrong (its feedback the longest).
for (const [width, height, lang] of [[844, 390, 'ja'], [844, 390, 'en'], [740, 360, 'ja'], [740, 360, 'en']]) {
  test(`exercises, phone lying down ${width}×${height}, ${lang}: the question, the board, the answer's digits and Check on one screen; Check with nothing given, then after Check`, async () => {
    const { page } = await open(site.browser, site.url, `?view=learn&lang=${lang}`, { viewport: { width, height }, hasTouch: true, ready: 'lesson-stop' });
    const offScreen = async (ids) => {
      await scrollStill(page);
      return notWhole(page, ids);
    };
    // The tab's set (its seed the clock's): whatever its kind, its answer's controls.
    await page.getByTestId('learn-quiz-tab').click();
    await expect(page.getByTestId('quiz-question')).toBeFocused();
    const controls = await page.locator('[data-testid^=quiz-bit-], [data-testid=quiz-input], [data-testid=quiz-yes], [data-testid=quiz-no]')
      .evaluateAll((els) => els.map((el) => el.dataset.testid));
    expect(controls.length, 'the answer\'s controls').toBeGreaterThan(0);
    expect(await offScreen(['quiz-question', 'board', ...controls, 'quiz-check']), 'the tab\'s question: off the screen').toStrictEqual([]);
    await page.goto(`${site.url}?view=learn&quiz=2024&lang=${lang}`);
    await page.getByTestId('quiz-question').waitFor();
    for (const right of [true, true, true, false]) {
      const { key } = await quizShown(page);
      // Check with nothing given: the field (a yes-or-no question's choice)
      // takes the focus, on the screen with what it says and Check.
      await page.getByTestId('quiz-check').click();
      await expect(page.getByTestId('quiz-input-error')).toBeVisible();
      const field = await page.getByTestId('quiz-input').count() ? 'quiz-input' : 'quiz-yes';
      await expect(page.getByTestId(field), `${key}: the focus after Check with nothing given`).toBeFocused();
      expect(await offScreen([field, 'quiz-input-error', 'quiz-check']), `${key}, nothing given: off the screen`)
        .toStrictEqual([]);
      await answerQuiz(page, right);
      expect(await offScreen(['[data-testid=quiz-feedback] > p:first-child', 'quiz-next', 'board']), `${key} checked: off the screen`).toStrictEqual([]);
      if (!right) break;
      await nextQuiz(page);
      await expect(page.getByTestId('quiz-question')).toBeFocused();
      const { n } = await quizShown(page);
      const digits = Array.from({ length: n }, (_, c) => `quiz-bit-${c}`);
      expect(await offScreen(['quiz-question', 'board', ...digits, 'quiz-input', 'quiz-check']), `after Next, n = ${n}: off the screen`).toStrictEqual([]);
    }
    expect((await quizShown(page)).n, 'the exercises reached n = 8').toBe(8);
  });
}

// The puzzle, tapped square by square (a solution of n = 4): the board's
// status comes into view above the bar with the square tapped; the tap that
// solves it brings the way on too. Upright, the whole board first scrolled
// above the bar and tapped where it is; lying down (844 × 340) each square
// in the middle of the screen.
const LOW = { width: 844, height: 340 };
for (const [viewport, lang] of [[PHONE, 'ja'], [LOW, 'en'], [LOW, 'ja']]) {
  test(`the puzzle on a phone ${viewport.width}×${viewport.height}, ${lang}: a square tapped brings the status into view above the bar; solved, the way on too`, async () => {
    const { page } = await open(site.browser, site.url, `?view=learn&stop=1&lang=${lang}`, {
      viewport, hasTouch: true, ready: 'puzzle',
    });
    const status = page.getByTestId('puzzle-status');
    if (viewport === PHONE) {
      await page.evaluate(() => {
        const bar = document.querySelector('.lesson-nav').getBoundingClientRect().top;
        window.scrollBy(0, document.querySelector('[data-testid=puzzle-3-0]').getBoundingClientRect().bottom - bar + 4);
      });
    }
    const squares = ['puzzle-0-1', 'puzzle-1-3', 'puzzle-2-0', 'puzzle-3-2'];
    for (const square of squares) {
      const before = await status.textContent();
      if (viewport !== PHONE) await page.getByTestId(square).evaluate((e) => e.scrollIntoView({ block: 'center' }));
      const b = await page.getByTestId(square).boundingBox();
      await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
      await expect(status).not.toHaveText(before);
      const ids = ['puzzle-status', square, ...(square === squares.at(-1) ? ['lesson-answer-next'] : [])];
      await expect.poll(() => notWhole(page, ids), `${lang} ${square}: not whole above the bar`).toStrictEqual([]);
    }
    await expect(page.getByTestId('puzzle')).toHaveAttribute('data-solved', 'true');
  });
}

test('the lesson is finished when its last question is answered: the stepper then no longer offers it, and Learn opens it from its first stop', async () => {
  // (The last stop shown is not the lesson finished: natively,
  // the_lesson_banner_leads_to_the_learner_s_stop_until_hidden.)
  const last = SHOWN.lesson.length;
  const { page } = await open(site.browser, site.url, `?view=learn&stop=${last}&lang=en`, { viewport: PHONE, ready: 'lesson-stop' });
  await page.getByTestId('lesson-number').fill(String(SHOWN.lesson[last - 1].answer));
  await page.getByTestId('lesson-number').press('Enter');
  await expect(page.getByTestId('lesson-number-result')).toHaveAttribute('data-correct', 'true');
  await page.goto(`${site.url}?n=5&step=3&lang=en`);
  await page.locator('[data-testid="step-index"][data-value="3"]').waitFor();
  expect(await page.getByTestId('lesson-banner').count(), 'no banner after the lesson').toBe(0);
  await page.goto(`${site.url}?view=learn&lang=en`);
  await expect(page.getByTestId('lesson-stop'), 'Learn opens the lesson from its first stop').toHaveAttribute('data-index', '1');
});
