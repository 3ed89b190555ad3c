// The learn page (issue 14): the guided lesson (`?view=learn&stop=k`) and the
// exercises (`?view=learn&quiz=SEED`), and the stepper's lesson banner. Every
// board, bit row and expected answer is checked against the JS port of the
// stepper (port.mjs), never against the page's own values: a stop's data-n /
// data-step name a moment of the search, the port computes it, and the page
// must show exactly that; a question's data-kind / data-n / data-step name a
// moment and the value after the next event, and the port computes the answer.
//   DIST=… node --test tests/e2e/learn.test.mjs
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, open as openPage } from './harness.mjs';
import { bin, columnOf, equations, portAt, quizAnswer, QUIZ_EVENT as EVENT } from './port.mjs';

const site = useSite();

async function open(query, options = {}) {
  const o = await openPage(site.browser, site.url, query, { ready: 'lesson-stop', ...options });
  o.context.setDefaultTimeout(10_000);
  return o;
}

/** The names of the lesson's bit rows in their test ids (`lesson-bits-…`). */
const ROWS = ['left', 'down', 'right', 'attacks', 'mask', 'bitmap', 'bit'];

/** The port after `step` events of `n`; fails if the search is shorter. */
function at(n, step) {
  const p = portAt(n, step);
  assert.equal(p.steps, step, `the search of n = ${n} has a step ${step}`);
  return p;
}

/** What the board and the bit rows show for the port's state. */
function shown(p) {
  const b = p.rowBits(p.row ?? 0);
  return {
    queens: p.queens().join(' '),
    row: p.row ?? -1,
    bits: Object.fromEntries(ROWS.map((k) => [k, b[k]])),
  };
}

// ---------------------------------------------------------------------------
// The lesson.

/** The lesson as the page shows it, read once it is settled (two reads in a
 * row agree and the URL names the stop shown). Runs in the page. */
async function lessonInPage() {
  let prev = null;
  for (let i = 0; i < 200; i++) {
    await new Promise((r) => setTimeout(r, 0));
    const cur = read();
    const urlDone = new URLSearchParams(cur.search).get('stop') === String(cur.index);
    if (urlDone && prev !== null && JSON.stringify(prev) === JSON.stringify(cur)) return cur;
    prev = cur;
  }
  return prev;

  function read() {
    const q = (id) => document.querySelector(`[data-testid="${id}"]`);
    const stop = q('lesson-stop');
    const board = q('board');
    const bits = {};
    const focus = [];
    for (const k of ['left', 'down', 'right', 'attacks', 'mask', 'bitmap', 'bit']) {
      const row = q(`lesson-bits-${k}`);
      bits[k] = row ? Number(row.dataset.value) : null;
      if (row?.classList.contains('focus')) focus.push(k);
    }
    const cols = [...document.querySelectorAll('[data-testid^="lesson-col-"]')];
    const href = (id) => q(id)?.getAttribute('href') ?? null;
    return {
      panic: !!q('panic'),
      index: stop ? Number(stop.dataset.index) : null,
      total: stop ? Number(stop.dataset.total) : null,
      n: stop ? Number(stop.dataset.n) : null,
      step: stop ? Number(stop.dataset.step) : null,
      queens: board?.dataset.queens ?? null,
      row: board ? Number(board.dataset.row) : null,
      bits,
      focus,
      search: location.search,
      lang: document.documentElement.lang,
      prevDisabled: q('lesson-prev')?.disabled ?? null,
      nextDisabled: q('lesson-next')?.disabled ?? null,
      openStepper: href('lesson-open-stepper'),
      hasStep: !!q('lesson-step'),
      stepResult: q('lesson-step-result')?.textContent.trim() ?? null,
      cols: cols.map((b) => b.dataset.testid),
      colsDisabled: cols.map((b) => b.disabled),
      clickResult: q('lesson-click-result')?.dataset.correct ?? null,
      clickText: q('lesson-click-result')?.textContent.trim() ?? null,
      text: q('lesson-text')?.textContent.trim() ?? '',
      goQuiz: href('lesson-go-quiz'),
      goSymmetry: href('lesson-go-symmetry'),
      goCount: href('lesson-go-count'),
    };
  }
}
const lesson = (page) => page.evaluate(lessonInPage);

/** Waits for stop `k` and reads it. */
async function stopAt(page, k) {
  await page.locator(`[data-testid="lesson-stop"][data-index="${k}"]`).waitFor();
  return lesson(page);
}

/** The board and the bit rows equal the port's state after `step` events of `n`. */
function assertBoard(s, n, step, msg) {
  const want = shown(at(n, step));
  assert.deepEqual({ queens: s.queens, row: s.row, bits: s.bits }, want, `${msg}: board and lesson-bits-* (n=${n} step ${step})`);
}

/** Stop `k` of `total`, in `lang`, its URL and its board. */
function assertStop(s, k, total, lang) {
  const msg = `${lang} stop ${k}`;
  assert.equal(s.panic, false, `${msg}: panic`);
  assert.deepEqual([s.index, s.total], [k, total], `${msg}: data-index / data-total`);
  assert.ok(Number.isInteger(s.n) && s.n >= 4 && s.n <= 8 && Number.isInteger(s.step) && s.step >= 0, `${msg}: data-n ${s.n} data-step ${s.step}`);
  const q = new URLSearchParams(s.search);
  assert.deepEqual({ view: q.get('view'), stop: q.get('stop'), lang: q.get('lang') }, { view: 'learn', stop: String(k), lang }, `${msg}: URL ${s.search}`);
  assert.equal(s.lang, lang, `${msg}: <html lang>`);
  assertBoard(s, s.n, s.step, msg);
  assert.ok(s.text.length > 40, `${msg}: a text`);
  assert.deepEqual([s.prevDisabled, s.nextDisabled], [k === 1, k === total], `${msg}: lesson-prev / lesson-next disabled at the ends only`);
  const open = new URLSearchParams(s.openStepper);
  assert.deepEqual({ view: open.get('view'), n: open.get('n'), step: open.get('step'), lang: open.get('lang') },
    { view: null, n: String(s.n), step: String(s.step), lang }, `${msg}: lesson-open-stepper ${s.openStepper}`);
  const last = k === total;
  assert.deepEqual([!!s.goQuiz, !!s.goSymmetry, !!s.goCount], [last, last, last], `${msg}: the pointers onwards only at the end`);
}

/** A stop's "Step once": the state one event later, then back to the stop. */
async function doStepTask(page, s, msg) {
  assert.equal(s.stepResult, null, `${msg}: no result before the step`);
  await page.getByTestId('lesson-step').click();
  await page.locator(`[data-testid="lesson-stop"][data-step="${s.step + 1}"]`).waitFor();
  const after = await lesson(page);
  assert.equal(after.n, s.n);
  assertBoard(after, s.n, s.step + 1, `${msg}, after lesson-step`);
  assert.ok(after.stepResult && after.stepResult.length > 10, `${msg}: lesson-step-result is shown`);
  // The rows the stop is about include one that the step changes.
  assert.ok(s.focus.length > 0 && s.focus.some((k) => after.bits[k] !== s.bits[k]),
    `${msg}: the step changes a highlighted row (${s.focus.join(', ')})`);
  // The link to the stepper follows the live moment.
  assert.equal(new URLSearchParams(after.openStepper).get('step'), String(s.step + 1), `${msg}: lesson-open-stepper after the step`);
  // Pressed again, it goes back to the stop.
  await page.getByTestId('lesson-step').click();
  await page.locator(`[data-testid="lesson-stop"][data-step="${s.step}"]`).waitFor();
  const back = await lesson(page);
  assertBoard(back, s.n, s.step, `${msg}, lesson-step again`);
  assert.equal(back.stepResult, null, `${msg}: no result back at the stop`);
}

/** A stop's "which square will bit take?": every wrong column, then the right one. */
async function doClickTask(page, s, msg, lang) {
  const n = s.n;
  assert.deepEqual(s.cols, Array.from({ length: n }, (_, c) => `lesson-col-${c}`), `${msg}: a button under each column`);
  const p = at(n, s.step);
  // The next event is a Place: no Descend pending, candidates left.
  assert.ok(p.row !== null && !p.descendNext && p.bitmap[p.row] !== 0, `${msg}: a Place comes next`);
  const bitmap = p.bitmap[p.row];
  const right = columnOf((bitmap & -bitmap) >>> 0, n);
  assert.equal(s.clickResult, null, `${msg}: no feedback before a click`);
  // Every wrong column (one, in English: the same code).
  const wrongs = Array.from({ length: n }, (_, c) => c).filter((c) => c !== right);
  for (const c of lang === 'ja' ? wrongs : wrongs.slice(0, 1)) {
    await page.getByTestId(`lesson-col-${c}`).click();
    await page.locator('[data-testid="lesson-click-result"][data-correct]').waitFor();
    const w = await lesson(page);
    assert.equal(w.clickResult, 'false', `${msg}: column ${c} is wrong (right: ${right})`);
    assert.ok(w.clickText.length > 10, `${msg}: the wrong click is explained`);
    assertBoard(w, n, s.step, `${msg}, after the wrong column ${c}`);
  }
  await page.getByTestId(`lesson-col-${right}`).click();
  // (Not waited for long: if the page disagrees, the assertion below says so.)
  await page.locator('[data-testid="lesson-click-result"][data-correct="true"]').waitFor({ timeout: 3000 }).catch(() => {});
  const ok = await lesson(page);
  assert.equal(ok.clickResult, 'true', `${msg}: column ${right} is right`);
  assert.equal(ok.step, s.step + 1, `${msg}: the Place was taken`);
  assertBoard(ok, n, s.step + 1, `${msg}, after the right column`);
  const placed = ok.queens.split(' ').map(Number);
  assert.equal(placed[p.row], right, `${msg}: the queen is in column ${right} of row ${p.row}`);
  assert.ok(ok.colsDisabled.every(Boolean), `${msg}: the task is done`);
}

/** The stepper's state: n, step, mask, board. */
async function stepperState(page, n, step) {
  await page.locator(`[data-testid="step-index"][data-value="${step}"]`).waitFor();
  await page.waitForFunction(([n, step]) => {
    const q = new URLSearchParams(location.search);
    return q.get('n') === String(n) && q.get('step') === String(step);
  }, [n, step]);
  return page.evaluate(() => {
    const q = (id) => document.querySelector(`[data-testid="${id}"]`);
    return {
      n: Number(q('n-input').value),
      step: Number(q('step-index').dataset.value),
      mask: Number(q('bits-mask').dataset.value),
      bitmap: Number(q('bits-bitmap').dataset.value),
      queens: q('board').dataset.queens,
      row: Number(q('board').dataset.row),
    };
  });
}

// ---------------------------------------------------------------------------
// The exercises.

/** The board sizes of the levels, easiest first (issue 14). */
const LEVELS = [4, 5, 6, 8];
const BITS_KINDS = ['bitmap', 'bit', 'left', 'down', 'right'];

/** The answer to a question, by the port (see quizAnswer), and the equations of its event. */
function solve(kind, n, step) {
  const { before, after, event, value } = quizAnswer(kind, n, step);
  assert.equal(before.steps, step, `the search of n = ${n} has a step ${step}`);
  assert.equal(event?.kind, EVENT[kind], `${kind} n=${n} step ${step}: the next event is a ${EVENT[kind]}`);
  if (kind === 'row') assert.notEqual(value, null, 'a Backtrack to a row');
  return { value, before: shown(before), after: shown(after), equations: equations(after) };
}

/** A wrong answer of the same form. */
function wrong(kind, value) {
  if (kind === 'solution') return 1 - value;
  if (kind === 'row') return value + 1;
  return value ^ 1;
}

/** The exercises as the page shows them, read once settled. Runs in the page. */
async function quizInPage() {
  let prev = null;
  for (let i = 0; i < 200; i++) {
    await new Promise((r) => setTimeout(r, 0));
    const cur = read();
    if (prev !== null && JSON.stringify(prev) === JSON.stringify(cur)) return cur;
    prev = cur;
  }
  return prev;

  function read() {
    const q = (id) => document.querySelector(`[data-testid="${id}"]`);
    const question = q('quiz-question');
    const board = q('board');
    const feedback = q('quiz-feedback');
    const bits = {};
    for (const k of ['left', 'down', 'right', 'bitmap', 'bit']) bits[k] = q(`quiz-bits-${k}`) ? Number(q(`quiz-bits-${k}`).dataset.value) : null;
    const digits = [...document.querySelectorAll('[data-testid^="quiz-bit-"]')];
    return {
      panic: !!q('panic'),
      kind: question?.dataset.kind ?? null,
      n: question ? Number(question.dataset.n) : null,
      step: question ? Number(question.dataset.step) : null,
      score: q('quiz-score') ? Number(q('quiz-score').dataset.value) : null,
      queens: board?.dataset.queens ?? null,
      row: board ? Number(board.dataset.row) : null,
      bits,
      digits: digits.map((d) => d.dataset.testid),
      pressed: digits.map((d) => d.getAttribute('aria-pressed')),
      digitsDisabled: digits.map((d) => d.disabled),
      yesNo: [!!q('quiz-yes'), !!q('quiz-no')],
      input: q('quiz-input')?.value ?? null,
      inputDisabled: q('quiz-input')?.disabled ?? null,
      inputError: !!q('quiz-input-error'),
      check: q('quiz-check') ? (q('quiz-check').disabled ? 'disabled' : 'enabled') : null,
      next: !!q('quiz-next'),
      correct: feedback?.dataset.correct ?? null,
      expected: feedback ? Number(feedback.dataset.expected) : null,
      feedbackText: feedback?.textContent ?? '',
      // The derivation: the equation lines of the event, with their numbers.
      equations: feedback?.querySelector('pre')?.textContent.split('\n') ?? null,
      search: location.search,
    };
  }
}
const quiz = (page) => page.evaluate(quizInPage);
const key = (q) => `${q.kind} n=${q.n} step ${q.step}`;

/** Enters `answer` by clicking digits (or yes / no), or by typing it. */
async function enter(page, q, answer, how) {
  if (how === 'type' || q.kind === 'row') {
    await page.getByTestId('quiz-input').fill(String(answer));
  } else if (q.kind === 'solution') {
    await page.getByTestId(answer === 1 ? 'quiz-yes' : 'quiz-no').click();
    await page.locator(`[data-testid="${answer === 1 ? 'quiz-yes' : 'quiz-no'}"][aria-pressed="true"]`).waitFor();
  } else {
    // Column c is bit n-1-c.
    const on = [];
    for (let c = 0; c < q.n; c++) if ((answer >>> (q.n - 1 - c)) & 1) on.push(c);
    for (const c of on) await page.getByTestId(`quiz-bit-${c}`).click();
    // No digit clicked leaves the field empty (the answer is then 0).
    const text = on.length ? String(answer) : '';
    await page.waitForFunction((t) => document.querySelector('[data-testid="quiz-input"]')?.value === t, text, { timeout: 5000 }).catch(() => {});
    const s = await quiz(page);
    assert.deepEqual(s.pressed, Array.from({ length: q.n }, (_, c) => String(on.includes(c))), `${key(q)}: digits pressed for ${answer}`);
    assert.equal(s.input, text, `${key(q)}: the decimal field follows the digits`);
  }
}

/**
 * Answers the current question right or wrong (`how`: click or type) and
 * checks the page against the port before and after; returns the question.
 */
async function answer(page, right, how, score) {
  const q = await quiz(page);
  const at = key(q);
  assert.equal(q.panic, false);
  assert.ok(Object.hasOwn(EVENT, q.kind), `data-kind ${q.kind}`);
  assert.ok(LEVELS.includes(q.n), `data-n ${q.n}`);
  const want = solve(q.kind, q.n, q.step);
  // The question's moment, unanswered.
  assert.deepEqual({ queens: q.queens, row: q.row }, { queens: want.before.queens, row: want.before.row }, `${at}: the board`);
  for (const k of Object.keys(q.bits)) assert.equal(q.bits[k], want.before.bits[k], `${at}: quiz-bits-${k}`);
  const bitsKind = BITS_KINDS.includes(q.kind);
  assert.deepEqual(q.digits, bitsKind ? Array.from({ length: q.n }, (_, c) => `quiz-bit-${c}`) : [], `${at}: digit buttons`);
  assert.deepEqual(q.yesNo, [q.kind === 'solution', q.kind === 'solution'], `${at}: yes / no buttons`);
  assert.deepEqual([q.correct, q.check, q.next, q.inputDisabled], [null, 'enabled', false, false], `${at}: not checked yet`);
  const given = right ? want.value : wrong(q.kind, want.value);
  await enter(page, q, given, how);
  await page.getByTestId('quiz-check').click();
  await page.getByTestId('quiz-feedback').waitFor();
  const a = await quiz(page);
  assert.deepEqual([a.kind, a.n, a.step], [q.kind, q.n, q.step], `${at}: the same question after the check`);
  assert.equal(a.correct, String(right), `${at}: answered ${given} (${how}), expected ${want.value}`);
  assert.equal(a.expected, want.value, `${at}: data-expected`);
  assert.equal(a.score, score + (right ? 1 : 0), `${at}: quiz-score`);
  // The expected value in the feedback's words too (binary and decimal for a row of bits).
  const said = BITS_KINDS.includes(q.kind) ? `${q.kind} = ${bin(want.value, q.n)} (${want.value})` : `${q.kind} = ${want.value}`;
  assert.ok(a.feedbackText.includes(said), `${at}: the feedback says ${said}: ${a.feedbackText}`);
  assert.deepEqual(a.equations, want.equations, `${at}: the feedback's equations`);
  // Locked, and showing the state after the event.
  assert.deepEqual([a.check, a.next, a.inputDisabled], [null, true, true], `${at}: locked after the check`);
  assert.ok(a.digitsDisabled.every(Boolean), `${at}: digits locked`);
  assert.deepEqual({ queens: a.queens, row: a.row }, { queens: want.after.queens, row: want.after.row }, `${at}: the board after the event`);
  for (const k of Object.keys(a.bits)) assert.equal(a.bits[k], want.after.bits[k], `${at}: quiz-bits-${k} after the event`);
  await page.getByTestId('quiz-next').click();
  await page.locator('[data-testid="quiz-check"]').waitFor();
  return q;
}

/** Where the next question must be, after an answer to `q`. */
function nextLevel(q, right) {
  const level = LEVELS.indexOf(q.n);
  return right ? LEVELS[Math.min(level + 1, LEVELS.length - 1)] : LEVELS[Math.max(level - 1, 0)];
}

/** Answers each of `pattern` (true = right) quickly, by typing; returns the questions. */
async function replay(page, pattern) {
  const seen = [];
  for (const right of pattern) {
    const q = await quiz(page);
    seen.push(key(q));
    const { value } = solve(q.kind, q.n, q.step);
    await page.getByTestId('quiz-input').fill(String(right ? value : wrong(q.kind, value)));
    // Clicks without the pointer's checks (answer() clicks for real).
    await page.getByTestId('quiz-check').dispatchEvent('click');
    await page.locator(`[data-testid="quiz-feedback"][data-correct="${right}"]`).waitFor();
    await page.getByTestId('quiz-next').dispatchEvent('click');
    await page.locator('[data-testid="quiz-check"]').waitFor();
  }
  return seen;
}

const SEED = 2024;

// The tests are independent contexts and mostly wait on the browser: run
// side by side, they use the time one of them leaves idle.
describe('the learn page', { concurrency: 3 }, () => {
  for (const lang of ['ja', 'en']) {
    test(`lesson, ${lang}: every stop by lesson-next, lesson-prev, ← and →: its board, bits and URL equal the port's; the step and click tasks; its direct link`, async () => {
      const { page, errors, context } = await open(`?view=learn&stop=1&lang=${lang}`);
      let s = await lesson(page);
      const total = s.total;
      assert.ok(total >= 12 && total <= 20, `12 to 20 stops (${total})`);
      const stops = [];
      const tasks = { step: 0, click: 0 };
      for (let k = 1; k <= total; k++) {
        s = await stopAt(page, k);
        assertStop(s, k, total, lang);
        stops.push({ n: s.n, step: s.step, text: s.text });
        const msg = `${lang} stop ${k}`;
        if (s.hasStep) {
          tasks.step++;
          await doStepTask(page, s, msg);
        }
        if (s.cols.length > 0) {
          tasks.click++;
          await doClickTask(page, s, msg, lang);
        }
        if (k === total) {
          const q = (href) => new URLSearchParams(href);
          assert.equal(q(s.goQuiz).get('view'), 'learn');
          assert.match(q(s.goQuiz).get('quiz') ?? '', /^\d+$/, `lesson-go-quiz ${s.goQuiz}`);
          assert.equal(q(s.goSymmetry).get('view'), 'symmetry');
          assert.equal(q(s.goCount).get('view'), 'count');
        } else {
          await page.getByTestId('lesson-next').click();
        }
      }
      assert.ok(tasks.step >= 1 && tasks.click >= 1, `step and click tasks (${JSON.stringify(tasks)})`);
      // The stops are distinct moments, each with its own text.
      assert.equal(new Set(stops.map((t) => t.text)).size, total, 'a text per stop');

      // Back to the start by lesson-prev and ← in turn: the same moments, the
      // tasks reset.
      for (let k = total - 1; k >= 1; k--) {
        const how = k % 2 ? 'lesson-prev' : '←';
        if (how === '←') await page.keyboard.press('ArrowLeft');
        else await page.getByTestId('lesson-prev').click();
        s = await stopAt(page, k);
        assertStop(s, k, total, lang);
        assert.deepEqual([s.n, s.step], [stops[k - 1].n, stops[k - 1].step], `${lang} stop ${k} after ${how}`);
        assert.equal(s.clickResult, null, `${lang} stop ${k}: the click task starts afresh`);
      }
      // ← at the first stop stays there; → to the end, and not past it.
      await page.keyboard.press('ArrowLeft');
      assertStop(await stopAt(page, 1), 1, total, lang);
      for (let k = 2; k <= total + 1; k++) {
        await page.keyboard.press('ArrowRight');
        const j = Math.min(k, total);
        s = await stopAt(page, j);
        assertStop(s, j, total, lang);
        assert.deepEqual([s.n, s.step], [stops[j - 1].n, stops[j - 1].step], `${lang} → to stop ${j}`);
      }

      // Each stop's link, opened directly, shows the same moment (the odd
      // stops in Japanese, the even ones in English: a load takes a while).
      for (let k = lang === 'ja' ? 1 : 2; k <= total; k += 2) {
        await page.goto(`${site.url}?view=learn&stop=${k}&lang=${lang}`);
        s = await stopAt(page, k);
        assertStop(s, k, total, lang);
        assert.deepEqual([s.n, s.step, s.text], [stops[k - 1].n, stops[k - 1].step, stops[k - 1].text], `${lang} ?view=learn&stop=${k}`);
      }
      // A stop past the end shows the last one.
      await page.goto(`${site.url}?view=learn&stop=99&lang=${lang}`);
      await page.locator(`[data-testid="lesson-stop"][data-index="${total}"]`).waitFor();
      // The address names the stop shown.
      await page.waitForFunction((total) => new URLSearchParams(location.search).get('stop') === String(total), total);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  test('lesson-open-stepper opens the stepper at the stop\'s n and step (after a step task, the next one); Back returns to the stop', async () => {
    const { page, errors, context } = await open('?view=learn&stop=1&lang=en');
    const total = (await lesson(page)).total;
    // A 5×5 stop with a step task, taken; then the last stop (the end of 8×8).
    let k = 1;
    let s = await lesson(page);
    while (!s.hasStep) {
      await page.getByTestId('lesson-next').click();
      s = await stopAt(page, ++k);
    }
    await page.getByTestId('lesson-step').click();
    await page.locator(`[data-testid="lesson-stop"][data-step="${s.step + 1}"]`).waitFor();
    for (let [stopIndex, n, step] of [[k, s.n, s.step + 1], [total, null, null]]) {
      if (n === null) {
        await page.goto(`${site.url}?view=learn&stop=${total}&lang=en`);
        s = await stopAt(page, total);
        [n, step] = [s.n, s.step];
      }
      await page.getByTestId('lesson-open-stepper').click();
      const got = await stepperState(page, n, step);
      const p = at(n, step);
      const want = shown(p);
      assert.deepEqual(got, { n, step, mask: p.mask, bitmap: want.bits.bitmap, queens: want.queens, row: want.row }, `the stepper at n=${n} step ${step}`);
      assert.equal(new URLSearchParams(new URL(page.url()).search).get('view'), null);
      await page.goBack();
      s = await stopAt(page, stopIndex);
      assert.match(page.url(), new RegExp(`view=learn&stop=${stopIndex}\\b`));
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('the end of the lesson leads to the exercises, the symmetry page and the counter; the tabs switch between the lesson and the exercises', async () => {
    const { page, errors, context } = await open('?view=learn&stop=1&lang=en');
    const total = (await lesson(page)).total;
    await page.goto(`${site.url}?view=learn&stop=${total}&lang=en`);
    await stopAt(page, total);
    const current = (testid) => page.getByTestId(testid).getAttribute('aria-current');
    assert.deepEqual([await current('learn-lesson-tab'), await current('learn-quiz-tab')], ['page', null]);
    await page.getByTestId('lesson-go-quiz').click();
    await page.getByTestId('quiz-question').waitFor();
    const seed = new URL(page.url()).searchParams.get('quiz');
    assert.match(seed ?? '', /^\d+$/, page.url());
    assert.deepEqual([await current('learn-lesson-tab'), await current('learn-quiz-tab')], [null, 'page']);
    // The tabs: back to the lesson at its stop, and to the exercises again.
    await page.getByTestId('learn-lesson-tab').click();
    await stopAt(page, total);
    await page.getByTestId('learn-quiz-tab').click();
    await page.getByTestId('quiz-question').waitFor();
    assert.match(new URL(page.url()).searchParams.get('quiz') ?? '', /^\d+$/, page.url());
    await page.goBack();
    await stopAt(page, total);
    await page.goBack();
    await page.getByTestId('quiz-question').waitFor();
    await page.goBack();
    await stopAt(page, total);
    await page.getByTestId('lesson-go-symmetry').click();
    await page.getByTestId('symmetry-view').waitFor();
    assert.match(page.url(), /view=symmetry/);
    await page.goBack();
    await stopAt(page, total);
    await page.getByTestId('lesson-go-count').click();
    await page.getByTestId('count-view').waitFor();
    assert.match(page.url(), /view=count/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('exercises: every kind answered right (up to n = 8), then wrong and right again on a smaller board, by digits, yes / no and typing: value, feedback, equations, levels and score against the port', async () => {
    const { page, errors, context } = await open(`?view=learn&quiz=${SEED}&lang=en`, { ready: 'quiz-question' });
    assert.match(page.url(), new RegExp(`view=learn&quiz=${SEED}`));
    let score = 0;
    const ask = async (right, how) => {
      const q = await answer(page, right, how, score);
      if (right) score++;
      const next = await quiz(page);
      assert.equal(next.n, nextLevel(q, right), `after ${right ? 'a right' : 'a wrong'} answer to ${key(q)}: n = ${next.n}`);
      if (right) assert.notEqual(next.kind, q.kind, `a right answer to ${key(q)} moves on to another kind`);
      else assert.equal(next.kind, q.kind, `a wrong answer to ${key(q)} asks ${q.kind} again`);
      return q;
    };
    // Right answers: through every kind, up the levels to n = 8.
    const kinds = [];
    for (let i = 0; i < 7; i++) kinds.push((await ask(true, i % 2 ? 'type' : 'click')).kind);
    assert.deepEqual([...kinds].sort(), Object.keys(EVENT).sort(), 'seven right answers meet the seven kinds');
    // Each kind once wrong, then right on the next question of that kind
    // (n = 8, then the smaller n = 6).
    const pairs = [];
    for (let i = 0; i < 7; i++) {
      const w = await ask(false, i % 2 ? 'click' : 'type');
      const r = await ask(true, i % 2 ? 'type' : 'click');
      assert.equal(r.kind, w.kind);
      assert.ok(r.n < w.n, `${w.kind}: the question after a wrong one is on a smaller board (${w.n} → ${r.n})`);
      pairs.push(w.kind);
    }
    assert.deepEqual([...pairs].sort(), Object.keys(EVENT).sort(), 'every kind wrong, then right');
    assert.equal((await quiz(page)).score, 14);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('exercises: a seeded set is the same after a reload and in a fresh context (another seed, another set); progress survives a reload; reset; a bad typed answer is not checked', async () => {
    const seed = SEED + 7;
    const { page, errors, context } = await open(`?view=learn&quiz=${seed}&lang=en`, { ready: 'quiz-question' });
    // Every kind once, with a wrong answer on the way.
    const pattern = [true, true, true, false, true, true, true, true, false, true];
    const seen = await replay(page, pattern.slice(0, 5));
    // Progress survives a reload: the same question, the same score.
    const before = await quiz(page);
    assert.equal(before.score, 4);
    await page.reload();
    await page.getByTestId('quiz-question').waitFor();
    const reloaded = await quiz(page);
    assert.deepEqual([key(reloaded), reloaded.score], [key(before), 4], 'the question and the score after a reload');
    seen.push(...(await replay(page, pattern.slice(5))));
    assert.equal((await quiz(page)).score, 8);
    assert.equal(new Set(seen.map((k) => k.split(' ')[0])).size, 7, `every kind: ${seen.join(', ')}`);
    // The same seed in a fresh context, answered the same way: the same set.
    const other = await open(`?view=learn&quiz=${seed}&lang=ja`, { ready: 'quiz-question' });
    assert.deepEqual(await replay(other.page, pattern), seen, `seed ${seed}: the same questions in a fresh context`);
    assert.deepEqual(other.errors, []);
    await other.context.close();
    // Another seed, another set.
    const third = await open(`?view=learn&quiz=${seed + 1}&lang=en`, { ready: 'quiz-question' });
    assert.notDeepEqual(await replay(third.page, pattern.slice(0, 4)), seen.slice(0, 4), 'another seed gives another set');
    await third.context.close();

    // A bad typed answer: an error, and no check.
    const q = await quiz(page);
    await page.getByTestId('quiz-input').fill('abc');
    await page.getByTestId('quiz-input-error').waitFor();
    let s = await quiz(page);
    assert.deepEqual([s.check, s.inputError, s.correct], ['disabled', true, null], '"abc": quiz-check disabled, quiz-input-error shown');
    await page.getByTestId('quiz-check').click({ force: true });
    s = await quiz(page);
    assert.deepEqual([key(s), s.correct, s.score, s.inputDisabled], [key(q), null, 8, false], '"abc" is not checked');
    // A valid number clears the error.
    await page.getByTestId('quiz-input').fill('1');
    await page.locator('[data-testid="quiz-input-error"]').waitFor({ state: 'detached' });
    assert.equal((await quiz(page)).check, 'enabled');

    // Reset: the first question again, score 0, also after a reload.
    await page.getByTestId('quiz-reset').click();
    await page.locator('[data-testid="quiz-score"][data-value="0"]').waitFor();
    s = await quiz(page);
    assert.deepEqual([key(s), s.score, s.input, s.inputError], [seen[0], 0, '', false], 'quiz-reset starts the set again');
    await page.reload();
    await page.getByTestId('quiz-question').waitFor();
    s = await quiz(page);
    assert.deepEqual([key(s), s.score], [seen[0], 0], 'the reset survives a reload');
    // At the easiest level a wrong answer stays at n = 4.
    const first = await answer(page, false, 'type', 0);
    s = await quiz(page);
    assert.deepEqual([first.n, s.kind, s.n], [LEVELS[0], first.kind, LEVELS[0]], 'a wrong answer at n = 4 asks the same kind at n = 4');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('exercises: a question checked before a reload is not counted twice', async () => {
    const { page, context } = await open(`?view=learn&quiz=${SEED}&lang=en`, { ready: 'quiz-question' });
    const q = await quiz(page);
    const { value } = solve(q.kind, q.n, q.step);
    await page.getByTestId('quiz-input').fill(String(value));
    await page.getByTestId('quiz-check').click();
    await page.locator('[data-testid="quiz-score"][data-value="1"]').waitFor();
    await page.reload();
    await page.getByTestId('quiz-question').waitFor();
    const s = await quiz(page);
    // Either the answer is still shown (locked) or the next question is asked.
    if (key(s) === key(q)) {
      assert.equal(s.correct, 'true', 'the question is still answered after the reload');
    }
    assert.equal(s.score, 1);
    await context.close();
  });

  test('exercises: the lesson tab and back to the exercises tab continue the same set', async () => {
    const { page, context } = await open(`?view=learn&quiz=${SEED}&lang=en`, { ready: 'quiz-question' });
    const q = await quiz(page);
    await page.getByTestId('quiz-input').fill(String(solve(q.kind, q.n, q.step).value));
    await page.getByTestId('quiz-check').click();
    await page.locator('[data-testid="quiz-score"][data-value="1"]').waitFor();
    await page.getByTestId('quiz-next').click();
    await page.getByTestId('learn-lesson-tab').click();
    await page.getByTestId('lesson-stop').waitFor();
    await page.getByTestId('learn-quiz-tab').click();
    await page.getByTestId('quiz-question').waitFor();
    assert.equal(new URL(page.url()).searchParams.get('quiz'), String(SEED));
    assert.equal((await quiz(page)).score, 1);
    await context.close();
  });

  // ---------------------------------------------------------------------------
  // The way in: the stepper's banner and the menu.

  test('the stepper\'s lesson banner: shown on a first visit, opens stop 1, hidden for good once dismissed', async () => {
    const { page, errors, context } = await open('?n=6&step=3&lang=en', { ready: 'board' });
    await page.getByTestId('lesson-banner').waitFor();
    await page.getByTestId('lesson-banner-open').click();
    const s = await stopAt(page, 1);
    assertStop(s, 1, s.total, 'en');
    await page.goBack();
    await page.locator('[data-testid="step-index"][data-value="3"]').waitFor();
    assert.match(page.url(), /n=6&step=3/);
    // Not dismissed: still there.
    await page.getByTestId('lesson-banner').waitFor();
    // Only on the stepper.
    await page.getByTestId('nav-count').click();
    await page.getByTestId('count-view').waitFor();
    assert.equal(await page.getByTestId('lesson-banner').count(), 0, 'no banner on the count page');
    await page.goBack();
    await page.getByTestId('lesson-banner').waitFor();
    await page.getByTestId('lesson-banner-dismiss').click();
    await page.getByTestId('lesson-banner').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('board').waitFor();
    await page.getByTestId('step-index').waitFor();
    assert.equal(await page.getByTestId('lesson-banner').count(), 0, 'hidden after a reload');
    assert.deepEqual(errors, []);
    await context.close();
  });

  for (const lang of ['ja', 'en']) {
    test(`the menu link nav-learn opens the lesson (${lang}); Back returns to the stepper`, async () => {
      const { page, errors, context } = await open(`?n=5&step=9&lang=${lang}`, { ready: 'board' });
      await page.getByTestId('nav-learn').click();
      const s = await stopAt(page, 1);
      assertStop(s, 1, s.total, lang);
      assert.equal(await page.getByTestId('nav-learn').getAttribute('aria-current'), 'page', 'nav-learn is the current page');
      // → and ← move the lesson here, not the stepper's step.
      await page.keyboard.press('ArrowRight');
      await stopAt(page, 2);
      await page.keyboard.press('ArrowLeft');
      await stopAt(page, 1);
      await page.goBack();
      await page.locator('[data-testid="step-index"][data-value="9"]').waitFor();
      assert.match(page.url(), /n=5&step=9/);
      assert.equal(await page.getByTestId('board').getAttribute('data-queens'), at(5, 9).queens().join(' '));
      // The menu's way back keeps the stepper's moment too.
      await page.getByTestId('nav-learn').click();
      await page.getByTestId('lesson-stop').waitFor();
      const k = (await lesson(page)).index;
      await page.keyboard.press(k > 1 ? 'ArrowLeft' : 'ArrowRight');
      await stopAt(page, k > 1 ? k - 1 : k + 1);
      await page.getByTestId('nav-stepper').click();
      await page.locator('[data-testid="step-index"][data-value="9"]').waitFor();
      assert.match(page.url(), /n=5&step=9/);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});
