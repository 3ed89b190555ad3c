// What the ear gets in a browser: the lesson, the exercises and the write
// tab spell binary values digit by digit ("0 1 1 0 1", never "01101",
// said as a number) and say operators in words, in the accessibility tree;
// the focus and the live regions' timing of the lesson, the exercises,
// presenter mode and the solution jumps; names Chromium computes. The
// stepper's panels, live region and program in words are checked natively
// (tests/views_pages, mod stepper_ear; core's live_tests.rs).
import { test, expect, useSite, open as openPage, settled, watchAdditions, additions, drawn } from './harness.mjs';

const site = useSite();
const open = (query, options) => openPage(site.browser, site.url, query, options);

/** The runs of binary digits at least `n` long in the accessibility tree
 *  under `locator` (what a screen reader can reach), outside longer
 *  numbers. */
async function unbrokenRuns(locator, n) {
  const tree = await locator.ariaSnapshot();
  return tree.match(new RegExp(`(?<![0-9])[01]{${n},}(?![0-9])`, 'g')) ?? [];
}

// Operators for the ear: at a screen reader's usual punctuation level `|`,
// `~`, `^` and parentheses are not said, so `mask & ~(left|down|right)`
// would be heard as "mask and left down right". Every text a screen reader
// reaches under `root` (outside code listings, links' addresses and a
// select's options, which name the operation in words) says its operators
// in words.
async function rawOperators(page, root) {
  return page.locator(root).evaluateAll((roots) => {
    const found = [];
    const skipped = (el) => {
      for (let e = el; e; e = e.parentElement) {
        if (e.getAttribute('aria-hidden') === 'true' || ['PRE', 'CODE', 'OPTION', 'SCRIPT'].includes(e.tagName)) return true;
        if (getComputedStyle(e).display === 'none') return true;
      }
      return false;
    };
    const raw = /[&|~^]|<<|>>/;
    // A symbol the text names is kept after its name, for a braille display
    // ("the vertical bar | is OR"): said by the name.
    const named = /(ampersands?|vertical bars?|caret|tilde|less-than signs|greater-than signs|アンパサンド2?つ?|縦棒2?つ?|キャレット|チルダ|小なり記号2つ|大なり記号2つ) (\|\||&&|<<|>>|[&|~^])/gi;
    for (const r of roots) {
      const walker = document.createTreeWalker(r, NodeFilter.SHOW_TEXT);
      // A link's address is read as it is.
      const said = (text) => raw.test(text.replace(named, '')) && !/^https?:\/\/\S+$/.test(text.trim());
      for (let t; (t = walker.nextNode());) if (said(t.data) && !skipped(t.parentElement)) found.push(t.data.trim());
      for (const el of r.querySelectorAll('[aria-label]')) if (raw.test(el.getAttribute('aria-label')) && !skipped(el)) found.push(el.getAttribute('aria-label'));
    }
    return found;
  });
}

for (const lang of ['en', 'ja']) {
  test(`${lang}: the lesson, the exercises' feedback and the write tab spell binary values and say operators in words`, async () => {
    const { page, errors, context } = await open(`?view=learn&stop=1&lang=${lang}`, { ready: 'lesson-stop' });
    const total = Number(await page.getByTestId('lesson-stop').getAttribute('data-total'));
    for (let k = 1; k <= total; k++) {
      await page.goto(`${site.url}?view=learn&stop=${k}&lang=${lang}`);
      const stop = page.getByTestId('lesson-stop');
      await expect(stop).toHaveAttribute('data-index', String(k));
      const n = Number(await stop.getAttribute('data-n'));
      if (await page.getByTestId('lesson-step').count()) {
        await page.getByTestId('lesson-step').click();
        await page.getByTestId('lesson-step-result').waitFor();
      }
      expect(await unbrokenRuns(stop, Math.max(n, 2)), `stop ${k}`).toStrictEqual([]);
      if (k >= 8 && k <= 13) expect(await rawOperators(page, '[data-testid=lesson-stop]'), `stop ${k}`).toStrictEqual([]);
    }
    await page.goto(`${site.url}?view=learn&quiz=2024&lang=${lang}`);
    for (let i = 0; i < 4; i++) {
      const question = page.getByTestId('quiz-question');
      await question.waitFor();
      const kind = await question.getAttribute('data-kind');
      if (kind === 'solution') await page.getByTestId('quiz-no').click();
      else await page.getByTestId('quiz-input').fill('1');
      await page.getByTestId('quiz-check').click();
      const feedback = page.getByTestId('quiz-feedback');
      await feedback.waitFor();
      const n = Number(await question.getAttribute('data-n') ?? 4);
      expect(await unbrokenRuns(feedback, Math.max(n, 2)), `question ${i} (${kind})`).toStrictEqual([]);
      expect(await rawOperators(page, 'main'), `question ${i}`).toStrictEqual([]);
      await page.getByTestId('quiz-next').click();
    }
    // The write tab: its listing, and the hint of a run that parts from the
    // real search (down without | bit).
    await page.goto(`${site.url}?view=learn&write=1&wn=5&wb=mask+%26+~(left|down|right)&wt=bitmap+%26+-bitmap&wl=(left|bit)+%3C%3C+1&wd=down&wr=(right|bit)+%3E%3E+1&lang=${lang}`);
    await page.getByTestId('write-run').click();
    await page.getByTestId('write-hint').waitFor();
    expect(await rawOperators(page, '[data-testid=write-panel]'), 'write tab').toStrictEqual([]);
  });
}

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

test('the lesson: a right answer keeps the focus in the task, and a stop come back to is still answered', async () => {
  const { page, errors, context } = await open('?view=learn&stop=1&lang=en', { ready: 'lesson-stop' });
  const total = Number(await page.getByTestId('lesson-stop').getAttribute('data-total'));
  // The first stop with a number task, and the first with a step task.
  let number = null;
  let step = null;
  for (let k = 2; k <= total && !(number && step); k++) {
    await page.goto(`${site.url}?view=learn&stop=${k}&lang=en`);
    await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', String(k));
    if (!number && await page.getByTestId('lesson-number').count()) number = k;
    if (!step && await page.getByTestId('lesson-step').count()) step = k;
  }
  expect(number && step, `stops with tasks: number ${number}, step ${step}`).toBeTruthy();
  // The number stop answered right by trying every small number.
  await page.goto(`${site.url}?view=learn&stop=${number}&lang=en`);
  const field = page.getByTestId('lesson-number');
  for (let v = 0; v < 200 && !(await field.isDisabled()); v++) {
    await field.fill(String(v));
    await field.press('Enter');
    await page.locator('[data-testid=lesson-number-result][data-correct]').waitFor();
  }
  await expect(page.getByTestId('lesson-number-result')).toHaveAttribute('data-correct', 'true');
  // The focus stays in the task (a second Enter there does nothing), and
  // only the status says the verdict: Next does not repeat it.
  await expect(field, 'the focus stays in the task').toBeFocused();
  await expect(page.getByTestId('lesson-next')).toHaveAccessibleDescription('');
  const answer = await page.getByTestId('lesson-number-result').textContent();
  // Next, a press of its own, then Previous: the stop is as it was left.
  await page.getByTestId('lesson-next').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', String(number + 1));
  await page.getByTestId('lesson-prev').click();
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', String(number));
  await expect(page.getByTestId('lesson-number-result')).toHaveAttribute('data-correct', 'true');
  expect(await page.getByTestId('lesson-number-result').textContent()).toBe(answer);
  await expect(field).toBeDisabled();
  await expect(page.getByTestId('lesson-title'), 'a stop come back to: the focus on its title').toBeFocused();
  // A step task: stepped, away and back (by Back), still stepped.
  await page.getByTestId('lesson-next').click();
  await page.goto(`${site.url}?view=learn&stop=${step}&lang=en`);
  await page.getByTestId('lesson-step').click();
  await page.getByTestId('lesson-step-result').waitFor();
  const stepped = await page.getByTestId('lesson-stop').getAttribute('data-step');
  await page.getByTestId('lesson-next').click();
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', String(step + 1));
  await page.goBack();
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', String(step));
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-step', stepped);
  await page.getByTestId('lesson-step-result').waitFor();
});

test('the lesson\'s step task: a second Enter (users press twice when unsure) keeps the step and says nothing again', async () => {
  {
    // (One language: the behaviour does not depend on it; the texts in
    // both languages are the domain's, core/src/domain/learn.)
    const lang = 'en';
    const { page, errors, context } = await open(`?view=learn&stop=1&lang=${lang}`, { ready: 'lesson-stop' });
    const total = Number(await page.getByTestId('lesson-stop').getAttribute('data-total'));
    let k = 1;
    while (!(await page.getByTestId('lesson-step').count()) && k < total) {
      await page.getByTestId('lesson-next').click();
      await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', String(++k));
    }
    const at = Number(await page.getByTestId('lesson-stop').getAttribute('data-step'));
    await watchAdditions(page, '#lesson-result');
    await page.getByTestId('lesson-step').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('lesson-step-result').waitFor();
    await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-step', String(at + 1));
    expect(await additions(page), `${lang}: the result is said`).toBeGreaterThan(0);
    const said = await page.getByTestId('lesson-step-result').textContent();
    // The second Enter, on the same button.
    await page.keyboard.press('Enter');
    const after = await settled(page, () => ({
      step: document.querySelector('[data-testid=lesson-stop]').dataset.step,
      said: document.querySelector('#lesson-result').textContent,
      focus: document.activeElement?.dataset?.testid ?? null,
    }));
    expect(after, `${lang}: the step kept, nothing said again, the focus where it was`).toStrictEqual({ step: String(at + 1), said, focus: 'lesson-step' });
    expect(await additions(page), `${lang}: nothing said by the second Enter`).toBe(0);
  }
});

test('the write tab: a run that cannot start names the blanks to fix, the focus in the first; Enter in a blank runs', async () => {
  {
    // (One language: the behaviour does not depend on it; the texts in
    // both languages are the domain's, core/src/domain/learn.)
    const lang = 'en';
    const { page, errors, context } = await openPage(site.browser, site.url, `?view=learn&write=1&lang=${lang}`, { ready: 'write-run' });
    // Three blanks right, two that cannot be read.
    await page.getByTestId('write-expr-bitmap').fill('mask & ~(left | down | right)');
    await page.getByTestId('write-expr-down').fill('down | bit');
    await page.getByTestId('write-expr-right').fill('(right | bit) >> 1');
    await page.getByTestId('write-expr-bit').fill('bitmap & -');
    await page.getByTestId('write-expr-left').fill('(left | bit) <<');
    await page.getByTestId('write-run').click();
    await expect(page.getByTestId('write-status')).toHaveText(lang === 'en'
      ? 'The blanks for bit and left cannot be read yet: each has its message under it, which is also its description.'
      : 'bit・left の空欄がまだ読めません。理由はそれぞれの空欄の下にあり、その欄の説明としても読み上げられます。');
    // The focus is in the first blank to fix, described by its message.
    await expect(page.getByTestId('write-expr-bit')).toBeFocused();
    await expect(page.getByTestId('write-expr-bit')).toHaveAttribute('aria-describedby', 'write-error-bit');
    // The description is the message, not the text typed again with its caret.
    const description = await page.getByTestId('write-expr-bit').evaluate((e) => document.getElementById(e.getAttribute('aria-describedby')).textContent);
    expect(description).not.toContain('bitmap &');
    expect(description).not.toContain('^');
    // Enter in a blank runs, as in a form: the next blank to fix takes the focus.
    await page.keyboard.type('bitmap');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('write-status')).toContainText(lang === 'en' ? 'The blank for left cannot' : 'left の空欄');
    await expect(page.getByTestId('write-expr-left')).toBeFocused();
    await page.keyboard.type(' 1');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('write-result')).toBeVisible();
  }
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

test('the lesson: each wrong column is its own sentence, naming the column chosen; too many queens are explained', async () => {
  const { page, errors, context } = await open('?view=learn&stop=2&lang=en', { ready: 'lesson-stop' });
  const result = page.getByTestId('lesson-click-result');
  const cols = await page.locator('[data-testid^="lesson-col-"]').count();
  const said = [];
  // From the right: the squares right of the answer (the rightmost
  // candidate) are all wrong.
  for (let c = cols - 1; c >= 0 && said.length < 2; c--) {
    if (await page.getByTestId(`lesson-col-${c}`).isDisabled()) break;
    await page.getByTestId(`lesson-col-${c}`).click();
    await page.locator('[data-testid=lesson-click-result][data-correct]').waitFor();
    if (await result.getAttribute('data-correct') === 'false') said.push([c, await result.textContent()]);
  }
  expect(said.length).toBe(2);
  for (const [c, text] of said) expect(text).toMatch(new RegExp(`^You chose column ${c}\\. `));
  expect(said[0][1]).not.toBe(said[1][1]);
  // Five queens on the 4×4 puzzle: two share a row.
  await page.goto(`${site.url}?view=learn&stop=1&lang=en`);
  for (const [r, c] of [[0, 0], [0, 2], [1, 3], [2, 1], [3, 3]]) await page.getByTestId(`puzzle-${r}-${c}`).click();
  await expect(page.getByTestId('puzzle-status')).toHaveText(/^5 queens on a board of 4 rows: two of them share a row/);
});

test('presenter mode: each step is said once, its digits spelled', async () => {
  const { page, errors, context } = await open('?n=5&step=3&present=1&lang=en', { ready: 'present' });
  const live = page.getByTestId('live');
  await page.keyboard.press('PageDown');
  await expect(page.getByTestId('present-caption')).toHaveText(/step 4/);
  await expect(live).toHaveText(/^(Place|Descend|Backtrack)/);
  expect(await live.getAttribute('aria-live')).toBe('polite');
  expect(await live.textContent()).not.toMatch(/[01]{5}/);
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

test('the exercises: Check with no answer yet is reached by Tab, says what is missing and takes the focus to the field', async () => {
  {
    // (One language: the behaviour does not depend on it; the texts in
    // both languages are the domain's, core/src/domain/learn.)
    const lang = 'en';
    const { page, errors, context } = await open(`?view=learn&quiz=2024&lang=${lang}`, { ready: 'quiz-question' });
    await toTypedQuestion(page);
    const score = await page.getByTestId('quiz-score').getAttribute('data-value');
    await page.getByTestId('quiz-input').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('quiz-check')).toBeFocused();
    await page.keyboard.press('Enter');
    const said = { en: 'No answer yet: type a whole number, then Check.', ja: '整数を入力してから' }[lang];
    await expect(page.getByTestId('quiz-input-error')).toContainText(said);
    await expect(page.getByTestId('quiz-input')).toBeFocused();
    await expect(page.getByTestId('quiz-input')).toHaveAccessibleDescription(new RegExp(said.replace(/[.?]/g, '\\$&')));
    await expect(page.getByTestId('quiz-score')).toHaveAttribute('data-value', score);
    await expect(page.getByTestId('quiz-feedback')).toHaveCount(0);
    // An answer clears the message and is checked.
    await page.getByTestId('quiz-input').fill('1');
    await expect(page.getByTestId('quiz-input-error')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await page.getByTestId('quiz-feedback').waitFor();
  }
});

test('the exercises: after Check a short verdict is said, spelled; the working is not a live region', async () => {
  const { page, errors, context } = await open('?view=learn&quiz=7&lang=en');
  for (let i = 0; i < 3; i++) {
    await page.getByTestId('quiz-question').waitFor();
    const kind = await page.getByTestId('quiz-question').getAttribute('data-kind');
    if (kind === 'solution') await page.getByTestId('quiz-no').click();
    else await page.getByTestId('quiz-input').fill('10');
    await page.getByTestId('quiz-check').click();
    await page.getByTestId('quiz-feedback').waitFor();
    const said = await page.getByTestId('quiz-said').textContent();
    expect(said, said).toMatch(/^(Correct|Not quite)/);
    expect(said.length, said).toBeLessThan(200);
    expect(said).not.toMatch(/[01]{4}/);
    expect(await page.getByTestId('quiz-feedback').getAttribute('role')).toBe(null);
    expect(await page.getByTestId('quiz-said').getAttribute('role')).toBe('status');
    // The verdict is said once, by the status: the focus stays
    // on Check, which nothing moves or cuts short, and Next does not say it
    // again as its description.
    await expect(page.getByTestId('quiz-check')).toBeFocused();
    await expect(page.getByTestId('quiz-next')).toHaveAccessibleDescription('');
    await page.getByTestId('quiz-next').click();
    await page.getByTestId('quiz-feedback').waitFor({ state: 'detached' });
  }
});

test('the share dialog: each copy button names what it copies', async () => {
  for (const lang of ['en', 'ja']) {
    const { page, errors, context } = await open(`?n=6&step=10&lang=${lang}`);
    await page.getByTestId('share-open').click();
    await page.getByTestId('share-dialog').waitFor();
    const names = await Promise.all(['share-link-copy', 'share-embed-copy'].map((id) => page.getByTestId(id).evaluate((e) => e.getAttribute('aria-label') ?? e.textContent)));
    expect(new Set(names).size, names.join(' / ')).toBe(2);
    for (const name of names) expect(name).toMatch(lang === 'en' ? /^Copy: / : /^コピー：/);
    await context.close();
  }
});

test('the same answer checked again is said again: the lesson\'s wrong number, the exercises\' missing answer', async () => {
  {
    // (One language: the behaviour does not depend on it; the texts in
    // both languages are the domain's, core/src/domain/learn.)
    const lang = 'en';
    const { page, errors, context } = await open(`?view=learn&stop=16&lang=${lang}`, { ready: 'lesson-stop' });
    const field = page.getByTestId('lesson-number');
    await expect(field).toHaveCount(1);
    await watchAdditions(page, '[data-testid=lesson-number-result]');
    // 99 is no row of the board: flagged with the range, not graded, and
    // said again at each try.
    for (const round of [1, 2, 3]) {
      await field.fill('99');
      await field.press('Enter');
      await expect(page.getByTestId('lesson-number-result')).toContainText(lang === 'en' ? 'Not graded: there is no row 99.' : '採点していません：行 99 はありません。');
      await expect(page.getByTestId('lesson-number-result')).not.toHaveAttribute('data-correct', /./);
      await expect.poll(() => additions(page), `${lang}: the lesson's try ${round}`).toBeGreaterThan(0);
    }
    await page.goto(`${site.url}?view=learn&quiz=2024&lang=${lang}`);
    await page.getByTestId('quiz-question').waitFor();
    await toTypedQuestion(page);
    await watchAdditions(page, '#quiz-input-error');
    for (const round of [1, 2, 3]) {
      await page.getByTestId('quiz-check').click();
      await expect(page.getByTestId('quiz-input-error')).not.toBeEmpty();
      await expect.poll(() => additions(page), `${lang}: the exercises' Check ${round}`).toBeGreaterThan(0);
    }
  }
});

// What a screen reader must not meet: symbols said aloud in names,
// names said twice (as the description too), the row's attacks, the lab's
// end, the sources' links.

/** The faults of the accessibility tree (Chromium's, through the DevTools
 *  protocol) of `page`: a name that makes a screen reader say a symbol
 *  ("black right-pointing triangle"), a button or link named by an arrow,
 *  a description that repeats the name, a link named by its address. */
async function earFaults(page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const symbol = /[▶■↺⏸⇤⇥♛○↙↘❚▼]|(?<![\dn]\s?)×(?!\s?[\dn])/;
  const faults = [];
  for (const node of nodes) {
    if (node.ignored) continue;
    const role = node.role?.value ?? '';
    const name = (node.name?.value ?? '').trim();
    const description = (node.description?.value ?? '').trim();
    if (role === 'InlineTextBox') continue;
    if (symbol.test(name)) faults.push(`${role} “${name}” says a symbol`);
    if (['button', 'link'].includes(role) && /[←→↑↓]/.test(name)) faults.push(`${role} “${name}” says an arrow`);
    if (description && description === name) faults.push(`${role} “${name}”: its description repeats its name`);
    if (role === 'link' && /https?:\/\//.test(name)) faults.push(`link named by its address: “${name}”`);
  }
  return faults;
}

const EAR_SCENES = [
  { name: 'stepper, the tree panel open', query: '?n=5&step=9', act: async (page) => { await page.getByTestId('stepper-tree-toggle').click(); await page.getByTestId('tree-panel').waitFor(); } },
  { name: 'stepper playing', query: '?n=6&step=3', act: async (page) => { await page.getByTestId('play').click(); await expect(page.getByTestId('play')).toHaveAttribute('data-playing', 'true'); } },
  { name: 'presenter mode', query: '?n=8&step=100&present=1', ready: 'present' },
  { name: 'embedded widget', query: '?n=5&step=9&embed=1', ready: 'embed' },
  { name: 'search tree', query: '?view=tree&n=5&step=9', ready: 'search-tree' },
  { name: 'search tree, zoomed in', query: '?view=tree&n=8&step=300', ready: 'search-tree', act: async (page) => { await page.getByTestId('tree-zoom-in').click(); await page.locator('[data-testid=search-tree]:not([data-zoom=fit])').waitFor(); } },
  { name: 'lab and its watch mode', query: '?view=lab', ready: 'lab-run', act: async (page) => { await page.getByTestId('watch-step').click(); } },
  { name: 'symmetry', query: '?view=symmetry', ready: 'symmetry-view' },
  { name: 'records and its sources', query: '?view=records', ready: 'records-table' },
];

for (const lang of ['en', 'ja']) {
  test(`${lang}: names say words, not symbols, once (no description repeats a name, no link is an address)`, async () => {
    test.setTimeout(90_000);
    const { page, errors, context } = await open(`?n=5&step=9&lang=${lang}`);
    const found = [];
    for (const scene of EAR_SCENES) {
      await page.goto(`${site.url}${scene.query}&lang=${lang}`);
      await page.getByTestId(scene.ready ?? 'board').waitFor();
      await page.locator('[aria-busy=true]').waitFor({ state: 'detached' });
      if (scene.act) await scene.act(page);
      found.push(...(await earFaults(page)).map((f) => `${scene.name}: ${f}`));
    }
    expect(found, found.join('\n')).toStrictEqual([]);
  });
}

test('the lab says once that Run all is over', async () => {
  test.setTimeout(60_000);
  const { page, errors, context } = await open('?view=lab&lang=en', {
    ready: 'lab-run',
    initScript: () => {
      window.said = [];
      new MutationObserver(() => {
        const el = document.querySelector('[data-testid=lab-said]');
        const text = el?.textContent ?? '';
        if (text && text !== window.said.at(-1)) window.said.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    },
  });
  const said = page.getByTestId('lab-said');
  await expect(said).toHaveAttribute('role', 'status');
  await page.getByTestId('lab-n').selectOption('6');
  await page.getByTestId('lab-run').click();
  await page.waitForFunction(() => {
    const rows = [...document.querySelectorAll('[data-testid^=lab-row-]')];
    return rows.length > 0 && rows.every((r) => r.dataset.state === 'done');
  }, null, { timeout: 30_000 });
  const rows = await page.locator('[data-testid^=lab-row-]').count();
  await expect(said).toHaveText(`Run over, n = 6: ${rows} methods done.`);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.said)).toStrictEqual([`Run over, n = 6: ${rows} methods done.`]);
});

for (const lang of ['en', 'ja']) {
  test(`${lang}: the stepper links the sources, by words, beside its code`, async () => {
    const { page, errors, context } = await open(`?n=5&step=9&lang=${lang}`);
    const link = page.getByTestId('stepper-sources');
    await expect(link).toHaveAccessibleName(lang === 'en' ? /^Sources/ : /^出典/);
    await link.click();
    await page.getByTestId('sources').waitFor();
    expect(page.url()).toMatch(/view=records.*#sources$/);
  });
}

test('N at the last solution and P before the first say so, by key and by click; the moment stays', async () => {
  const { page, errors, context } = await open('?n=4&lang=en');
  await page.getByTestId('stack').waitFor();
  const status = page.getByTestId('jump-status');
  await page.keyboard.press('p');
  await expect(status).toHaveText('No earlier solution before this step.');
  for (const k of [1, 2]) {
    await page.keyboard.press('n');
    await expect(page.getByTestId('solutions-found')).toHaveAttribute('data-value', String(k));
  }
  const at = await page.getByTestId('step-index').getAttribute('data-value');
  // Quick presses are said once settled.
  await expect(page.getByTestId('live')).toContainText('Solution #2 is complete');
  await expect(page.getByTestId('live')).not.toHaveAttribute('data-waiting', 'true');
  const live = await page.getByTestId('live').textContent();
  await page.keyboard.press('n');
  await expect(status).toHaveText(/^No later solution: the search finds 2 solutions in all/);
  // Said again at the next press (a node of its own), by the button too.
  const node = await status.locator('span').elementHandle();
  await page.getByTestId('next-solution').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => node.evaluate((el) => el.isConnected)).toBe(false);
  await expect(status).toHaveText(/^No later solution/);
  expect(await page.getByTestId('step-index').getAttribute('data-value')).toBe(at);
  expect(await page.getByTestId('live').textContent(), 'the step is not said again').toBe(live);
});

test('a new board size is said as a new search; leaving presenter mode says nothing again', async () => {
  const { page, errors, context } = await open('?n=5&step=3&lang=en');
  await page.getByTestId('stack').waitFor();
  await page.getByTestId('n-input').selectOption('6');
  await expect(page.getByTestId('live')).toHaveText(/^New search on the 6×6 board\. /);
  // Presenter mode on and off: the live region is the same node, its text
  // the same (a region made anew would say the step again).
  await page.getByTestId('step-forward').click();
  await expect(page.getByTestId('live')).not.toHaveText(/New search/);
  // Presenter mode and the page are drawn anew: the new region does not
  // say the moment the last one said, until the moment changes.
  await page.getByTestId('present-toggle').click();
  await page.getByTestId('present').waitFor();
  await expect(page.getByTestId('live')).toHaveText('');
  await page.keyboard.press('Escape');
  await page.getByTestId('present').waitFor({ state: 'detached' });
  await page.getByTestId('stack').waitFor();
  await expect(page.getByTestId('live')).toHaveText('');
  await page.waitForTimeout(500);
  await expect(page.getByTestId('live'), 'still nothing said again').toHaveText('');
  await page.getByTestId('step-forward').click();
  await expect(page.getByTestId('live')).not.toHaveText('');
});

test('the lesson\'s heading says its stop', async () => {
  const { page, errors, context } = await open('?view=learn&stop=5&lang=ja', { ready: 'lesson-title' });
  await expect(page.getByRole('heading', { level: 3 }).first()).toHaveAccessibleName(/^場面 5（全 \d+ 場面）：/);
  await expect(page.getByTestId('lesson-text')).toContainText('縦棒 | は OR');
  await expect(page.getByTestId('lesson-text')).not.toContainText('OR は OR');
});

test('the lesson\'s Back to the stop and the exercises\' New set and Reset progress each say what they did', async () => {
  const { page, errors, context } = await open('?view=learn&stop=5&lang=en', { ready: 'lesson-title' });
  const stop = await page.getByTestId('lesson-stop').getAttribute('data-index');
  expect(await page.getByTestId('lesson-stop').getAttribute('data-task')).toBe('step');
  await page.getByTestId('lesson-step').click();
  await page.getByTestId('lesson-step-result').waitFor();
  await page.getByTestId('lesson-step-back').click();
  await expect(page.getByTestId('lesson-back-result')).toHaveText(/^Back at the stop's step \d+: /);
  expect(stop).toBe('5');
  await page.goto(`${site.url}?view=learn&quiz=7&lang=en`);
  await page.getByTestId('quiz-question').waitFor();
  await page.getByTestId('quiz-new-set').click();
  await expect(page.getByTestId('quiz-tools-status')).toHaveText('A new set of exercises is shown, at question 1.');
  await page.getByTestId('quiz-reset').click();
  await expect(page.getByTestId('quiz-tools-status')).toHaveText('Progress reset: no score yet, back to question 1.');
});
