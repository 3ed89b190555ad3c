// The exercises' homework sets in a browser: a set played to its end (the
// focus, the work kept across a reload, the code copied), a student's way
// back from the lesson, the teacher's maker and check page (the extra wasm,
// its focus, nothing kept). What they show (scores, codes, grades, links) is
// checked natively: tests/views_learn/exercises.rs.
import {
  test, expect, useSite, open as openPage, focused, watchAdditions, additions, answerQuiz, nextQuiz,
} from './harness.mjs';

const site = useSite();

async function open(query, options = {}) {
  const o = await openPage(site.browser, site.url, query, { ready: 'quiz-question', ...options });
  o.context.setDefaultTimeout(10_000);
  return o;
}

const SEED = 424242;
const setQuery = (board, questions = 10, seed = SEED) => `?view=learn&quiz=${seed}&board=${board}&questions=${questions}`;

/** Answers the question shown, right or wrong, checks it, and goes on. */
async function answerAndGo(page, right) {
  await answerQuiz(page, right);
  await nextQuiz(page);
}

test('homework: a set played to its end: a look at the lesson comes back to the question left; the focus on the end\'s title, the code copied once, the work kept across a reload', async () => {
  const lang = 'ja';
  const { page, context } = await open(`${setQuery(5, 4)}&lang=${lang}`);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url.replace(/\/$/, '') });
  await answerAndGo(page, true);
  // A student who looks at the lesson comes back to the set, at the question left.
  await page.getByTestId('learn-lesson-tab').click();
  await page.getByTestId('lesson-stop').waitFor();
  await page.getByTestId('learn-quiz-tab').click();
  await expect(page.getByTestId('homework-position')).toHaveText('全 4 問中 2 問目');
  expect(page.url()).toContain('board=5');
  for (const right of [false, true, true]) await answerAndGo(page, right);
  await page.getByTestId('homework-done').waitFor();
  const code = await page.getByTestId('homework-code').inputValue();
  await expect(page.getByTestId('homework-score')).toHaveAttribute('data-value', '3');
  expect(await focused(page)).toBe('homework-done-title');
  // Copy: the code on the clipboard, said once per press; the code selected
  // (as the share dialog's are), the focus in it.
  await watchAdditions(page, '#homework-copy-status');
  await page.getByTestId('homework-copy').click();
  await expect(page.getByTestId('homework-copy-status')).toHaveText('コピーしました。');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  expect(await additions(page), 'one confirmation').toBe(1);
  expect(['homework-copy', 'homework-code']).toContain(await focused(page));
  await page.reload();
  await page.getByTestId('homework-done').waitFor();
  expect(await page.getByTestId('homework-code').inputValue()).toBe(code);
});

test('the teacher: the maker\'s choices make the set\'s link; its check page opens inside the learn page with the focus on its title, grades what is pasted, keeps nothing', async () => {
  const { page } = await open(`?view=learn&quiz=${SEED}&lang=ja`);
  // The maker is the teachers', behind a closed line that says so.
  const maker = page.getByTestId('homework-maker');
  await expect(page.getByTestId('homework-board')).toBeHidden();
  await maker.getByText('先生向け：宿題のリンクを作る').click();
  await expect(maker).toHaveAttribute('open', '');
  await page.getByTestId('homework-board').selectOption('1');
  await page.getByTestId('homework-questions').selectOption('4');
  await expect(page.getByTestId('quiz-share')).toHaveAttribute('href', `${setQuery(5, 4)}&lang=ja`);
  await page.getByTestId('homework-check-link').click();
  await page.getByTestId('check-page').waitFor();
  await expect(page).toHaveURL(/view=learn&check=1&quiz=424242&board=5&questions=4/);
  // From the extra wasm with the learn page (the first load carries no grading).
  await expect(page.locator('#extra [data-testid=check-page]')).toHaveCount(1);
  // The link went with the exercises: the focus comes to the page's title.
  await expect(page.getByTestId('check-title')).toBeFocused();
  await page.getByTestId('check-codes').fill('Sora: 42/42');
  await page.getByTestId('check-grade').click();
  // (What the grades and the summary say: natively, the_check_page_grades_a_class.)
  await expect(page.getByTestId('check-row-0')).toHaveAttribute('data-refused', 'true');
  // Nothing pasted is kept: a reload shows an empty box.
  await page.reload();
  await page.getByTestId('check-page').waitFor();
  expect(await page.getByTestId('check-codes').inputValue()).toBe('');
});
