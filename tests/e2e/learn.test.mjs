// The learn page in a browser: moving through the lesson (buttons, arrow
// keys, history, the address), the tasks' controls reaching the lesson's
// machine, the exercises kept across reloads, the ways in and out, one key
// press one action. What each stop and question shows is checked natively
// (tests/views_learn/); their values here are the domain's (shown.json).
import {
  test, expect, useSite, open as openPage, PHONE, watchAdditions, additions, SHOWN, quizShown,
  answerQuiz, nextQuiz, refuseClipboard, settled, recordSaid, said, watchBodyFocus, expectBodyNeverFocused, goTo,
} from './harness.mjs';

const site = useSite();

async function open(query, options = {}) {
  const o = await openPage(site.browser, site.url, query, { ready: 'lesson-stop', ...options });
  o.context.setDefaultTimeout(10_000);
  return o;
}

/** The stop shown and the address's, once they agree. */
async function stopAt(page, k) {
  const stop = page.getByTestId('lesson-stop');
  await expect(stop).toHaveAttribute('data-index', String(k));
  await page.waitForFunction((k) => new URLSearchParams(location.search).get('stop') === String(k), k);
  return { index: k, total: Number(await stop.getAttribute('data-total')), step: Number(await stop.getAttribute('data-step')), n: Number(await stop.getAttribute('data-n')) };
}

/** The exercises' question (its kind, n and step) and score. */
async function quiz(page) {
  const { key } = await quizShown(page);
  return { key, score: Number(await page.getByTestId('quiz-score').getAttribute('data-value')) };
}

const SEED = 2024;

/** The stepper at `step` of `n`, its address saying so. (What it shows
 * there is the domain's moment: natively.) */
async function stepperAt(page, n, step) {
  await page.locator(`[data-testid="step-index"][data-value="${step}"]`).waitFor();
  await expect(page.getByTestId('n-input')).toHaveValue(String(n));
  await page.waitForFunction(([n, step]) => {
    const q = new URLSearchParams(location.search);
    return q.get('n') === String(n) && q.get('step') === String(step) && q.get('view') === null;
  }, [n, step]);
}

test.describe('the learn page', () => {
  test('lesson: next, previous, ← and → move through the stops, the address names each; the tasks\' controls answer; a stop come back to is as it was left; a link past the end', async () => {
    const { page, context } = await open('?view=learn&stop=1&lang=en');
    let s = await stopAt(page, 1);
    const total = s.total;
    // Stop 1, the puzzle, one Tab stop walked by the arrows (an arrow on a
    // task control stays in the task): a solution of n = 4, (0, 1), (1, 3),
    // (2, 0), (3, 2), by keys but (2, 0); the square that solves it keeps the focus.
    await page.getByTestId('puzzle-0-1').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
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
    await stopAt(page, 1);
    // Off the task (the title), the arrows move the stops: ← at the first stays.
    await page.getByTestId('lesson-title').focus();
    await page.keyboard.press('ArrowLeft');
    await stopAt(page, 1);
    // Nor from a control (a link, a button): the arrow is the control's.
    for (const id of ['lesson-open-stepper', 'lesson-next']) {
      await page.getByTestId(id).focus();
      await page.keyboard.press('ArrowRight');
      expect(await settled(page, () => document.querySelector('[data-testid=lesson-stop]').dataset.index), `→ on ${id}`).toBe('1');
    }
    // The stop's link copied by Enter: the focus stays on the button, only
    // "Copied." is said (the field is not focused, its address not read out).
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByTestId('lesson-link-copy').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('lesson-link-status')).toHaveText('Copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await page.getByTestId('lesson-link').inputValue());
    await expect(page.getByTestId('lesson-link-copy')).toBeFocused();
    // Stop 2, a click task: a wrong column, then the right one.
    await page.getByTestId('lesson-next').click();
    s = await stopAt(page, 2);
    const right = SHOWN.lesson[1].answer;
    await page.getByTestId(`lesson-col-${right === 0 ? 1 : 0}`).click();
    await expect(page.getByTestId('lesson-click-result')).toHaveAttribute('data-correct', 'false');
    await page.getByTestId(`lesson-col-${right}`).click();
    await expect(page.getByTestId('lesson-click-result')).toHaveAttribute('data-correct', 'true');
    // On by →, back by ← (a new stop's title takes the focus): stop 2 as
    // it was left, the puzzle too.
    await page.getByTestId('lesson-title').focus();
    await page.keyboard.press('ArrowRight');
    await stopAt(page, 3);
    await page.keyboard.press('ArrowLeft');
    await stopAt(page, 2);
    await expect(page.getByTestId('lesson-click-result')).toHaveAttribute('data-correct', 'true');
    await page.getByTestId('lesson-prev').click();
    await stopAt(page, 1);
    await expect(page.getByTestId('puzzle')).toHaveAttribute('data-solved', 'true');
    // ← at stop 1 goes nowhere, and says so.
    await page.getByTestId('lesson-title').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('lesson-end')).toHaveText(`This is the first stop (1 of ${total}).`);
    // A stop past the end shows the last one, the address says so; → goes
    // no further, and says so.
    await page.goto(`${site.url}?view=learn&stop=99&lang=en`);
    await stopAt(page, total);
    await page.keyboard.press('ArrowRight');
    await stopAt(page, total);
    await expect(page.getByTestId('lesson-end')).toHaveText(`This is the last stop (${total} of ${total}).`);
  });

  test('lesson-open-stepper opens the stepper at the stop\'s n and step (after a step task, the next one), Back returns to the stop; the end of the lesson leads to the exercises, the write tab and the tree; the tabs switch between the lesson, the exercises and the write tab', async () => {
    // (Where each pointer leads, which tab is current: natively,
    // the_last_stop_points_onwards, the_tabs_are_links_to_what_they_open.)
    const k = 1 + SHOWN.lesson.findIndex((t) => t.task === 'step');
    const { page } = await open(`?view=learn&stop=${k}&lang=en`);
    const toStepperAndBack = async (stop, n, step) => {
      await page.getByTestId('lesson-open-stepper').click();
      await stepperAt(page, n, step);
      await page.goBack();
      await stopAt(page, stop);
      await expect(page).toHaveURL(new RegExp(`view=learn&stop=${stop}\\b`));
    };
    let s = await stopAt(page, k);
    await page.getByTestId('lesson-step').click();
    await page.locator(`[data-testid="lesson-stop"][data-step="${s.step + 1}"]`).waitFor();
    // Its one step taken, a second press (Enter: the button is marked off)
    // says so.
    await page.getByTestId('lesson-step').press('Enter');
    await expect(page.getByTestId('lesson-spent')).toHaveText(/^That is the one step this stop takes/);
    await toStepperAndBack(k, s.n, s.step + 1);
    const total = SHOWN.lesson.length;
    await page.goto(`${site.url}?view=learn&stop=${total}&lang=en`);
    s = await stopAt(page, total);
    await toStepperAndBack(total, s.n, s.step);
    await page.getByTestId('lesson-go-quiz').click();
    await page.getByTestId('quiz-question').waitFor();
    await expect(page).toHaveURL(/[?&]quiz=\d+(&|$)/);
    // The tabs: back to the lesson at its stop, and to the exercises again.
    await page.getByTestId('learn-lesson-tab').click();
    await stopAt(page, total);
    await page.getByTestId('learn-quiz-tab').click();
    await page.getByTestId('quiz-question').waitFor();
    await expect(page).toHaveURL(/[?&]quiz=\d+(&|$)/);
    await page.goBack();
    await stopAt(page, total);
    await page.goBack();
    await page.getByTestId('quiz-question').waitFor();
    await page.goBack();
    await stopAt(page, total);
    // The write tab, inside the learn page's one <main>: opened by its tab
    // and from the last stop; the lesson's tab takes it away.
    await page.getByTestId('write-tab').click();
    await page.getByTestId('write-run').waitFor();
    expect(new URL(page.url()).searchParams.get('write')).toBe('1');
    expect(await page.locator('main:not([hidden])').count()).toBe(1);
    expect(await page.locator('main [data-testid=write-panel]').count()).toBe(1);
    await page.getByTestId('learn-lesson-tab').click();
    await stopAt(page, total);
    expect(await page.getByTestId('write-panel').count()).toBe(0);
    await page.getByTestId('lesson-go-write').click();
    await page.getByTestId('write-run').waitFor();
    await page.goBack();
    await stopAt(page, total);
    await page.getByTestId('lesson-go-tree').click();
    await page.getByTestId('search-tree').waitFor();
    await expect(page).toHaveURL(/view=tree&n=5/);
  });

  test('exercises: digits, typing and yes / no reach the set; Check with no answer yet said at each press, the focus to the field; progress and a reset survive a reload, a checked question is not counted twice', async () => {
    const { page, errors, context } = await open(`?view=learn&quiz=${SEED}&lang=en`, { ready: 'quiz-question' });
    await expect(page).toHaveURL(new RegExp(`view=learn&quiz=${SEED}`));
    // The first question is a row of bits: its answer by the digits.
    const q = await quizShown(page);
    const { value } = q;
    // (Digits never touched are no answer: the answer 0 is one set and set back.)
    if (value === 0) for (let i = 0; i < 2; i++) await page.getByTestId('quiz-bit-0').click();
    for (let c = 0; c < q.n; c++) if ((value >>> (q.n - 1 - c)) & 1) await page.getByTestId(`quiz-bit-${c}`).click();
    await expect(page.getByTestId('quiz-input')).toHaveValue(String(value));
    await page.getByTestId('quiz-check').click();
    await expect(page.getByTestId('quiz-feedback')).toHaveAttribute('data-correct', 'true');
    await nextQuiz(page);
    // Right answers only: the questions shown.json holds for this seed. At
    // the first typed one (a row of digits always holds an answer), Check
    // with no answer yet: reached by Tab from the field, it takes the focus
    // to the field and says what is missing, again at each press (the words,
    // nothing graded: natively, the_answer_field_says_what_is_wrong_with_a_number).
    const seen = [q.key];
    for (let i = 0; i < 6; i++) {
      if ((await quizShown(page)).kind === 'row' && !seen.some((k) => k.startsWith('row '))) {
        await page.getByTestId('quiz-input').focus();
        await page.keyboard.press('Tab');
        await expect(page.getByTestId('quiz-check')).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page.getByTestId('quiz-input-error')).toBeVisible();
        await expect(page.getByTestId('quiz-input')).toBeFocused();
        await watchAdditions(page, '#quiz-input-error');
        for (const round of [1, 2]) {
          await page.getByTestId('quiz-check').click();
          await expect.poll(() => additions(page), `Check again, ${round}`).toBeGreaterThan(0);
        }
      }
      seen.push((await answerQuiz(page, true)).key);
      await nextQuiz(page);
    }
    const before = await quiz(page);
    expect(before.score).toBe(7);
    expect(['solution ', 'row '].map((kind) => seen.some((k) => k.startsWith(kind))), `yes / no, typed: ${seen}`)
      .toStrictEqual([true, true]);
    await page.reload();
    await page.getByTestId('quiz-question').waitFor();
    const reloaded = await quiz(page);
    expect([reloaded.key, reloaded.score], 'the question and the score after a reload').toStrictEqual([before.key, 7]);
    // Reset: the first question again, score 0, also after a reload. Reset
    // and New set take the focus to the question, which says what they did.
    await page.getByTestId('quiz-reset').focus();
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="quiz-score"][data-value="0"]').waitFor();
    await expect(page.getByTestId('quiz-question')).toBeFocused();
    await expect(page.getByTestId('quiz-told')).toHaveText(/^Progress reset/);
    expect((await quiz(page)).key).toBe(seen[0]);
    await page.reload();
    await page.getByTestId('quiz-question').waitFor();
    expect([(await quiz(page)).key, (await quiz(page)).score], 'the reset survives a reload').toStrictEqual([seen[0], 0]);
    // A question checked before a reload is not counted twice: either the
    // answer is still shown (locked) or the next question is asked.
    const first = await answerQuiz(page, true);
    await page.locator('[data-testid="quiz-score"][data-value="1"]').waitFor();
    await page.reload();
    await page.getByTestId('quiz-question').waitFor();
    const after = await quiz(page);
    if (after.key === first.key) {
      await expect(page.getByTestId('quiz-feedback'), 'the question is still answered after the reload').toHaveAttribute('data-correct', 'true');
      await page.getByTestId('quiz-next').click();
    }
    expect(after.score).toBe(1);
    // New set: another seed, from its first question, and said so.
    await page.getByTestId('quiz-new-set').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('quiz-told')).toHaveText(/^A new set of exercises/);
    await expect(page.getByTestId('quiz-question')).toBeFocused();
    await expect(page).not.toHaveURL(new RegExp(`quiz=${SEED}\\b`));
  });

  // ---------------------------------------------------------------------------
  // The way in: the stepper's banner and the menu.

  test('the stepper\'s lesson banner: shown on a first visit, opens stop 1, then the stop the learner left, hidden for good once dismissed (the focus then on step forward)', async () => {
    const { page, errors, context } = await open('?n=6&step=3&lang=en', { ready: 'board' });
    await page.getByTestId('lesson-banner').waitFor();
    await page.getByTestId('lesson-banner-open').click();
    await stopAt(page, 1);
    // On to stop 2 and away by the menu: the banner offers stop 2 (the
    // learn page's machine, in the extra wasm, kept it) and opens it.
    await page.getByTestId('lesson-next').click();
    await stopAt(page, 2);
    await page.getByTestId('nav-stepper').click();
    await expect(page.getByTestId('lesson-banner-open')).toContainText('stop 2 of');
    await page.getByTestId('lesson-banner-open').click();
    await stopAt(page, 2);
    // On the stop's title, as Next does; the tab names the stop.
    await expect.poll(() => page.evaluate(() => document.activeElement?.dataset?.testid)).toBe('lesson-title');
    await expect(page).toHaveTitle(/^A row is a number — .* — bitqueens$/);
    await page.goBack();
    await page.locator('[data-testid="step-index"][data-value="3"]').waitFor();
    await expect(page).toHaveURL(/n=6&step=3/);
    // Not dismissed: still there.
    await page.getByTestId('lesson-banner').waitFor();
    // Only on the stepper.
    await page.getByTestId('nav-count').click();
    await page.getByTestId('count-view').waitFor();
    expect(await page.getByTestId('lesson-banner').count(), 'no banner on the count page').toBe(0);
    await page.goBack();
    await page.getByTestId('lesson-banner').waitFor();
    // Dismissed by the keyboard: the focus goes to the step forward button.
    await page.getByTestId('lesson-banner-dismiss').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('lesson-banner').waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.dataset?.testid)).toBe('step-forward');
    await page.reload();
    await page.getByTestId('board').waitFor();
    await page.getByTestId('step-index').waitFor();
    expect(await page.getByTestId('lesson-banner').count(), 'hidden after a reload').toBe(0);
  });

  test('a link to a stop shows it and moves no progress, later or earlier; going on within the lesson does; closing the welcome still offers to go on; a stop\'s link is there to copy (refused the clipboard, selected to copy by hand)', async () => {
    const kept = (page) => page.evaluate(() => localStorage.getItem('bitqueens.stop'));
    // A fresh browser opens a teacher's link to stop 9.
    const { page, errors } = await open('?view=learn&stop=9&lang=en', {
      errors: 'mine', initScript: refuseClipboard,
    });
    expect(await kept(page), 'a later stop, opened by a link').toBe(null);
    await page.getByTestId('nav-stepper').click();
    await expect(page.getByTestId('lesson-banner-open'), 'the banner still welcomes').toContainText('New here?');
    await page.getByTestId('lesson-banner-dismiss').click();
    await page.getByTestId('lesson-banner').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('step-index').waitFor();
    expect(await page.getByTestId('lesson-banner').count(), 'the welcome stays closed').toBe(0);
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
    // The stop's link: the write is refused; the page says "selected", never "copied", and the
    // refusal is handled (no uncaught error).
    const link = new URL(await page.getByTestId('lesson-link').inputValue());
    const home = new URL(site.url);
    expect([link.origin + link.pathname, link.searchParams.get('view'), link.searchParams.get('stop')])
      .toStrictEqual([home.origin + home.pathname, 'learn', '5']);
    await page.getByTestId('lesson-link-copy').click();
    await expect(page.getByTestId('lesson-link-status')).toHaveText('Not copied: the browser did not let the page use the clipboard. The text is selected: copy it with Ctrl+C (⌘C), or on a touch screen by a long press and Copy.');
    expect(await page.evaluate(() => String(window.getSelection()) || document.activeElement?.value?.slice(document.activeElement.selectionStart, document.activeElement.selectionEnd)), 'the link is selected').toBe(await page.getByTestId('lesson-link').inputValue());
    expect(errors, 'no uncaught error').toStrictEqual([]);
    await page.getByTestId('nav-stepper').click();
    await expect(page.getByTestId('lesson-banner-open'), 'it offers to go on').toContainText('stop 10 of');
  });

  test('the menu link nav-learn opens the lesson (ja); Back returns to the stepper', async () => {
    const lang = 'ja';
    const { page, errors, context } = await open(`?n=5&step=9&lang=${lang}`, { ready: 'board' });
    await page.getByTestId('nav-learn').click();
    await stopAt(page, 1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    expect(await page.getByTestId('nav-learn').getAttribute('aria-current'), 'nav-learn is the current page').toBe('page');
    // → and ← move the lesson here, not the stepper's step (from the view's
    // heading, which the new view's focus goes to: not from the menu's link).
    await page.waitForFunction(() => document.activeElement?.matches('main :is(h2, h3)'));
    await page.keyboard.press('ArrowRight');
    await stopAt(page, 2);
    await page.keyboard.press('ArrowLeft');
    await stopAt(page, 1);
    // Each stop is a history entry: Back goes through them to the stepper.
    await page.goBack();
    await stopAt(page, 2);
    await page.goBack();
    await stopAt(page, 1);
    await page.goBack();
    await page.locator('[data-testid="step-index"][data-value="9"]').waitFor();
    await expect(page).toHaveURL(/n=5&step=9/);
    // The menu's way back keeps the stepper's moment too.
    await page.getByTestId('nav-learn').click();
    await page.getByTestId('lesson-stop').waitFor();
    const k = Number(await page.getByTestId('lesson-stop').getAttribute('data-index'));
    await page.waitForFunction(() => document.activeElement?.matches('main :is(h2, h3)'));
    await page.keyboard.press(k > 1 ? 'ArrowLeft' : 'ArrowRight');
    await stopAt(page, k > 1 ? k - 1 : k + 1);
    await page.getByTestId('nav-stepper').click();
    await page.locator('[data-testid="step-index"][data-value="9"]').waitFor();
    await expect(page).toHaveURL(/n=5&step=9/);
  });
});

// ---------------------------------------------------------------------------
// One press never both answers and skips; an answer tried again is said
// again; the banner works with the menu open; the links out of a stop.

/** Moves `page` to stop `k` as Back would (what a load of its address shows, without a load). */
async function toStop(page, k, lang) {
  await goTo(page, `?view=learn&stop=${k}&lang=${lang}`);
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', String(k));
}
/** The stop of `topic` (the domain's index, from 1). */
const stopOf = (topic) => 1 + SHOWN.lesson.findIndex((t) => t.topic === topic);

// Each in one language: keys, focus, live regions and navigation are the
// same in both.
test.describe('the lesson: one press, one action', () => {
  test('a right answer by Enter keeps the focus in the task, is said once, and a second Enter neither skips nor says it again; the spent Check keeps its focus; the way on to the new stop\'s title, and back; a wrong column, a row out of range tried again: said again; the links to the primer\'s x & -x card and to the sources (ja)', async () => {
    const lang = 'ja';
    // A number task: the count of attacked squares.
    const or = stopOf('or');
    const { page, errors, context } = await open(`?view=learn&stop=${or}&lang=${lang}`);
    const field = page.getByTestId('lesson-number');
    const want = SHOWN.lesson[or - 1].answer;
    // A draft outlives a reload.
    await field.fill('9');
    await page.reload();
    await expect(field).toHaveValue('9');
    await field.focus();
    await watchAdditions(page, '[data-testid=lesson-number-result]');
    // A wrong number is judged on Enter; edits after it grade nothing (an
    // emptied field, the right number typed): the next verdict waits for Enter.
    await field.fill(String(want > 0 ? want - 1 : want + 1));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('lesson-number-result')).toHaveAttribute('data-correct', 'false');
    expect(await additions(page), 'the wrong verdict said').toBeGreaterThan(0);
    // (The region emptied is no words: recordSaid keeps texts alone.)
    await recordSaid(page, 'lesson-number-result');
    await field.fill('');
    await field.pressSequentially(String(want));
    await expect(page.getByTestId('lesson-number-result')).not.toHaveAttribute('data-correct', /./);
    expect(await said(page), 'nothing said while typing').toEqual([]);
    await additions(page);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('lesson-number-result')).toHaveAttribute('data-correct', 'true');
    expect(await additions(page), 'the verdict said').toBeGreaterThan(0);
    expect(await said(page), 'once').toHaveLength(1);
    await expect(field, 'the focus stays in the task').toBeFocused();
    // Next does not repeat the verdict.
    await expect(page.getByTestId('lesson-next')).toHaveAccessibleDescription('');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('lesson-stop'), 'a second Enter does not skip the stop').toHaveAttribute('data-index', String(or));
    await expect(field).toBeFocused();
    expect(await additions(page), 'nothing said again').toBe(0);
    // (One Tab from the field, or from the spent Check, reaches the way
    // on: natively, views_learn a_number_task_says_what_each_answer_gets;
    // from the column found, and the way on's name, a_click_task_judges_each_column.)
    const next = page.getByTestId('lesson-answer-next');
    // The spent Check keeps a focus given to it and checks nothing.
    await page.getByTestId('lesson-number-check').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', String(or));
    await expect(page.getByTestId('lesson-number-check')).toBeFocused();
    // The way on takes a press of its own, to the new stop's title.
    const answer = await page.getByTestId('lesson-number-result').textContent();
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', String(or + 1));
    await expect(page.getByTestId('lesson-title'), 'the new stop\'s title').toBeFocused();
    // Previous: the stop is as it was left, its title focused.
    await page.getByTestId('lesson-prev').click();
    await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', String(or));
    await expect(page.getByTestId('lesson-number-result')).toHaveAttribute('data-correct', 'true');
    expect(await page.getByTestId('lesson-number-result').textContent()).toBe(answer);
    await expect(field).toBeDisabled();
    await expect(page.getByTestId('lesson-title'), 'a stop come back to: the focus on its title').toBeFocused();
    // A click task: a wrong column chosen again is said again, each time;
    // the right one by the keyboard keeps the focus, and Enter or Space on
    // it again neither skips nor says anything.
    const queen = stopOf('queen-is-a-bit');
    await toStop(page, queen, lang);
    const wrong = page.getByTestId(`lesson-col-${SHOWN.lesson[queen - 1].answer === 0 ? 1 : 0}`);
    await watchAdditions(page, '[data-testid=lesson-click-result]');
    for (const round of [1, 2, 3]) {
      await wrong.click();
      await expect(page.getByTestId('lesson-click-result')).toHaveAttribute('data-correct', 'false');
      expect(await additions(page), `choice ${round}: said`).toBeGreaterThan(0);
    }
    const right = page.getByTestId(`lesson-col-${SHOWN.lesson[queen - 1].answer}`);
    await right.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('lesson-click-result')).toHaveAttribute('data-correct', 'true');
    await expect(right, 'the focus stays on the column chosen').toBeFocused();
    await additions(page);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', String(queen));
    expect(await additions(page), 'nothing said again').toBe(0);
    // 99 is no row of stop 16's board: not graded, said again at each try
    // (what it says: natively, a_number_task_says_what_each_answer_gets).
    await toStop(page, 16, lang);
    await expect(field).toHaveCount(1);
    await watchAdditions(page, '[data-testid=lesson-number-result]');
    for (const round of [1, 2, 3]) {
      await field.fill('99');
      await field.press('Enter');
      await expect(page.getByTestId('lesson-number-result')).not.toBeEmpty();
      await expect(page.getByTestId('lesson-number-result')).not.toHaveAttribute('data-correct', /./);
      await expect.poll(() => additions(page), `the number's try ${round}`).toBeGreaterThan(0);
    }
    // The lowest bit's stop: the primer's card is a link away, shown once opened.
    await toStop(page, stopOf('lowest-bit'), lang);
    await page.getByTestId('lesson-primer-lowest').click();
    await page.getByTestId('card-lowest').waitFor();
    await expect(page.getByTestId('card-lowest')).toBeInViewport();
    // The sources link opens the records page at its sources.
    await toStop(page, 3, lang);
    await page.getByTestId('lesson-sources').click();
    await page.getByTestId('sources').waitFor();
    await expect(page).toHaveURL(/view=records.*#sources$/);
    await expect(page.getByTestId('sources')).toBeInViewport();
  });
  test('phone: the lesson banner opens the lesson with the menu open (ja)', async () => {
    const lang = 'ja';
    const { page, errors, context } = await openPage(site.browser, site.url, `?n=6&step=3&lang=${lang}`, { viewport: PHONE, hasTouch: true });
    await page.getByTestId('lesson-banner').waitFor();
    // Its close button's word on one line (閉じる broke after 閉じ).
    const lines = await page.getByTestId('lesson-banner-dismiss').evaluate((b) => {
      const range = document.createRange();
      range.selectNodeContents(b);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines, 'lesson-banner-dismiss on one line').toBe(1);
    await page.getByTestId('menu-toggle').tap();
    await expect(page.getByTestId('menu-toggle')).toHaveAttribute('aria-expanded', 'true');
    await page.getByTestId('lesson-banner-open').tap();
    await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', '1');
    await expect(page.getByTestId('menu-toggle')).toHaveAttribute('aria-expanded', 'false');
  });
});

test('from one stop to the next (→, Next, Previous, ←), the focus goes straight to the new stop\'s title: never to <body>, not for a moment', async () => {
  const { page } = await open('?view=learn&lang=en&stop=1');
  const title = page.getByTestId('lesson-title');
  const move = async (how, to, press) => {
    await page.evaluate(watchBodyFocus);
    await press();
    await stopAt(page, to);
    await expect(title, how).toBeFocused();
    await expectBodyNeverFocused(page, how);
  };
  await title.focus();
  await move('→ from the title', 2, () => page.keyboard.press('ArrowRight'));
  await move('Next', 3, () => page.getByTestId('lesson-next').click());
  await move('Next by the keyboard', 4, async () => {
    await page.getByTestId('lesson-next').focus();
    await page.keyboard.press('Enter');
  });
  await move('Previous', 3, () => page.getByTestId('lesson-prev').click());
  await move('← from the title', 2, () => page.keyboard.press('ArrowLeft'));
});
