// The exercises' homework sets: a set's link
// (`?view=learn&quiz=SEED&board=N&questions=K`) is the same list for every
// student whatever they answer, it ends with a score and a check code, and
// the teacher's check page (`?view=learn&check=1`) grades a class's codes
// from their answers. Also the exercises' own fixes of that issue: the focus
// after Check, the question said once, the answer digits under their columns
// on a phone, a negative answer explained, a cleared box, the yes / no
// question. Every expected answer is the domain's (shown.json, tests/shown.rs).
//   tools/node_modules/.bin/playwright test -c tests/e2e/playwright.config.mjs homework.test.mjs
import { test, expect, useSite, open as openPage, AXE, PHONE, focused, watchAdditions, additions, drawn } from './harness.mjs';

const site = useSite();

async function open(query, options = {}) {
  const o = await openPage(site.browser, site.url, query, { ready: 'quiz-question', ...options });
  o.context.setDefaultTimeout(10_000);
  return o;
}

const SEED = 424242;
const setQuery = (board, questions = 10, seed = SEED) => `?view=learn&quiz=${seed}&board=${board}&questions=${questions}`;

/** The question shown: its kind, n and step, and the right answer (the domain's). */
async function shown(page) {
  const q = page.getByTestId('quiz-question');
  const [kind, n, step] = await Promise.all(['data-kind', 'data-n', 'data-step'].map((a) => q.getAttribute(a)));
  return { kind, n: Number(n), step: Number(step), key: `${kind} n=${n} step ${step}`, value: drawn(kind, Number(n), Number(step)).value };
}

/** Answers the question shown, right or wrong, checks it, and goes on. */
async function answerAndGo(page, right) {
  const q = await shown(page);
  const given = right ? q.value : q.kind === 'solution' ? 1 - q.value : q.value + 1;
  if (q.kind === 'solution') await page.getByTestId(given === 1 ? 'quiz-yes' : 'quiz-no').click();
  else await page.getByTestId('quiz-input').fill(String(given));
  await page.getByTestId('quiz-check').click();
  await page.locator(`[data-testid=quiz-feedback][data-correct="${right}"]`).waitFor();
  await page.getByTestId('quiz-next').click();
  await page.locator('[data-testid=quiz-feedback]').waitFor({ state: 'detached' });
  return q;
}

/** Plays a whole set with `pattern` (true = right); returns the questions and the code. */
async function play(page, pattern) {
  const seen = [];
  for (const right of pattern) seen.push(await answerAndGo(page, right));
  await page.getByTestId('homework-done').waitFor();
  return { seen, code: await page.getByTestId('homework-code').inputValue() };
}

test('homework: a set is the same list for every student whatever they answer, with an end, a score and a check code', async () => {
  const a = await open(`${setQuery(6)}&lang=en`);
  const b = await open(`${setQuery(6)}&lang=ja`);
  const allRight = Array(10).fill(true);
  const mixed = [false, true, false, false, true, true, false, true, true, false];
  const ra = await play(a.page, allRight);
  const rb = await play(b.page, mixed);
  // Wrong answers did not change the questions after them (in practice the
  // next question after a wrong one is the same kind on a smaller board).
  expect(rb.seen.map((q) => q.key), 'the same list for both students').toStrictEqual(ra.seen.map((q) => q.key));
  expect(ra.seen.every((q) => q.n === 6), 'every question at the set\'s board').toBe(true);
  expect(new Set(ra.seen.map((q) => q.kind)).size, 'every kind').toBe(7);
  await expect(a.page.getByTestId('homework-score')).toHaveAttribute('data-value', '10');
  await expect(b.page.getByTestId('homework-score')).toHaveAttribute('data-value', '5');
  await expect(b.page.getByTestId('homework-missed')).toHaveAttribute('data-missed', '1 3 4 7 10');
  expect(ra.code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{1,4})+$/);
  expect(rb.code).not.toBe(ra.code);
  // The focus goes to the end's title; the work survives a reload.
  expect(await focused(a.page)).toBe('homework-done-title');
  await b.page.reload();
  await b.page.getByTestId('homework-done').waitFor();
  expect(await b.page.getByTestId('homework-code').inputValue()).toBe(rb.code);
  // Another seed, another list.
  const c = await open(`${setQuery(6, 10, SEED + 1)}&lang=en`);
  const other = [];
  for (let i = 0; i < 3; i++) other.push((await answerAndGo(c.page, true)).key);
  expect(other).not.toStrictEqual(ra.seen.slice(0, 3).map((q) => q.key));
  for (const o of [a, b, c]) {
    expect(o.errors).toStrictEqual([]);
    await o.context.close();
  }
});

test('the student\'s end of a set: the score named, the code copied with one confirmation, and none of the teacher\'s links', async () => {
  for (const lang of ['en', 'ja']) {
    const { page, errors, context } = await open(`${setQuery(5, 4)}&lang=${lang}`);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url.replace(/\/$/, '') });
    // The student's page: no link to make a set or to the check page.
    for (const id of ['homework-maker', 'quiz-share', 'homework-check-link']) {
      expect(await page.getByTestId(id).count(), `${lang}: ${id} on the student's page`).toBe(0);
    }
    const { code } = await play(page, [true, false, true, true]);
    const label = lang === 'en' ? 'Score: 3 / 4' : '得点：4 問中 3 問正解';
    await expect(page.getByTestId('homework-score')).toHaveText(label);
    await expect(page.getByTestId('quiz-score')).toContainText(label);
    for (const id of ['homework-maker', 'quiz-share', 'homework-check-link']) {
      expect(await page.getByTestId(id).count(), `${lang}: ${id} at the end`).toBe(0);
    }
    // Copy: the code on the clipboard, said once per press.
    await watchAdditions(page, '#homework-copy-status');
    await page.getByTestId('homework-copy').click();
    await expect(page.getByTestId('homework-copy-status')).toHaveText(lang === 'en' ? 'Copied.' : 'コピーしました。');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    expect(await additions(page), `${lang}: one confirmation`).toBe(1);
    // The code is selected (as the share dialog's are), the focus in it.
    expect(['homework-copy', 'homework-code']).toContain(await focused(page));
    expect(errors).toStrictEqual([]);
    await context.close();
  }
});

test('a student in a homework set who looks at the lesson comes back to the set, at the question they left', async () => {
  const { page, errors, context } = await open(`${setQuery(5, 3)}&lang=en`);
  await answerAndGo(page, true);
  await expect(page.getByTestId('homework-position')).toHaveText('Question 2 of 3');
  await page.getByTestId('learn-lesson-tab').click();
  await page.getByTestId('lesson-stop').waitFor();
  // The tab is a real link to the set too (a new tab opens it).
  const href = await page.getByTestId('learn-quiz-tab').getAttribute('href');
  expect(href).toContain(`quiz=${SEED}`);
  expect(href).toContain('board=5');
  expect(href).toContain('questions=3');
  await page.getByTestId('learn-quiz-tab').click();
  await expect(page.getByTestId('homework-position')).toHaveText('Question 2 of 3');
  expect(page.url()).toContain('board=5');
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('the check page: a name again is refused, the same code again is graded and flagged, the later line says why', async () => {
  const s = await open(setQuery(5, 3));
  const right = await play(s.page, [true, true, true]);
  await s.page.getByTestId('homework-again').click();
  await s.page.getByTestId('quiz-question').waitFor();
  const some = await play(s.page, [true, false, true]);
  await s.context.close();
  for (const lang of ['en', 'ja']) {
    const { page, errors, context } = await openPage(site.browser, site.url, `?view=learn&check=1&lang=${lang}`, { ready: 'check-codes' });
    // Two students with the same answers are two students, both graded,
    // the later flagged (one code under two names must not pass unseen); a
    // name again is not; the same code with no name to tell the lines apart
    // is graded and flagged (a code holds the set and the answers only).
    const codes = [`Aoi: ${right.code}`, `Ken: ${right.code}`, some.code, some.code, `aoi: ${some.code}`, `Mei: ${some.code}`].join('\n');
    await page.getByTestId('check-codes').fill(codes);
    await page.getByTestId('check-grade').click();
    await page.getByTestId('check-results').waitFor();
    const rows = await page.locator('[data-testid^=check-row-]').evaluateAll((trs) => trs.map((tr) => [tr.dataset.score ?? null, tr.dataset.refused === 'true', tr.textContent]));
    expect(rows.map(([score, refused]) => [score, refused])).toStrictEqual([['3', false], ['3', false], ['2', false], ['2', false], [null, true], ['2', false]]);
    await expect(page.getByTestId('check-same-3')).toContainText(lang === 'en' ? 'The same code as line 3' : '3 番目の行と同じコード');
    // A named line beside an unnamed twin: the line without a name is
    // the one to name.
    await expect(page.getByTestId('check-same-5')).toContainText(lang === 'en' ? "which has no name: Mei pasted twice" : 'その行には名前がありません。Mei');
    await expect(page.getByTestId('check-same-5')).not.toContainText(lang === 'en' ? 'each code' : '名前を付けて（名前: コード）区別してください。同じ');
    await expect(page.getByTestId('check-same-1')).toContainText(lang === 'en' ? 'The same code as line 1 (Aoi)' : '1 番目の行（Aoiさん）と同じコード');
    await expect(page.getByTestId('check-same-1')).toContainText(lang === 'en' ? 'only line 1 counts' : '数えるのは 1 番目の行だけ');
    expect(await page.locator('[data-testid^=check-same-]').count(), 'only the repeated codes are flagged').toBe(3);
    expect(rows[4][2]).toContain(lang === 'en' ? 'the same name as line 1' : '1 番目の行と同じ名前');
    await expect(page.getByTestId('check-summary')).toContainText(lang === 'en' ? '5 codes graded, 1 refused' : '5 件を採点し、1 件');
    expect(errors).toStrictEqual([]);
    await context.close();
  }
});

test('the teacher: picks the board and the number, shares the link, and grades a class\'s codes on the check page', async () => {
  // The student's codes: one all right, one with questions 2 and 4 wrong, one of another set.
  const s = await open(setQuery(5, 4));
  const right = await play(s.page, [true, true, true, true]);
  await s.page.getByTestId('homework-again').click();
  await s.page.getByTestId('quiz-question').waitFor();
  const some = await play(s.page, [true, false, true, false]);
  await s.page.goto(`${site.url}${setQuery(5, 3)}`);
  await s.page.getByTestId('quiz-question').waitFor();
  const other = await play(s.page, [true, true, true]);
  await s.context.close();

  // The teacher's maker, in practice mode: the link names the set.
  const { page, errors, context } = await open(`?view=learn&quiz=${SEED}&lang=ja`);
  await page.getByTestId('homework-board').selectOption('1');
  await page.getByTestId('homework-questions').selectOption('4');
  const share = page.getByTestId('quiz-share');
  await expect(share).toHaveAttribute('href', `${setQuery(5, 4)}&lang=ja`);
  expect(await share.innerText()).toBe(new URL(await share.getAttribute('href'), page.url()).href);
  await page.getByTestId('homework-check-link').click();
  await page.getByTestId('check-page').waitFor();
  await expect(page).toHaveURL(/view=learn&check=1&quiz=424242&board=5&questions=4/);
  // The page comes from the extra wasm, inside the learn page, so that the
  // first load does not carry the grading.
  await expect(page.locator('#extra-inside [data-testid=check-page]')).toHaveCount(1);
  // The link went with the exercises: the focus comes to the page's title.
  await expect(page.getByTestId('check-title')).toBeFocused();
  await expect(page.getByTestId('check-set')).toHaveAttribute('data-seed', String(SEED));
  // Names before a colon or a space; the second code as a Japanese input
  // method types it (full-width, the long-vowel mark for the dashes).
  const wide = some.code.replace(/[0-9A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).replace(/-/g, 'ー');
  const damaged = right.code.slice(0, 3) + (right.code[3] === 'A' ? 'B' : 'A') + right.code.slice(4);
  const codes = [`あおい：${right.code}`, `けん　${wide}`, damaged, `Mio: ${other.code}`, '', 'Sora: 42/42'].join('\n');
  await page.getByTestId('check-codes').fill(codes);
  await page.getByTestId('check-grade').click();
  await page.getByTestId('check-results').waitFor();
  const rows = await page.locator('[data-testid^=check-row-]').evaluateAll((trs) => trs.map((tr) => ({
    score: tr.dataset.score ?? null, missed: tr.dataset.missed ?? null, refused: tr.dataset.refused === 'true', text: tr.textContent,
  })));
  expect(rows.map((r) => [r.score, r.missed, r.refused])).toStrictEqual([
    ['4', '', false], ['2', '2 4', false], [null, null, true], [null, null, true], [null, null, true],
  ]);
  expect(rows[0].text).toContain('あおい');
  expect(rows[1].text).toContain('けん');
  expect(rows[2].text, 'a damaged code: why').toContain('チェックサム');
  expect(rows[3].text, 'another set: which').toContain('n = 5・3 問');
  expect(rows[4].text, 'a typed score is no code').toContain('「/」');
  await expect(page.getByTestId('check-summary')).toContainText('2 件を採点し、3 件');
  // Nothing pasted is kept: a reload shows an empty box.
  await page.reload();
  await page.getByTestId('check-page').waitFor();
  expect(await page.getByTestId('check-codes').inputValue()).toBe('');
  // Without a named set the first good code names it, and another set's is flagged.
  await page.goto(`${site.url}?view=learn&check=1&lang=en`);
  await page.getByTestId('check-codes').fill(`${other.code}\n${right.code}`);
  await page.getByTestId('check-grade').click();
  await expect(page.getByTestId('check-row-1')).toHaveAttribute('data-refused', 'true');
  await expect(page.getByTestId('check-row-1')).toContainText('another homework set');
  await expect(page.getByTestId('check-set')).toContainText('3 questions');
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('exercises, keyboard and screen reader: Enter answers, the focus stays in the task, a second Enter does not skip, the verdict and the question are said once', async () => {
  const { page, errors, context } = await open(`${setQuery(5)}&lang=en`);
  for (let i = 0; i < 2; i++) {
    const q = await shown(page);
    // The question is in the page once for a screen reader (the exercises'
    // region was named by it: read again on entering the region).
    const snapshot = await page.getByRole('main').ariaSnapshot();
    const text = await page.getByTestId('quiz-question').innerText();
    expect(snapshot.split(text.slice(0, 30)).length - 1, `${q.key}: the question said once`).toBe(1);
    await page.getByTestId('quiz-input').fill(String(q.value));
    await page.getByTestId('quiz-input').press('Enter');
    await page.locator('[data-testid=quiz-feedback][data-correct=true]').waitFor();
    expect(await focused(page), 'the focus stays in the task').toBe('quiz-input');
    await expect(page.getByTestId('quiz-said')).toContainText('Correct!');
    // Next does not repeat the verdict as its description.
    expect(await page.getByTestId('quiz-next').getAttribute('aria-describedby')).toBe(null);
    // A second Enter (what users do when unsure) neither skips nor counts twice.
    await page.keyboard.press('Enter');
    await page.getByTestId('quiz-check').press('Enter');
    expect((await shown(page)).key, 'still the same question').toBe(q.key);
    await expect(page.getByTestId('quiz-feedback')).toBeVisible();
    await expect(page.getByTestId('quiz-score')).toHaveAttribute('data-value', String(i + 1));
    // Next takes its own key press, reached by Tab from Check.
    expect(await focused(page)).toBe('quiz-check');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('quiz-next');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid=quiz-feedback]').waitFor({ state: 'detached' });
    expect(await focused(page), 'the next question has the focus').toBe('quiz-question');
  }
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('phone portrait: the answer digits are under their columns, 44 px each, at n = 5, 6 and 8', async () => {
  for (const lang of ['ja', 'en']) {
    // Practice climbs a level with each right answer: n = 4, 5, 6, then 8,
    // each question a row of bits.
    const { page, errors, context } = await open(`?view=learn&quiz=2024&lang=${lang}`, { viewport: PHONE });
    for (const board of [4, 5, 6, 8]) {
      const q = await shown(page);
      expect([q.n, ['solution', 'row'].includes(q.kind)], q.key).toStrictEqual([board, false]);
      const boxes = await page.evaluate((n) => {
        const box = (el) => el.getBoundingClientRect();
        return Array.from({ length: n }, (_, c) => {
          const cell = box(document.querySelector(`[data-testid=board] [data-r="0"] [data-col="${c}"]`));
          const digit = box(document.querySelector(`[data-testid=quiz-bit-${c}]`));
          return { c, cell: [cell.left, cell.right], digit: [digit.left, digit.right, digit.width, digit.height] };
        });
      }, board);
      for (const { c, cell, digit } of boxes) {
        const centre = (digit[0] + digit[1]) / 2;
        expect(centre >= cell[0] && centre <= cell[1], `${lang} n = ${board}: digit ${c} (${digit[0]}–${digit[1]}) under column ${c} (${cell[0]}–${cell[1]})`).toBe(true);
        expect(digit[2] >= 44 && digit[3] >= 44, `${lang} n = ${board}: digit ${c} is ${digit[2]}×${digit[3]} px`).toBe(true);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `n = ${board}: nothing wider than the screen`).toBeLessThanOrEqual(0);
      // Each row's value is on the screen (n > 5: after its name, on the
      // line above its digits), the answer row reads as words, and the
      // board's row numbers keep to one line ("▶ 3", not ▶ over 3).
      const seen = await page.evaluate(() => {
        const rows = [...document.querySelectorAll('.quiz-stage .bit-grid .bit-row')].map((row) => {
          const label = row.querySelector('.row-label');
          const tail = row.querySelector('.row-tail');
          const after = getComputedStyle(label, '::after').content;
          const shown = (el) => el.getClientRects().length > 0 && el.getBoundingClientRect().width >= el.scrollWidth - 0.5 && el.scrollWidth > 8;
          return { value: row.dataset.value, onLabel: after.includes(row.dataset.value) && after.includes('='), tail: shown(tail) };
        });
        const answer = document.querySelector('.answer-row .row-label').innerText.replace(/\s+/g, ' ').trim();
        const current = document.querySelector('[data-testid=board] .board-row.current .row-label > span');
        return { rows, answer, currentLines: current.getClientRects().length, currentHeight: current.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(current).fontSize) * 1.6 };
      });
      for (const r of seen.rows) expect(r.onLabel || r.tail, `${lang} n = ${board}: the value ${r.value} of a row is shown`).toBe(true);
      expect(seen.answer, `${lang} n = ${board}: the answer row's label`).not.toMatch(/[?=]/);
      expect(seen.answer).toContain(lang === 'ja' ? 'あなたの' : 'your');
      expect(seen.currentHeight, `${lang} n = ${board}: the current row's number on one line`).toBeLessThan(seen.lineHeight);
      if (board !== 8) await answerAndGo(page, true);
    }
    expect(errors).toStrictEqual([]);
    await context.close();
  }
});

test('a negative answer is explained, not called "not a number"; a cleared box clears the digits', async () => {
  const { page, errors, context } = await open(`${setQuery(6)}&lang=ja`);
  // Question 1 of a set asks down, a row of bits.
  expect((await shown(page)).kind).toBe('down');
  await page.getByTestId('quiz-input').fill('-60');
  const error = page.getByTestId('quiz-input-error');
  await expect(error).toContainText('~59');
  await expect(error).toContainText('符号付き');
  await expect(error).not.toContainText('整数を数字で');
  await expect(error).toHaveAttribute('data-negative', '60');
  await page.getByTestId('quiz-check').click();
  expect(await page.getByTestId('quiz-feedback').count(), '-60 is not graded').toBe(0);
  // A binary row typed into the decimal box, then cleared: no digit stays on.
  await page.getByTestId('quiz-input').fill('101101');
  await page.getByTestId('quiz-input').fill('');
  const pressed = await page.locator('[data-testid^=quiz-bit-]').evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-pressed')));
  expect(pressed).toStrictEqual(Array(6).fill('false'));
  // Typed one digit at a time and cleared the same way.
  await page.getByTestId('quiz-input').pressSequentially('1011');
  for (let i = 0; i < 4; i++) await page.getByTestId('quiz-input').press('Backspace');
  await expect(page.locator('[data-testid^=quiz-bit-][aria-pressed=true]')).toHaveCount(0);
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('the yes / no question: two buttons, no number box, a reason derived from the row, Japanese words in Japanese', async () => {
  for (const lang of ['ja', 'en']) {
    const { page, errors, context } = await open(`${setQuery(5, 20)}&lang=${lang}`);
    // Questions 6 and 13 of a set ask "does it complete a solution?".
    for (let i = 0; i < 5; i++) await answerAndGo(page, true);
    for (const answerRight of [false, true]) {
      const q = await shown(page);
      expect(q.kind).toBe('solution');
      expect(await page.getByTestId('quiz-input').count(), 'no number box for a yes / no').toBe(0);
      await expect(page.getByTestId('quiz-question')).not.toContainText('1 =');
      const given = answerRight ? q.value : 1 - q.value;
      await page.getByTestId(given === 1 ? 'quiz-yes' : 'quiz-no').click();
      await page.getByTestId('quiz-check').click();
      const feedback = page.getByTestId('quiz-feedback');
      await expect(feedback).toHaveAttribute('data-correct', String(answerRight));
      const reason = await page.getByTestId('quiz-reason').innerText();
      const row = drawn('solution', q.n, q.step).before.row;
      expect(reason, 'the reason names the row the queen goes in').toContain(lang === 'ja' ? `行 ${row}` : `row ${row}`);
      expect(reason.startsWith(q.value === 1 ? (lang === 'ja' ? 'はい' : 'Yes') : (lang === 'ja' ? 'いいえ' : 'No'))).toBe(true);
      // The choice made is shown beside the answer.
      await expect(page.getByTestId('quiz-chosen')).toHaveAttribute('data-value', String(given));
      await expect(page.getByTestId('quiz-chosen')).toHaveText(lang === 'ja' ? `あなたの答え：${given === 1 ? 'はい' : 'いいえ'}。` : `Your answer: ${given === 1 ? 'Yes' : 'No'}.`);
      const text = await feedback.innerText();
      if (lang === 'ja') {
        expect(text, 'no English name in Japanese feedback').not.toMatch(/solution =|row =/);
        expect(text).toContain(q.value === 1 ? '答え：はい。' : '答え：いいえ。');
      }
      await page.getByTestId('quiz-next').click();
      await page.locator('[data-testid=quiz-feedback]').waitFor({ state: 'detached' });
      if (!answerRight) for (let i = 0; i < 6; i++) await answerAndGo(page, true);
    }
    expect(errors).toStrictEqual([]);
    await context.close();
  }
});

test('axe finds no violation in the homework views (a question, the end, the maker, the check page), both languages, phone and desktop', async () => {
  const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
  const found = [];
  const check = async (page, label) => {
    if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
    for (const scheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme: scheme });
      const r = await page.evaluate((tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }), TAGS);
      for (const v of r.violations) found.push(`${label} [${scheme}]: ${v.id} ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
  };
  for (const viewport of [PHONE, undefined]) {
    for (const lang of ['ja', 'en']) {
      const { page, context } = await open(`${setQuery(8, 2)}&lang=${lang}`, viewport ? { viewport } : {});
      await page.getByTestId('quiz-input').fill('-3');
      await page.getByTestId('quiz-input-error').waitFor();
      await check(page, `${lang} a homework question, a negative answer`);
      const { code } = await play(page, [false, true]);
      await check(page, `${lang} the end of a set`);
      await page.goto(`${site.url}?view=learn&quiz=7&lang=${lang}`);
      await page.getByTestId('homework-maker').waitFor();
      await check(page, `${lang} practice with the homework maker`);
      await page.goto(`${site.url}?view=learn&check=1&lang=${lang}`);
      await page.getByTestId('check-codes').fill(`A: ${code}\nB: 1234`);
      await page.getByTestId('check-grade').click();
      await page.getByTestId('check-results').waitFor();
      await check(page, `${lang} the check page with results`);
      await context.close();
    }
  }
  expect(found).toStrictEqual([]);
});
