// The learn page: the guided lesson (`?view=learn&stop=k`) and the
// exercises (`?view=learn&quiz=SEED`), and the stepper's lesson banner. A
// stop's board, bit rows and task answer, and a question's answer, boards
// and equations are the domain's (tests/e2e/shown.json, written and held to
// domain::learn by tests/shown.rs, where each is checked natively): the page
// must show exactly that. A question's data-kind / data-n / data-step name
// it in shown.json.
//   DIST=… tools/node_modules/.bin/playwright test -c tests/e2e/playwright.config.mjs learn.test.mjs
import { test, expect, useSite, open as openPage, settled, PHONE, watchAdditions, additions, SHOWN, drawn, bin } from './harness.mjs';

const site = useSite();

async function open(query, options = {}) {
  const o = await openPage(site.browser, site.url, query, { ready: 'lesson-stop', ...options });
  o.context.setDefaultTimeout(10_000);
  return o;
}

/** The names of the lesson's bit rows in their test ids (`lesson-bits-…`). */
const ROWS = ['left', 'down', 'right', 'attacks', 'mask', 'bitmap', 'bit'];

/** The domain's moment after `step` events of `n` (shown.json holds every
 * lesson stop's and the one after it). */
function at(n, step) {
  const m = SHOWN.moments[`${n}:${step}`];
  expect(m, `shown.json holds n = ${n}, step ${step}`).toBeTruthy();
  return m;
}

/** What the board and the bit rows show at a moment. */
function shown(m) {
  return { queens: m.queens, row: m.row, bits: Object.fromEntries(ROWS.map((k) => [k, m.bits[k]])) };
}

/** The domain's stop `k` (from 1): its topic, board, step, task and answer. */
function stopOfIndex(s, msg) {
  const want = SHOWN.lesson[s.index - 1];
  expect({ topic: s.topic, n: s.n, step: s.step, task: s.task }, `${msg}: the domain's stop`).toStrictEqual({ topic: want.topic, n: want.n, step: want.step, task: want.task });
  return want;
}

// ---------------------------------------------------------------------------
// The lesson.

/** The lesson as the page shows it. Runs in the page. */
function lessonInPage() {
  return read();

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
      topic: stop?.dataset.topic ?? null,
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
      task: stop?.dataset.task ?? null,
      prompt: q('lesson-task')?.textContent ?? '',
      hasStep: !!q('lesson-step'),
      puzzle: q('puzzle')?.dataset.solved ?? null,
      hasNumber: !!q('lesson-number'),
      numberResult: q('lesson-number-result')?.dataset.correct ?? null,
      stepResult: q('lesson-step-result')?.textContent.trim() ?? null,
      cols: cols.map((b) => b.dataset.testid),
      colsDisabled: cols.map((b) => b.getAttribute('aria-disabled') === 'true'),
      clickResult: q('lesson-click-result')?.dataset.correct ?? null,
      clickText: q('lesson-click-result')?.textContent.trim() ?? null,
      text: q('lesson-text')?.textContent.trim() ?? '',
      goQuiz: href('lesson-go-quiz'),
      goSymmetry: href('lesson-go-symmetry'),
      goCount: href('lesson-go-count'),
      goCode: href('lesson-go-code'),
      goTree: href('lesson-go-tree'),
    };
  }
}
/** The lesson, settled: the URL names the stop shown. */
const lesson = (page) => settled(page, lessonInPage, { ready: (cur) => new URLSearchParams(cur.search).get('stop') === String(cur.index) });

/** Waits for stop `k` and reads it. */
async function stopAt(page, k) {
  await page.locator(`[data-testid="lesson-stop"][data-index="${k}"]`).waitFor();
  return lesson(page);
}

/** The board and the bit rows equal the domain's after `step` events of `n`. */
function assertBoard(s, n, step, msg) {
  const want = shown(at(n, step));
  expect({ queens: s.queens, row: s.row, bits: s.bits }, `${msg}: board and lesson-bits-* (n=${n} step ${step})`).toStrictEqual(want);
}

/** Stop `k` of `total`, in `lang`, its URL and its board. */
function assertStop(s, k, total, lang) {
  const msg = `${lang} stop ${k}`;
  expect(s.panic, `${msg}: panic`).toBe(false);
  expect([s.index, s.total], `${msg}: data-index / data-total`).toStrictEqual([k, total]);
  expect(Number.isInteger(s.n) && s.n >= 4 && s.n <= 8 && Number.isInteger(s.step) && s.step >= 0, `${msg}: data-n ${s.n} data-step ${s.step}`).toBeTruthy();
  const q = new URLSearchParams(s.search);
  expect({ view: q.get('view'), stop: q.get('stop'), lang: q.get('lang') }, `${msg}: URL ${s.search}`).toStrictEqual({ view: 'learn', stop: String(k), lang });
  expect(s.lang, `${msg}: <html lang>`).toBe(lang);
  // The first stop is the puzzle by hand: its own board, no bit rows.
  // (Solved or not: a stop come back to shows the board as it was left.)
  if (s.task === 'puzzle') expect([s.puzzle !== null, s.queens], `${msg}: the puzzle's board only`).toStrictEqual([true, null]);
  else assertBoard(s, s.n, s.step, msg);
  expect(s.text.length > 40, `${msg}: a text`).toBeTruthy();
  expect([s.prevDisabled, s.nextDisabled], `${msg}: lesson-prev / lesson-next disabled at the ends only`).toStrictEqual([k === 1, k === total]);
  const open = new URLSearchParams(s.openStepper);
  expect({ view: open.get('view'), n: open.get('n'), step: open.get('step'), lang: open.get('lang') }, `${msg}: lesson-open-stepper ${s.openStepper}`).toStrictEqual({ view: null, n: String(s.n), step: String(s.step), lang });
  const last = k === total;
  expect([!!s.goQuiz, !!s.goSymmetry, !!s.goCount, !!s.goCode, !!s.goTree], `${msg}: the pointers onwards only at the end`).toStrictEqual([last, last, last, last, last]);
}

/** The puzzle stop: the search's first solution, put down square by square. */
async function doPuzzleTask(page, s, msg) {
  const solution = SHOWN.solutions[s.n][0][1].split(' ').map(Number);
  for (const [r, c] of solution.entries()) {
    expect(await page.getByTestId('puzzle').getAttribute('data-solved'), `${msg}: solved before row ${r}`).toBe('false');
    await page.getByTestId(`puzzle-${r}-${c}`).click();
  }
  await expect(page.getByTestId('puzzle')).toHaveAttribute('data-solved', 'true');
}

/** A stop's "Step once": the state one event later, then back to the stop. */
async function doStepTask(page, s, msg) {
  expect(s.stepResult, `${msg}: no result before the step`).toBe(null);
  await page.getByTestId('lesson-step').click();
  await page.locator(`[data-testid="lesson-stop"][data-step="${s.step + 1}"]`).waitFor();
  const after = await lesson(page);
  expect(after.n).toBe(s.n);
  assertBoard(after, s.n, s.step + 1, `${msg}, after lesson-step`);
  expect(after.stepResult && after.stepResult.length > 10, `${msg}: lesson-step-result is shown`).toBeTruthy();
  // The rows the stop is about include one that the step changes.
  expect(s.focus.length > 0 && s.focus.some((k) => after.bits[k] !== s.bits[k]), `${msg}: the step changes a highlighted row (${s.focus.join(', ')})`).toBeTruthy();
  // The link to the stepper follows the live moment.
  expect(new URLSearchParams(after.openStepper).get('step'), `${msg}: lesson-open-stepper after the step`).toBe(String(s.step + 1));
  // "Step once" is marked off; "Back to the stop", a button of its own,
  // goes back.
  await expect(page.getByTestId('lesson-step')).toHaveAttribute('aria-disabled', 'true');
  await page.getByTestId('lesson-step-back').click();
  await page.locator(`[data-testid="lesson-stop"][data-step="${s.step}"]`).waitFor();
  await expect(page.getByTestId('lesson-step-back')).toHaveAttribute('aria-disabled', 'true');
  const back = await lesson(page);
  assertBoard(back, s.n, s.step, `${msg}, lesson-step again`);
  expect(back.stepResult, `${msg}: no result back at the stop`).toBe(null);
}

/** A stop's click task: every wrong column, then the right one. */
async function doClickTask(page, s, msg, lang) {
  const n = s.n;
  expect(s.cols, `${msg}: a button under each column`).toStrictEqual(Array.from({ length: n }, (_, c) => `lesson-col-${c}`));
  const right = stopOfIndex(s, msg).answer;
  const place = s.task === 'next-queen';
  expect(s.clickResult, `${msg}: no feedback before a click`).toBe(null);
  // Every wrong column (one, in English: the same code).
  const wrongs = Array.from({ length: n }, (_, c) => c).filter((c) => c !== right);
  for (const c of lang === 'ja' ? wrongs : wrongs.slice(0, 1)) {
    await page.getByTestId(`lesson-col-${c}`).click();
    await page.locator('[data-testid="lesson-click-result"][data-correct]').waitFor();
    const w = await lesson(page);
    expect(w.clickResult, `${msg}: column ${c} is wrong (right: ${right})`).toBe('false');
    expect(w.clickText.length > 10, `${msg}: the wrong click is explained`).toBeTruthy();
    assertBoard(w, n, s.step, `${msg}, after the wrong column ${c}`);
  }
  await page.getByTestId(`lesson-col-${right}`).click();
  // (Not waited for long: if the page disagrees, the assertion below says so.)
  await page.locator('[data-testid="lesson-click-result"][data-correct="true"]').waitFor({ timeout: 3000 }).catch(() => {});
  const ok = await lesson(page);
  expect(ok.clickResult, `${msg}: column ${right} is right`).toBe('true');
  expect(ok.colsDisabled.every(Boolean), `${msg}: the task is done`).toBeTruthy();
  if (!place) {
    assertBoard(ok, n, s.step, `${msg}, after the right column: the same moment`);
    return;
  }
  expect(ok.step, `${msg}: the Place was taken`).toBe(s.step + 1);
  assertBoard(ok, n, s.step + 1, `${msg}, after the right column`);
  const placed = ok.queens.split(' ').map(Number);
  expect(placed[s.row], `${msg}: the queen is in column ${right} of row ${s.row}`).toBe(right);
}

/** A stop's number task: a wrong number (checked by the button), then the right one (by Enter). */
async function doNumberTask(page, s, msg) {
  const want = stopOfIndex(s, msg).answer;
  expect(s.numberResult, `${msg}: no answer before a check`).toBe(null);
  // Wrong, and in range (a number out of range is flagged, not graded).
  await page.getByTestId('lesson-number').fill(String(want > 0 ? want - 1 : want + 1));
  await page.getByTestId('lesson-number-check').click();
  await page.locator('[data-testid="lesson-number-result"][data-correct="false"]').waitFor();
  assertBoard(await lesson(page), s.n, s.step, `${msg}, after a wrong number`);
  await page.getByTestId('lesson-number').fill(String(want));
  await page.getByTestId('lesson-number').press('Enter');
  await page.locator('[data-testid="lesson-number-result"][data-correct="true"]').waitFor();
  const text = await page.getByTestId('lesson-number-result').textContent();
  expect(text.includes(String(want)), `${msg}: the answer says ${want}: ${text}`).toBeTruthy();
  expect(await page.getByTestId('lesson-number').isDisabled(), `${msg}: the task is done`).toBe(true);
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

/** The board sizes of the levels, easiest first. */
const LEVELS = [4, 5, 6, 8];
const BITS_KINDS = ['bitmap', 'bit', 'left', 'down', 'right'];
/** The exercises' kinds (`data-kind`). */
const KINDS = [...BITS_KINDS, 'row', 'solution'];

/** A wrong answer of the same form. */
function wrong(kind, value) {
  if (kind === 'solution') return 1 - value;
  if (kind === 'row') return value + 1;
  return value ^ 1;
}

/** The exercises as the page shows them. Runs in the page. */
function quizInPage() {
  return read();

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
      // Once checked the field is read-only (it keeps the focus).
      inputDisabled: q('quiz-input') ? q('quiz-input').disabled || q('quiz-input').readOnly : null,
      inputError: !!q('quiz-input-error'),
      // After the check, Check stays (with the focus) and checks nothing.
      check: q('quiz-check') ? (q('quiz-check').getAttribute('aria-disabled') === 'true' ? 'locked' : q('quiz-check').disabled ? 'disabled' : 'enabled') : null,
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
/** The exercises, settled. */
const quiz = (page) => settled(page, quizInPage);
const key = (q) => `${q.kind} n=${q.n} step ${q.step}`;

/** Enters `answer` by clicking digits (or yes / no), or by typing it. */
async function enter(page, q, answer, how) {
  if (q.kind !== 'solution' && (how === 'type' || q.kind === 'row')) {
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
    expect(s.pressed, `${key(q)}: digits pressed for ${answer}`).toStrictEqual(Array.from({ length: q.n }, (_, c) => String(on.includes(c))));
    expect(s.input, `${key(q)}: the decimal field follows the digits`).toBe(text);
  }
}

/**
 * Answers the current question right or wrong (`how`: click or type) and
 * checks the page against the domain's question before and after; returns
 * the question.
 */
async function answer(page, right, how, score) {
  const q = await quiz(page);
  const at = key(q);
  expect(q.panic).toBe(false);
  expect(KINDS.includes(q.kind), `data-kind ${q.kind}`).toBeTruthy();
  expect(LEVELS.includes(q.n), `data-n ${q.n}`).toBeTruthy();
  const want = drawn(q.kind, q.n, q.step);
  // The question's moment, unanswered.
  expect({ queens: q.queens, row: q.row }, `${at}: the board`).toStrictEqual({ queens: want.before.queens, row: want.before.row });
  for (const k of Object.keys(q.bits)) expect(q.bits[k], `${at}: quiz-bits-${k}`).toBe(want.before.bits[k]);
  const bitsKind = BITS_KINDS.includes(q.kind);
  expect(q.digits, `${at}: digit buttons`).toStrictEqual(bitsKind ? Array.from({ length: q.n }, (_, c) => `quiz-bit-${c}`) : []);
  expect(q.yesNo, `${at}: yes / no buttons`).toStrictEqual([q.kind === 'solution', q.kind === 'solution']);
  // Nothing entered yet: Check is there (and reached by Tab) but checks
  // nothing until an answer is given (ear.test.mjs).
  // A yes / no question has no number box.
  const box = q.kind === 'solution' ? null : false;
  expect([q.correct, q.check, q.next, q.inputDisabled], `${at}: not checked yet`).toStrictEqual([null, 'enabled', false, box]);
  const given = right ? want.value : wrong(q.kind, want.value);
  await enter(page, q, given, how);
  await page.getByTestId('quiz-check').click();
  await page.getByTestId('quiz-feedback').waitFor();
  const a = await quiz(page);
  expect([a.kind, a.n, a.step], `${at}: the same question after the check`).toStrictEqual([q.kind, q.n, q.step]);
  expect(a.correct, `${at}: answered ${given} (${how}), expected ${want.value}`).toBe(String(right));
  expect(a.expected, `${at}: data-expected`).toBe(want.value);
  expect(a.score, `${at}: quiz-score`).toBe(score + (right ? 1 : 0));
  // The expected value in the feedback's words too (binary and decimal for a row of bits).
  // The row and yes / no in words (no `row = 4`, `solution = 0`).
  const said = BITS_KINDS.includes(q.kind) ? `${q.kind} = ${bin(want.value, q.n)} (${want.value})`
    : q.kind === 'row' ? `row ${want.value}` : want.value === 1 ? 'Yes' : 'No';
  expect(a.feedbackText.includes(said), `${at}: the feedback says ${said}: ${a.feedbackText}`).toBeTruthy();
  expect(a.equations, `${at}: the feedback's equations`).toStrictEqual(want.equations);
  // Locked, and showing the state after the event.
  expect([a.check, a.next, a.inputDisabled], `${at}: locked after the check`).toStrictEqual(['locked', true, q.kind === 'solution' ? null : true]);
  expect(a.digitsDisabled.every(Boolean), `${at}: digits locked`).toBeTruthy();
  expect({ queens: a.queens, row: a.row }, `${at}: the board after the event`).toStrictEqual({ queens: want.after.queens, row: want.after.row });
  for (const k of Object.keys(a.bits)) expect(a.bits[k], `${at}: quiz-bits-${k} after the event`).toBe(want.after.bits[k]);
  await page.getByTestId('quiz-next').click();
  await page.locator('[data-testid="quiz-feedback"]').waitFor({ state: 'detached' });
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
    const { value } = drawn(q.kind, q.n, q.step);
    const given = right ? value : wrong(q.kind, value);
    if (q.kind === 'solution') await page.getByTestId(given === 1 ? 'quiz-yes' : 'quiz-no').dispatchEvent('click');
    else await page.getByTestId('quiz-input').fill(String(given));
    // Clicks without the pointer's checks (answer() clicks for real).
    await page.getByTestId('quiz-check').dispatchEvent('click');
    await page.locator(`[data-testid="quiz-feedback"][data-correct="${right}"]`).waitFor();
    await page.getByTestId('quiz-next').dispatchEvent('click');
    await page.locator('[data-testid="quiz-feedback"]').waitFor({ state: 'detached' });
  }
  return seen;
}

const SEED = 2024;

// The tests are independent contexts: the runner's workers run them side by
// side (fullyParallel, playwright.config.mjs).
test.describe('the learn page', () => {
  for (const lang of ['ja', 'en']) {
    test(`lesson, ${lang}: every stop by lesson-next, lesson-prev, ← and →: its board, bits and URL equal the domain's; the step and click tasks; its direct link`, async () => {
      const { page, errors, context } = await open(`?view=learn&stop=1&lang=${lang}`);
      let s = await lesson(page);
      const total = s.total;
      expect(total >= 12 && total <= 20, `12 to 20 stops (${total})`).toBeTruthy();
      const stops = [];
      const done = [];
      const tasks = { step: 0, click: 0, number: 0, puzzle: 0 };
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
        if (s.hasNumber) {
          tasks.number++;
          await doNumberTask(page, s, msg);
        }
        if (s.task === 'puzzle') {
          tasks.puzzle++;
          await doPuzzleTask(page, s, msg);
        }
        expect(s.hasStep || s.cols.length > 0 || s.hasNumber || s.task === 'puzzle', `${msg}: a task the page checks (${s.task})`).toBeTruthy();
        // How the stop is left: shown again so when it is come back to.
        const left = await lesson(page);
        done.push({ n: left.n, step: left.step, clickResult: left.clickResult, numberResult: left.numberResult, puzzle: left.puzzle });
        if (k === total) {
          const q = (href) => new URLSearchParams(href);
          expect(q(s.goQuiz).get('view')).toBe('learn');
          expect(q(s.goQuiz).get('quiz') ?? '', `lesson-go-quiz ${s.goQuiz}`).toMatch(/^\d+$/);
          expect(q(s.goSymmetry).get('view')).toBe('symmetry');
          expect(q(s.goCount).get('view')).toBe('count');
          // The stepper (no view= in its address), where the code panel is.
          expect(q(s.goCode).get('view')).toBe(null);
          expect([q(s.goTree).get('view'), q(s.goTree).get('n')]).toStrictEqual(['tree', '5']);
        } else {
          await page.getByTestId('lesson-next').click();
        }
      }
      expect(tasks.step >= 1 && tasks.click >= 1 && tasks.number >= 1 && tasks.puzzle === 1, `step, click, number and puzzle tasks (${JSON.stringify(tasks)})`).toBeTruthy();
      // The stops are distinct moments, each with its own text.
      expect(new Set(stops.map((t) => t.text)).size, 'a text per stop').toBe(total);

      // Back to the start by lesson-prev and ← in turn: each stop as it was
      // left, its task answered (Previous keeps it).
      for (let k = total - 1; k >= 1; k--) {
        const how = k % 2 ? 'lesson-prev' : '←';
        if (how === '←') await page.keyboard.press('ArrowLeft');
        else await page.getByTestId('lesson-prev').click();
        s = await stopAt(page, k);
        assertStop(s, k, total, lang);
        const was = done[k - 1];
        expect({ n: s.n, step: s.step, clickResult: s.clickResult, numberResult: s.numberResult, puzzle: s.puzzle }, `${lang} stop ${k} after ${how}`).toStrictEqual(was);
      }
      // ← at the first stop stays there; → to the end, and not past it.
      await page.keyboard.press('ArrowLeft');
      assertStop(await stopAt(page, 1), 1, total, lang);
      for (let k = 2; k <= total + 1; k++) {
        await page.keyboard.press('ArrowRight');
        const j = Math.min(k, total);
        s = await stopAt(page, j);
        assertStop(s, j, total, lang);
        expect([s.n, s.step], `${lang} → to stop ${j}`).toStrictEqual([done[j - 1].n, done[j - 1].step]);
      }

      // Each stop's link, opened directly, shows the same moment (the odd
      // stops in Japanese, the even ones in English: a load takes a while).
      for (let k = lang === 'ja' ? 1 : 2; k <= total; k += 2) {
        await page.goto(`${site.url}?view=learn&stop=${k}&lang=${lang}`);
        s = await stopAt(page, k);
        assertStop(s, k, total, lang);
        expect([s.n, s.step, s.text], `${lang} ?view=learn&stop=${k}`).toStrictEqual([stops[k - 1].n, stops[k - 1].step, stops[k - 1].text]);
      }
      // A stop past the end shows the last one.
      await page.goto(`${site.url}?view=learn&stop=99&lang=${lang}`);
      await page.locator(`[data-testid="lesson-stop"][data-index="${total}"]`).waitFor();
      // The address names the stop shown.
      await page.waitForFunction((total) => new URLSearchParams(location.search).get('stop') === String(total), total);
      expect(errors).toStrictEqual([]);
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
      const m = at(n, step);
      expect(got, `the stepper at n=${n} step ${step}`).toStrictEqual({ n, step, mask: m.bits.mask, bitmap: m.bits.bitmap, queens: m.queens, row: m.row });
      expect(new URLSearchParams(new URL(page.url()).search).get('view')).toBe(null);
      await page.goBack();
      s = await stopAt(page, stopIndex);
      await expect(page).toHaveURL(new RegExp(`view=learn&stop=${stopIndex}\\b`));
    }
    expect(errors).toStrictEqual([]);
    await context.close();
  });

  test('the end of the lesson leads to the exercises, the symmetry page and the counter; the tabs switch between the lesson and the exercises', async () => {
    const { page, errors, context } = await open('?view=learn&stop=1&lang=en');
    const total = (await lesson(page)).total;
    await page.goto(`${site.url}?view=learn&stop=${total}&lang=en`);
    await stopAt(page, total);
    // Which tab is current, waited for (the attribute and the URL follow the
    // render within a frame or two; a loaded machine may show the view first).
    const tabs = async (lessonTab, quizTab) => {
      for (const [testid, want] of [['learn-lesson-tab', lessonTab], ['learn-quiz-tab', quizTab]]) {
        if (want) await expect(page.getByTestId(testid)).toHaveAttribute('aria-current', want);
        else await expect(page.getByTestId(testid)).not.toHaveAttribute('aria-current', /.*/);
      }
    };
    await tabs('page', null);
    await page.getByTestId('lesson-go-quiz').click();
    await page.getByTestId('quiz-question').waitFor();
    await expect(page).toHaveURL(/[?&]quiz=\d+(&|$)/);
    await tabs(null, 'page');
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
    await page.getByTestId('lesson-go-symmetry').click();
    await page.getByTestId('symmetry-view').waitFor();
    await expect(page).toHaveURL(/view=symmetry/);
    await page.goBack();
    await stopAt(page, total);
    await page.getByTestId('lesson-go-count').click();
    await page.getByTestId('count-view').waitFor();
    await expect(page).toHaveURL(/view=count/);
    await page.goBack();
    await stopAt(page, total);
    await page.getByTestId('lesson-go-code').click();
    await page.getByTestId('code-lang').waitFor();
    await expect(page).not.toHaveURL(/view=/);
    await page.goBack();
    await stopAt(page, total);
    await page.getByTestId('lesson-go-tree').click();
    await page.getByTestId('search-tree').waitFor();
    await expect(page).toHaveURL(/view=tree&n=5/);
    expect(errors).toStrictEqual([]);
    await context.close();
  });

  test('exercises: every kind answered right (up to n = 8), then wrong and right again on a smaller board, by digits, yes / no and typing: value, feedback, equations, levels and score against the domain', async () => {
    const { page, errors, context } = await open(`?view=learn&quiz=${SEED}&lang=en`, { ready: 'quiz-question' });
    await expect(page).toHaveURL(new RegExp(`view=learn&quiz=${SEED}`));
    let score = 0;
    const ask = async (right, how) => {
      const q = await answer(page, right, how, score);
      if (right) score++;
      const next = await quiz(page);
      expect(next.n, `after ${right ? 'a right' : 'a wrong'} answer to ${key(q)}: n = ${next.n}`).toBe(nextLevel(q, right));
      if (right) expect(next.kind, `a right answer to ${key(q)} moves on to another kind`).not.toBe(q.kind);
      else expect(next.kind, `a wrong answer to ${key(q)} asks ${q.kind} again`).toBe(q.kind);
      return q;
    };
    // Right answers: through every kind, up the levels to n = 8.
    const kinds = [];
    for (let i = 0; i < 7; i++) kinds.push((await ask(true, i % 2 ? 'type' : 'click')).kind);
    expect([...kinds].sort(), 'seven right answers meet the seven kinds').toStrictEqual([...KINDS].sort());
    // Each kind once wrong, then right on the next question of that kind
    // (n = 8, then the smaller n = 6).
    const pairs = [];
    for (let i = 0; i < 7; i++) {
      const w = await ask(false, i % 2 ? 'click' : 'type');
      const r = await ask(true, i % 2 ? 'type' : 'click');
      expect(r.kind).toBe(w.kind);
      expect(r.n < w.n, `${w.kind}: the question after a wrong one is on a smaller board (${w.n} → ${r.n})`).toBeTruthy();
      pairs.push(w.kind);
    }
    expect([...pairs].sort(), 'every kind wrong, then right').toStrictEqual([...KINDS].sort());
    expect((await quiz(page)).score).toBe(14);
    expect(errors).toStrictEqual([]);
    await context.close();
  });

  test('exercises: a seeded set is the same after a reload and in a fresh context (another seed, another set); progress survives a reload; reset; a bad typed answer is not checked', async () => {
    const seed = SEED + 7;
    const { page, errors, context } = await open(`?view=learn&quiz=${seed}&lang=en`, { ready: 'quiz-question' });
    // The set's link is written in full, to copy; it opens this set.
    const share = page.getByTestId('quiz-share');
    const shareText = await share.innerText();
    expect(shareText, 'the link in full').toBe(new URL(await share.getAttribute('href'), page.url()).href);
    expect(shareText).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/.*quiz=${seed}`));
    // Every kind once, with a wrong answer on the way.
    const pattern = [true, true, true, false, true, true, true, true, false, true];
    const seen = await replay(page, pattern.slice(0, 5));
    // Progress survives a reload: the same question, the same score.
    const before = await quiz(page);
    expect(before.score).toBe(4);
    await page.reload();
    await page.getByTestId('quiz-question').waitFor();
    const reloaded = await quiz(page);
    expect([key(reloaded), reloaded.score], 'the question and the score after a reload').toStrictEqual([key(before), 4]);
    seen.push(...(await replay(page, pattern.slice(5))));
    expect((await quiz(page)).score).toBe(8);
    expect(new Set(seen.map((k) => k.split(' ')[0])).size, `every kind: ${seen.join(', ')}`).toBe(7);
    // The same seed in a fresh context, answered the same way: the same set.
    const other = await open(`?view=learn&quiz=${seed}&lang=ja`, { ready: 'quiz-question' });
    expect(await replay(other.page, pattern), `seed ${seed}: the same questions in a fresh context`).toStrictEqual(seen);
    expect(other.errors).toStrictEqual([]);
    await other.context.close();
    // Another seed, another set.
    const third = await open(`?view=learn&quiz=${seed + 1}&lang=en`, { ready: 'quiz-question' });
    expect(await replay(third.page, pattern.slice(0, 4)), 'another seed gives another set').not.toStrictEqual(seen.slice(0, 4));
    await third.context.close();

    // A bad typed answer: an error, and no check.
    const q = await quiz(page);
    await page.getByTestId('quiz-input').fill('abc');
    await page.getByTestId('quiz-input-error').waitFor();
    let s = await quiz(page);
    // Check stays enabled (Tab reaches it): it checks nothing.
    expect([s.check, s.inputError, s.correct], '"abc": quiz-check enabled, quiz-input-error shown').toStrictEqual(['enabled', true, null]);
    await page.getByTestId('quiz-check').click();
    s = await quiz(page);
    expect([key(s), s.correct, s.score, s.inputDisabled], '"abc" is not checked').toStrictEqual([key(q), null, 8, false]);
    // A valid number clears the error.
    await page.getByTestId('quiz-input').fill('1');
    await page.locator('[data-testid="quiz-input-error"]').waitFor({ state: 'detached' });
    expect((await quiz(page)).check).toBe('enabled');

    // Reset: the first question again, score 0, also after a reload.
    await page.getByTestId('quiz-reset').click();
    await page.locator('[data-testid="quiz-score"][data-value="0"]').waitFor();
    s = await quiz(page);
    expect([key(s), s.score, s.input, s.inputError], 'quiz-reset starts the set again').toStrictEqual([seen[0], 0, '', false]);
    await page.reload();
    await page.getByTestId('quiz-question').waitFor();
    s = await quiz(page);
    expect([key(s), s.score], 'the reset survives a reload').toStrictEqual([seen[0], 0]);
    // At the easiest level a wrong answer stays at n = 4.
    const first = await answer(page, false, 'type', 0);
    s = await quiz(page);
    expect([first.n, s.kind, s.n], 'a wrong answer at n = 4 asks the same kind at n = 4').toStrictEqual([LEVELS[0], first.kind, LEVELS[0]]);
    expect(errors).toStrictEqual([]);
    await context.close();
  });

  test('exercises: a question checked before a reload is not counted twice', async () => {
    const { page, context } = await open(`?view=learn&quiz=${SEED}&lang=en`, { ready: 'quiz-question' });
    const q = await quiz(page);
    const { value } = drawn(q.kind, q.n, q.step);
    await page.getByTestId('quiz-input').fill(String(value));
    await page.getByTestId('quiz-check').click();
    await page.locator('[data-testid="quiz-score"][data-value="1"]').waitFor();
    await page.reload();
    await page.getByTestId('quiz-question').waitFor();
    const s = await quiz(page);
    // Either the answer is still shown (locked) or the next question is asked.
    if (key(s) === key(q)) {
      expect(s.correct, 'the question is still answered after the reload').toBe('true');
    }
    expect(s.score).toBe(1);
    await context.close();
  });

  test('exercises: the lesson tab and back to the exercises tab continue the same set', async () => {
    const { page, context } = await open(`?view=learn&quiz=${SEED}&lang=en`, { ready: 'quiz-question' });
    const q = await quiz(page);
    await page.getByTestId('quiz-input').fill(String(drawn(q.kind, q.n, q.step).value));
    await page.getByTestId('quiz-check').click();
    await page.locator('[data-testid="quiz-score"][data-value="1"]').waitFor();
    await page.getByTestId('quiz-next').click();
    await page.getByTestId('learn-lesson-tab').click();
    await page.getByTestId('lesson-stop').waitFor();
    await page.getByTestId('learn-quiz-tab').click();
    await page.getByTestId('quiz-question').waitFor();
    expect(new URL(page.url()).searchParams.get('quiz')).toBe(String(SEED));
    expect((await quiz(page)).score).toBe(1);
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
    await expect(page).toHaveURL(/n=6&step=3/);
    // Not dismissed: still there.
    await page.getByTestId('lesson-banner').waitFor();
    // Only on the stepper.
    await page.getByTestId('nav-count').click();
    await page.getByTestId('count-view').waitFor();
    expect(await page.getByTestId('lesson-banner').count(), 'no banner on the count page').toBe(0);
    await page.goBack();
    await page.getByTestId('lesson-banner').waitFor();
    await page.getByTestId('lesson-banner-dismiss').click();
    await page.getByTestId('lesson-banner').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('board').waitFor();
    await page.getByTestId('step-index').waitFor();
    expect(await page.getByTestId('lesson-banner').count(), 'hidden after a reload').toBe(0);
    expect(errors).toStrictEqual([]);
    await context.close();
  });

  for (const lang of ['ja', 'en']) {
    test(`the menu link nav-learn opens the lesson (${lang}); Back returns to the stepper`, async () => {
      const { page, errors, context } = await open(`?n=5&step=9&lang=${lang}`, { ready: 'board' });
      await page.getByTestId('nav-learn').click();
      const s = await stopAt(page, 1);
      assertStop(s, 1, s.total, lang);
      expect(await page.getByTestId('nav-learn').getAttribute('aria-current'), 'nav-learn is the current page').toBe('page');
      // → and ← move the lesson here, not the stepper's step.
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
      expect(await page.getByTestId('board').getAttribute('data-queens')).toBe(at(5, 9).queens);
      // The menu's way back keeps the stepper's moment too.
      await page.getByTestId('nav-learn').click();
      await page.getByTestId('lesson-stop').waitFor();
      const k = (await lesson(page)).index;
      await page.keyboard.press(k > 1 ? 'ArrowLeft' : 'ArrowRight');
      await stopAt(page, k > 1 ? k - 1 : k + 1);
      await page.getByTestId('nav-stepper').click();
      await page.locator('[data-testid="step-index"][data-value="9"]').waitFor();
      await expect(page).toHaveURL(/n=5&step=9/);
      expect(errors).toStrictEqual([]);
      await context.close();
    });
  }
});

// ---------------------------------------------------------------------------
// One press never both answers and skips; a column chosen again is
// said again; the banner works with the menu open; the sources are linked.

/** The index (from 1) of the stop of `topic`, read from the page. */
async function stopOf(page, topic, lang) {
  const total = Number(await page.getByTestId('lesson-stop').getAttribute('data-total'));
  for (let k = 1; k <= total; k++) {
    await page.goto(`${site.url}?view=learn&stop=${k}&lang=${lang}`);
    await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', String(k));
    if (await page.getByTestId('lesson-stop').getAttribute('data-topic') === topic) return k;
  }
  throw new Error(`no stop ${topic}`);
}


test.describe('the lesson: one press, one action', () => {
  for (const lang of ['en', 'ja']) {
    test(`a right answer by Enter keeps the focus in the task, is said once, and a second Enter neither skips nor says it again (${lang})`, async () => {
      const { page, errors, context } = await open(`?view=learn&stop=1&lang=${lang}`);
      // A number task: the count of attacked squares.
      const or = await stopOf(page, 'or', lang);
      const field = page.getByTestId('lesson-number');
      const want = SHOWN.lesson[or - 1].answer;
      await field.focus();
      await watchAdditions(page, '[data-testid=lesson-number-result]');
      await field.fill(String(want));
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('lesson-number-result')).toHaveAttribute('data-correct', 'true');
      expect(await additions(page), 'the verdict said').toBeGreaterThan(0);
      await expect(field, 'the focus stays in the task').toBeFocused();
      // Next does not repeat the verdict.
      await expect(page.getByTestId('lesson-next')).toHaveAccessibleDescription('');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('lesson-stop'), 'a second Enter does not skip the stop').toHaveAttribute('data-index', String(or));
      await expect(field).toBeFocused();
      expect(await additions(page), 'nothing said again').toBe(0);
      // Next takes a press of its own.
      await page.getByTestId('lesson-next').focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', String(or + 1));
      // A click task: the first queen's column, by the keyboard.
      const queen = await stopOf(page, 'queen-is-a-bit', lang);
      const right = page.getByTestId(`lesson-col-${SHOWN.lesson[queen - 1].answer}`);
      await right.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('lesson-click-result')).toHaveAttribute('data-correct', 'true');
      await expect(right, 'the focus stays on the column chosen').toBeFocused();
      await watchAdditions(page, '[data-testid=lesson-click-result]');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Space');
      await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', String(queen));
      expect(await additions(page), 'nothing said again').toBe(0);
      expect(errors).toStrictEqual([]);
      await context.close();
    });

    test(`a wrong column chosen again is said again (${lang})`, async () => {
      const { page, errors, context } = await open(`?view=learn&stop=1&lang=${lang}`);
      await stopOf(page, 'queen-is-a-bit', lang);
      const queen = await page.getByTestId('lesson-stop').getAttribute('data-index');
      const wrong = page.getByTestId(`lesson-col-${SHOWN.lesson[queen - 1].answer === 0 ? 1 : 0}`);
      await watchAdditions(page, '[data-testid=lesson-click-result]');
      for (const round of [1, 2, 3]) {
        await wrong.click();
        await expect(page.getByTestId('lesson-click-result')).toHaveAttribute('data-correct', 'false');
        expect(await additions(page), `choice ${round}: said`).toBeGreaterThan(0);
      }
      expect(errors).toStrictEqual([]);
      await context.close();
    });

    test(`the lesson links its sources, named by their title, to the records page's sources (${lang})`, async () => {
      const { page, errors, context } = await open(`?view=learn&stop=3&lang=${lang}`);
      const link = page.getByTestId('lesson-sources');
      await expect(link).toHaveAccessibleName(lang === 'en' ? /^Sources/ : /^出典/);
      expect(await link.textContent()).not.toMatch(/https?:|view=/);
      await link.click();
      await page.getByTestId('sources').waitFor();
      await expect(page).toHaveURL(/view=records.*#sources$/);
      await expect(page.getByTestId('sources')).toBeInViewport();
      expect(errors).toStrictEqual([]);
      await context.close();
    });

    test(`phone: the lesson banner opens the lesson with the menu open (${lang})`, async () => {
      const { page, errors, context } = await openPage(site.browser, site.url, `?n=6&step=3&lang=${lang}`, { viewport: PHONE, hasTouch: true });
      await page.getByTestId('lesson-banner').waitFor();
      await page.getByTestId('menu-toggle').tap();
      await expect(page.getByTestId('menu-toggle')).toHaveAttribute('aria-expanded', 'true');
      await page.getByTestId('lesson-banner-open').tap();
      await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', '1');
      await expect(page.getByTestId('menu-toggle')).toHaveAttribute('aria-expanded', 'false');
      expect(errors).toStrictEqual([]);
      await context.close();
    });
  }
});

test('stop 1: two lines through a square are two marks apart, not one roof (╱╲)', async () => {
  const { page, errors, context } = await open('?view=learn&stop=1&lang=en', { viewport: PHONE });
  // Queens on (0, 0) and (0, 2): square (1, 1) lies on a ╲ of the first
  // and a ╱ of the second.
  await page.getByTestId('puzzle-0-0').click();
  await page.getByTestId('puzzle-0-2').click();
  const marks = await page.getByTestId('puzzle-1-1').locator('.puzzle-marks > span').evaluateAll((spans) =>
    spans.map((s) => { const r = s.getBoundingClientRect(); return { text: s.textContent, left: r.left, right: r.right }; }));
  expect(marks.map((m) => m.text)).toStrictEqual(['╱', '╲']);
  const gap = marks[1].left - marks[0].right;
  expect(gap, `the gap between ╱ and ╲: ${gap} px`).toBeGreaterThanOrEqual(4);
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('stop 10: the note says why the board went back, and the primer\'s x & -x card is a link away', async () => {
  for (const lang of ['en', 'ja']) {
    const { page, errors, context } = await open(`?view=learn&stop=10&lang=${lang}`);
    const stop = SHOWN.lesson[9];
    const before = SHOWN.lesson[8];
    expect(stop.topic).toBe('lowest-bit');
    const note = await page.getByTestId('lesson-earlier-moment').innerText();
    for (const step of [before.step, stop.step]) expect(note, note).toContain(lang === 'en' ? `step ${step}` : `ステップ ${step}`);
    expect(note, note).toContain(lang === 'en' ? 'has 1 candidate' : '候補は 1 個');
    // The worked example is the bitmap on the screen.
    const bitmap = await page.getByTestId('lesson-bits-bitmap').getAttribute('data-value');
    expect(await page.getByTestId('lesson-text').innerText()).toContain(`~${bin(Number(bitmap), stop.n)} &`);
    const link = page.getByTestId('lesson-primer-lowest');
    expect(new URL(await link.getAttribute('href'), site.url).hash).toBe('#card-lowest');
    await link.click();
    await page.getByTestId('card-lowest').waitFor();
    await expect(page.getByTestId('card-lowest')).toBeInViewport();
    expect(errors).toStrictEqual([]);
    await context.close();
  }
});
