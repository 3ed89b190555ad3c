// What the ear gets in a browser: the focus and the live regions' timing
// of the lesson and the exercises (the write tab's blanks to fix:
// truth.test.mjs; presenter mode's, a new board's and the solution jumps':
// stepper-access.test.mjs; the lab's: lab.test.mjs; after Check the focus
// on Check and the verdict said: lesson-phone.test.mjs's exercises, whose
// Next's description and the verdict's status are native, views_learn
// after_check_a_short_verdict_is_said_by_a_status; what New set and Reset
// say: views_learn new_set_and_reset_say_what_they_did);
// names Chromium computes. Binary values spelled digit by digit and
// operators said in words are checked natively: the lesson, the exercises'
// feedback and the write tab in tests/views_learn, the stepper's panels,
// live region and program in tests/views_pages (mod stepper_ear; core's
// live_tests.rs). One language where the behaviour does not depend on it
// (the texts in both languages are the domain's, core/src/domain/learn).
import {
  test, expect, useSite, open as openPage, settled, watchAdditions, additions, SHOWN, quizShown, answerQuiz, nextQuiz,
} from './harness.mjs';

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
  await expect(page.getByTestId('lesson-back-result')).toHaveText(/^Back at this stop \(step \d+\): /);
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-step', String(Number(stepped) - 1));
  // Another visit, not through a lesson link: the lesson opens at the
  // furthest stop shown.
  await page.goto(`${site.url}?lang=en`);
  await page.getByTestId('board').waitFor();
  await page.goto(`${site.url}?view=learn&lang=en`);
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', String(step + 1));
});

// What a fresh walk by keyboard and screen reader found.
test('the lesson: an arrow key on a task control stays in the task; the puzzle is one Tab stop walked by the arrows; the square that solves it keeps the focus', async () => {
  // (One Tab from the solved board reaches the way on: natively,
  // views_learn the_puzzle_solved_has_the_way_on_one_tab_after_the_board.)
  const { page } = await open('?view=learn&stop=1&lang=en', { ready: 'lesson-stop' });
  // A solution of n = 4: (0, 1), (1, 3), (2, 0), (3, 2), by keys but (2, 0).
  await page.getByTestId('puzzle-0-1').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', '1');
  await expect(page.getByTestId('puzzle-0-1')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('puzzle-0-2')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await expect(page.getByTestId('puzzle-1-3')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('puzzle-1-3')).toHaveAttribute('aria-pressed', 'true');
  expect(await page.locator('[data-testid^="puzzle-"][tabindex="0"]').count(), 'one Tab stop').toBe(1);
  await page.getByTestId('puzzle-2-0').click();
  await expect(page.getByTestId('lesson-answer-next')).toHaveCount(0);
  for (const key of ['ArrowDown', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
  await expect(page.getByTestId('puzzle-3-2')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('puzzle')).toHaveAttribute('data-solved', 'true');
  await expect(page.getByTestId('puzzle-3-2'), 'the focus stays on the square').toBeFocused();
  await expect(page.getByTestId('lesson-answer-next')).toBeVisible();
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
  while ((await quizShown(page)).kind !== 'row') {
    await answerQuiz(page, true);
    await nextQuiz(page);
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
