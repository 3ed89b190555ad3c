// What the ear gets in a browser: the focus and the live regions' timing
// of the lesson and the exercises (presenter mode's, a new board's and the
// solution jumps': stepper-access.test.mjs; the lab's: lab.test.mjs);
// names Chromium computes. Binary values spelled digit by digit and
// operators said in words are checked natively: the lesson, the exercises'
// feedback and the write tab in tests/views_learn, the stepper's panels,
// live region and program in tests/views_pages (mod stepper_ear; core's
// live_tests.rs). One language where the behaviour does not depend on it
// (the texts in both languages are the domain's, core/src/domain/learn).
import { test, expect, useSite, open as openPage, settled, watchAdditions, additions, drawn, SHOWN } from './harness.mjs';

const site = useSite();
const open = (query, options) => openPage(site.browser, site.url, query, options);

// The keyboard's way through.
test('a skip link is the first Tab stop and takes the focus to the view\'s heading', async () => {
  for (const [query, heading] of [['?n=6&lang=en', 'view-heading'], ['?view=learn&stop=2&lang=ja', null]]) {
    const { page, errors, context } = await open(query);
    await page.locator('main h2').first().waitFor();
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('Tab');
    const skip = page.getByTestId('skip-link');
    await expect(skip).toBeFocused();
    const box = await skip.boundingBox();
    expect(box.x >= 0 && box.width >= 44 && box.height >= 44, `visible when focused: ${JSON.stringify(box)}`).toBeTruthy();
    await page.keyboard.press('Enter');
    const focused = await page.evaluate(() => {
      const a = document.activeElement;
      return { tag: a.tagName, inMain: !!a.closest('main'), id: a.dataset.testid ?? null };
    });
    expect(focused.inMain && /^H[12]$/.test(focused.tag), JSON.stringify(focused)).toBe(true);
    if (heading) expect(focused.id).toBe(heading);
    expect(new URL(page.url()).hash, 'no # in the address').toBe('');
    await context.close();
  }
});

test('the lesson: a step said once, a second Enter kept silent; a stop come back to (Back goes to the stop before) is still answered; Back to the stop says where; Learn opens at the furthest stop', async () => {
  // (A number task answered by Enter, the focus kept, a stop come back to
  // by Previous: learn.test.mjs, one press one action.) The first stop
  // with a step task (the domain's, shown.json).
  const step = 1 + SHOWN.lesson.findIndex((t) => t.task === 'step');
  const { page } = await open(`?view=learn&stop=${step}&lang=en`, { ready: 'lesson-step' });
  // A step task, stepped by Enter: said; a second Enter (users press twice
  // when unsure) keeps the step and says nothing again.
  await page.getByTestId('lesson-step').focus();
  const stepped = String(Number(await page.getByTestId('lesson-stop').getAttribute('data-step')) + 1);
  await watchAdditions(page, '#lesson-result');
  await page.keyboard.press('Enter');
  await page.getByTestId('lesson-step-result').waitFor();
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-step', stepped);
  expect(await additions(page), 'the result is said').toBeGreaterThan(0);
  const said = await page.getByTestId('lesson-step-result').textContent();
  await page.keyboard.press('Enter');
  const after = await settled(page, () => ({
    step: document.querySelector('[data-testid=lesson-stop]').dataset.step,
    said: document.querySelector('#lesson-result').textContent,
    focus: document.activeElement?.dataset?.testid ?? null,
  }));
  expect(after, 'the step kept, nothing said again, the focus where it was').toStrictEqual({ step: stepped, said, focus: 'lesson-step' });
  expect(await additions(page), 'nothing said by the second Enter').toBe(0);
  // Away and back (by Back): still stepped.
  await page.getByTestId('lesson-next').click();
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', String(step + 1));
  await page.goBack();
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', String(step));
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-step', stepped);
  await page.getByTestId('lesson-step-result').waitFor();
  // Back to the stop says where it went.
  await page.getByTestId('lesson-step-back').click();
  await expect(page.getByTestId('lesson-back-result')).toHaveText(/^Back at the stop's step \d+: /);
  // Another visit, not through a lesson link: the lesson opens at the
  // furthest stop shown.
  await page.goto(`${site.url}?lang=en`);
  await page.getByTestId('board').waitFor();
  await page.goto(`${site.url}?view=learn&lang=en`);
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', String(step + 1));
});

test('the write tab: a run that cannot start names the blanks to fix, the focus in the first; Enter in a blank runs', async () => {
  const { page, errors, context } = await openPage(site.browser, site.url, '?view=learn&write=1&lang=en', { ready: 'write-run' });
  // Three blanks right, two that cannot be read.
  await page.getByTestId('write-expr-bitmap').fill('mask & ~(left | down | right)');
  await page.getByTestId('write-expr-down').fill('down | bit');
  await page.getByTestId('write-expr-right').fill('(right | bit) >> 1');
  await page.getByTestId('write-expr-bit').fill('bitmap & -');
  await page.getByTestId('write-expr-left').fill('(left | bit) <<');
  await page.getByTestId('write-run').click();
  await expect(page.getByTestId('write-status')).toHaveText(
    'The blanks for bit and left cannot be read yet: each has its message under it, which is also its description.');
  // The focus is in the first blank to fix (described by its message
  // alone, not the text typed again with its caret: views_learn, write.rs).
  await expect(page.getByTestId('write-expr-bit')).toBeFocused();
  // Enter in a blank runs, as in a form: the next blank to fix takes the focus.
  await page.keyboard.type('bitmap');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('write-status')).toContainText('The blank for left cannot');
  await expect(page.getByTestId('write-expr-left')).toBeFocused();
  await page.keyboard.type(' 1');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('write-result')).toBeVisible();
});

// What a fresh walk by keyboard and screen reader found.
test('the lesson: an arrow key on a task control stays in the task; the puzzle is one Tab stop walked by the arrows', async () => {
  const { page, errors, context } = await open('?view=learn&stop=1&lang=en', { ready: 'lesson-stop' });
  await page.getByTestId('puzzle-0-0').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', '1');
  await expect(page.getByTestId('puzzle-0-0')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('puzzle-0-1')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await expect(page.getByTestId('puzzle-1-3')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('puzzle-1-3')).toHaveAttribute('aria-pressed', 'true');
  expect(await page.locator('[data-testid^="puzzle-"][tabindex="0"]').count(), 'one Tab stop').toBe(1);
  // Off the task, the arrows still move between stops.
  await page.getByTestId('lesson-title').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', '2');
});

/** Practice (quiz=2024) answered right up to its first question whose
 *  answer is typed (the row after a backtrack): a row of digits always holds
 *  an answer (all 0 until one is set), so "no answer yet" is for a number
 *  or a yes / no. */
async function toTypedQuestion(page) {
  for (;;) {
    const q = page.getByTestId('quiz-question');
    await q.waitFor();
    const [kind, n, step] = await Promise.all(['data-kind', 'data-n', 'data-step'].map((a) => q.getAttribute(a)));
    if (kind === 'row') return;
    const value = drawn(kind, Number(n), Number(step)).value;
    if (kind === 'solution') await page.getByTestId(value === 1 ? 'quiz-yes' : 'quiz-no').click();
    else await page.getByTestId('quiz-input').fill(String(value));
    await page.getByTestId('quiz-check').click();
    await page.getByTestId('quiz-next').click();
    await page.locator('[data-testid=quiz-feedback]').waitFor({ state: 'detached' });
  }
}

test('the exercises: Check with no answer yet is reached by Tab, says what is missing, again at each press, and takes the focus to the field', async () => {
  const { page, errors, context } = await open('?view=learn&quiz=2024&lang=en', { ready: 'quiz-question' });
  await toTypedQuestion(page);
  const score = await page.getByTestId('quiz-score').getAttribute('data-value');
  await page.getByTestId('quiz-input').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('quiz-check')).toBeFocused();
  await page.keyboard.press('Enter');
  const said = 'No answer yet: type a whole number, then Check.';
  await expect(page.getByTestId('quiz-input-error')).toContainText(said);
  await expect(page.getByTestId('quiz-input')).toBeFocused();
  await expect(page.getByTestId('quiz-input')).toHaveAccessibleDescription(new RegExp(said.replace(/[.?]/g, '\\$&')));
  await expect(page.getByTestId('quiz-score')).toHaveAttribute('data-value', score);
  await expect(page.getByTestId('quiz-feedback')).toHaveCount(0);
  // Checked again with no answer: said again each time.
  await watchAdditions(page, '#quiz-input-error');
  for (const round of [1, 2]) {
    await page.getByTestId('quiz-check').click();
    await expect.poll(() => additions(page), `Check again, ${round}`).toBeGreaterThan(0);
  }
  // An answer clears the message and is checked.
  await page.getByTestId('quiz-input').fill('1');
  await expect(page.getByTestId('quiz-input-error')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await page.getByTestId('quiz-feedback').waitFor();
});

test('the exercises: after Check the focus stays on Check and Next does not say the verdict again; New set and Reset say what they did', async () => {
  // (The verdict's status, its words and the feedback's markup:
  // views_learn, after_check_a_short_verdict_is_said_by_a_status.)
  const { page, errors, context } = await open('?view=learn&quiz=7&lang=en');
  for (let i = 0; i < 3; i++) {
    await page.getByTestId('quiz-question').waitFor();
    const kind = await page.getByTestId('quiz-question').getAttribute('data-kind');
    if (kind === 'solution') await page.getByTestId('quiz-no').click();
    else await page.getByTestId('quiz-input').fill('10');
    await page.getByTestId('quiz-check').click();
    await page.getByTestId('quiz-feedback').waitFor();
    await expect(page.getByTestId('quiz-said')).not.toBeEmpty();
    // The verdict is said once, by its status: the focus stays
    // on Check, which nothing moves or cuts short, and Next does not say it
    // again as its description.
    await expect(page.getByTestId('quiz-check')).toBeFocused();
    await expect(page.getByTestId('quiz-next')).toHaveAccessibleDescription('');
    await page.getByTestId('quiz-next').click();
    await page.getByTestId('quiz-feedback').waitFor({ state: 'detached' });
  }
  // New set and Reset progress each say what they did.
  await page.getByTestId('quiz-new-set').click();
  await expect(page.getByTestId('quiz-tools-status')).toHaveText('A new set of exercises is shown, at question 1.');
  await page.getByTestId('quiz-reset').click();
  await expect(page.getByTestId('quiz-tools-status')).toHaveText('Progress reset: no score yet, back to question 1.');
});
