// The learn page's "write the bits" tab: the learner's
// five expressions run as the search and compared with the real one. The
// counts and the step of each wrong answer's first difference are the ones
// domain::learn::write's tests compute natively (the right answers step for
// step as the solver, five_wrong_answers_diverge_at_their_first_differing_
// step); here the page shows them.
//   tools/node_modules/.bin/playwright test -c tests/e2e/playwright.config.mjs write.test.mjs
import { test, expect, useSite, open as openPage, PHONE, DESKTOP } from './harness.mjs';

const site = useSite();

async function open(query, options = {}) {
  const o = await openPage(site.browser, site.url, query, { ready: 'write-run', ...options });
  o.context.setDefaultTimeout(15_000);
  return o;
}

const BLANKS = ['bitmap', 'bit', 'left', 'down', 'right'];

/** The right answers, as typed. */
const RIGHT = {
  bitmap: 'mask & ~(left | down | right)',
  bit: 'bitmap & -bitmap',
  left: '(left | bit) << 1',
  down: 'down | bit',
  right: '(right | bit) >> 1',
};

/** Five typical wrong answers: the blank, the text, and the step (at n = 8)
 * where the run first differs from the real search. */
const WRONG = [
  ['bitmap', 'mask & (left|down|right)', 2],
  ['bit', 'bitmap & bitmap', 1],
  ['left', 'left << 1', 2],
  ['right', '(right|bit) << 1', 2],
  ['down', 'down', 2],
];

/** The real search of each board the tests run: its steps and solutions. */
const REAL = { 4: { steps: 45, solutions: 2 }, 5: { steps: 140, solutions: 10 }, 6: { steps: 449, solutions: 4 }, 8: { steps: 5985, solutions: 92 } };

/** Fills the five blanks (a map blank -> text) and picks n. */
async function fill(page, texts, n) {
  for (const b of BLANKS) await page.getByTestId(`write-expr-${b}`).fill(texts[b]);
  if (n !== undefined) await page.getByTestId('write-n').selectOption(String(n));
}

const rightTexts = () => ({ ...RIGHT });

/** Runs and returns the result's attributes once it is there. */
async function run(page) {
  await page.getByTestId('write-run').click();
  const result = page.getByTestId('write-result');
  await result.waitFor();
  const attr = async (a) => result.getAttribute(a);
  return {
    solutions: await attr('data-solutions'),
    expected: await attr('data-expected'),
    match: await attr('data-match'),
    step: await attr('data-diverge-step'),
    blank: await attr('data-diverge-blank'),
    end: await attr('data-end'),
    steps: await attr('data-steps'),
  };
}

test('the tab is on the learn page, opened by its link, and shows the loop with five blanks', async () => {
  const { page, errors, context } = await open('?view=learn&lang=en', { ready: 'lesson-stop' });
  await page.getByTestId('write-tab').click();
  await page.getByTestId('write-run').waitFor();
  await expect(page.getByTestId('write-tab')).toHaveAttribute('aria-current', 'page');
  expect(new URL(page.url()).searchParams.get('write')).toBe('1');
  for (const b of BLANKS) await expect(page.getByTestId(`write-expr-${b}`)).toBeVisible();
  // Inside the learn page's one <main>, after its tabs.
  expect(await page.locator('main:not([hidden])').count()).toBe(1);
  expect(await page.locator('main [data-testid=write-panel]').count()).toBe(1);
  // Back to the lesson: the tab's content goes away.
  await page.getByTestId('learn-lesson-tab').click();
  await page.getByTestId('lesson-stop').waitFor();
  expect(await page.getByTestId('write-panel').count()).toBe(0);
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('the right expressions find all 92 solutions of n = 8, every step matching', async () => {
  const { page, errors, context } = await open('?view=learn&write=1&lang=en');
  await fill(page, rightTexts(), 8);
  const r = await run(page);
  expect(r).toMatchObject({ solutions: '92', expected: '92', match: 'true', step: null, end: 'finished', steps: String(REAL[8].steps) });
  await expect(page.getByTestId('write-status')).toHaveText('Every step matches the real search.');
  // And on the other boards of the select.
  for (const n of [4, 5, 6]) {
    await page.getByTestId('write-n').selectOption(String(n));
    await page.getByTestId('write-run').click();
    await expect(page.getByTestId('write-result')).toHaveAttribute('data-solutions', String(REAL[n].solutions));
    await expect(page.getByTestId('write-result')).toHaveAttribute('data-match', 'true');
  }
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('five typical wrong answers diverge at their first differing step, with both values and a hint', async () => {
  const { page, errors, context } = await open('?view=learn&write=1&lang=en');
  for (const [blank, text, expected] of WRONG) {
    const texts = rightTexts();
    texts[blank] = text;
    await fill(page, texts, 8);
    const r = await run(page);
    expect(r.match, `${blank} = ${text}`).toBe('false');
    expect(r.step, `${blank} = ${text}: the first differing step`).toBe(String(expected));
    expect(r.blank).toBe(blank);
    expect(r.expected).toBe('92');
    // Both values side by side in binary, and a hint.
    const yours = Number(await page.getByTestId('write-yours').getAttribute('data-value'));
    const right = Number(await page.getByTestId('write-expected').getAttribute('data-value'));
    expect(yours).not.toBe(right);
    await expect(page.getByTestId('write-hint')).not.toBeEmpty();
    // The board is the real search's at that step: row 0's queen in column 7.
    await expect(page.getByTestId('board')).toHaveAttribute('data-queens', '7');
    await expect(page.getByTestId('write-open-step')).toHaveAttribute('href', new RegExp(`step=${expected}`));
  }
  // The hint names what differs.
  const texts = rightTexts();
  texts.bitmap = 'mask & (left|down|right)';
  await fill(page, texts);
  await run(page);
  await expect(page.getByTestId('write-hint')).toContainText('did you forget ~?');
  // bit = bitmap & bitmap: all eight candidates instead of the lowest one.
  texts.bitmap = RIGHT.bitmap;
  texts.bit = 'bitmap & bitmap';
  await fill(page, texts);
  await run(page);
  await expect(page.getByTestId('write-yours')).toHaveAttribute('data-value', '255');
  await expect(page.getByTestId('write-expected')).toHaveAttribute('data-value', '1');
  expect(await page.getByTestId('write-yours').textContent()).toContain('11111111');
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('the divergence opens its step in the stepper', async () => {
  const texts = rightTexts();
  texts.left = 'left << 1';
  const { page, errors, context } = await open('?view=learn&write=1&lang=en');
  await fill(page, texts, 6);
  const r = await run(page);
  await page.getByTestId('write-open-step').click();
  await page.getByTestId('step-index').waitFor();
  await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', r.step);
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('junk gives a parse error at its character, in both languages, and no run', async () => {
  const { page, errors, context } = await open('?view=learn&write=1&lang=en');
  const texts = rightTexts();
  texts.bitmap = 'mask & ~(left | queen)';
  texts.left = 'left * 2';
  await fill(page, texts, 5);
  await page.getByTestId('write-run').click();
  const bitmapError = page.getByTestId('write-error-bitmap');
  await expect(bitmapError).toHaveAttribute('data-at', '16');
  await expect(bitmapError).toContainText('Character 17');
  await expect(bitmapError).toContainText('queen');
  await expect(bitmapError.locator('mark')).toHaveText('q');
  await expect(page.getByTestId('write-error-left')).toHaveAttribute('data-at', '5');
  // C's * has no place here: the hint names the shift meant.
  await expect(page.getByTestId('write-error-left')).toContainText('There is no asterisk * here: to multiply by 2, shift left (<< 1)');
  await expect(page.getByTestId('write-expr-left')).toHaveAttribute('aria-invalid', 'true');
  expect(await page.getByTestId('write-result').count()).toBe(0);
  await expect(page.getByTestId('write-status')).toContainText('cannot be read');
  // Japanese.
  await page.getByTestId('lang-toggle').click();
  await expect(bitmapError).toContainText('17文字目');
  await expect(page.getByTestId('write-error-left')).toContainText('* は使えません。2 倍するには左シフト（<< 1）');
  // Fixed, the error goes as it is typed.
  await page.getByTestId('write-expr-left').fill(RIGHT.left);
  expect(await page.getByTestId('write-error-left').count()).toBe(0);
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('a runaway stops at the step limit, and a shift by 32 or more is an error, never a frozen tab', async () => {
  const { page, errors, context } = await open('?view=learn&write=1&lang=en');
  const texts = rightTexts();
  texts.bit = '1';
  await fill(page, texts, 8);
  const r = await run(page);
  const limit = 4 * REAL[8].steps + 1000;
  expect(r).toMatchObject({ end: 'limit', match: 'false', steps: String(limit) });
  await expect(page.getByTestId('write-runaway')).toContainText(String(limit));
  texts.bit = RIGHT.bit;
  texts.left = '(left | bit) << bit';
  await fill(page, texts);
  const s = await run(page);
  expect(s.end).toBe('error');
  await expect(page.getByTestId('write-shift-error')).toContainText('less than 32');
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('the expressions are kept in the link and in local storage', async () => {
  const texts = rightTexts();
  texts.down = 'down';
  const { page, errors, context } = await open('?view=learn&write=1&lang=en');
  await fill(page, texts, 6);
  await expect.poll(() => new URL(page.url()).searchParams.get('wd')).toBe('down');
  const link = page.url();
  const params = new URL(link).searchParams;
  expect(params.get('wn')).toBe('6');
  for (const b of BLANKS) expect(params.get({ bitmap: 'wb', bit: 'wt', left: 'wl', down: 'wd', right: 'wr' }[b])).toBe(texts[b]);
  // The link, in a browser that never saw it.
  const other = await open(link.slice(site.url.length));
  for (const b of BLANKS) await expect(other.page.getByTestId(`write-expr-${b}`)).toHaveValue(texts[b]);
  await expect(other.page.getByTestId('write-n')).toHaveValue('6');
  const r = await run(other.page);
  // `down` without `| bit`: the first Descend differs (step 2), as at n = 8.
  expect(r.step).toBe('2');
  await other.context.close();
  // A bare link to the tab, in the same browser: local storage brings it back.
  await page.goto(`${site.url}?view=learn&write=1&lang=en`);
  await page.getByTestId('write-run').waitFor();
  for (const b of BLANKS) await expect(page.getByTestId(`write-expr-${b}`)).toHaveValue(texts[b]);
  await expect(page.getByTestId('write-n')).toHaveValue('6');
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('by keyboard alone: the tab, the blanks, the size and Run; the focus never falls to the page', async () => {
  const { page, errors, context } = await open('?view=learn&lang=en', { ready: 'lesson-stop' });
  const focused = () => page.evaluate(() => document.activeElement?.dataset?.testid ?? document.activeElement?.tagName);
  await page.getByTestId('learn-lesson-tab').focus();
  let tabs = 0;
  while ((await focused()) !== 'write-tab') {
    expect(tabs++ < 10, 'Tab reaches the write tab').toBeTruthy();
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await page.getByTestId('write-run').waitFor();
  expect(await focused()).not.toBe('BODY');
  for (const b of BLANKS) {
    tabs = 0;
    while ((await focused()) !== `write-expr-${b}`) {
      expect(tabs++ < 10, `Tab reaches the blank for ${b}`).toBeTruthy();
      await page.keyboard.press('Tab');
    }
    await page.keyboard.type(RIGHT[b]);
  }
  await page.keyboard.press('Tab');
  expect(await focused()).toBe('write-n');
  await page.keyboard.press('Tab');
  expect(await focused()).toBe('write-run');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('write-result')).toHaveAttribute('data-match', 'true');
  await expect(page.getByTestId('write-result')).toHaveAttribute('data-solutions', '92');
  expect(await focused()).toBe('write-run');
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('on a phone: the result comes into view with its status line; every control at least 44×44, no sideways scrolling, in both languages', async () => {
  const texts = rightTexts();
  texts.right = '(right|bit) << 1';
  for (const lang of ['ja', 'en']) {
    const { page, errors, context } = await open(`?view=learn&write=1&lang=${lang}`, { viewport: PHONE });
    await fill(page, texts, 8);
    await run(page);
    // The result is under the listing, below the first screen: once the run
    // ends, the line saying where it differs and the result's top are on
    // the screen.
    await expect.poll(() => page.evaluate(() => {
      const on = (id) => {
        const r = document.querySelector(`[data-testid=${id}]`).getBoundingClientRect();
        return r.top >= 0 && r.top < innerHeight - 100;
      };
      return [on('write-status'), on('write-result')];
    }), `${lang}: the status line and the result on the screen`).toStrictEqual([true, true]);
    const small = await page.evaluate(() => {
      const out = [];
      const sel = '.learn a, .learn button, .learn input, .learn select';
      for (const el of document.querySelectorAll(sel)) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        if (r.width < 44 || r.height < 44) out.push(`${el.dataset.testid ?? el.tagName}: ${r.width}×${r.height}`);
      }
      return out;
    });
    expect(small, `${lang}: controls under 44×44`).toStrictEqual([]);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(wide, `${lang}: the page scrolls sideways`).toBe(false);
    expect(errors).toStrictEqual([]);
    await context.close();
  }
});

test('on a desktop the tab reads in both languages', async () => {
  const { page, errors, context } = await open('?view=learn&write=1&lang=ja', { viewport: DESKTOP });
  await expect(page.getByTestId('write-tab')).toHaveText('ビットを書く');
  await expect(page.locator('#write-title')).toHaveText('自分でビット演算を書く');
  await page.getByTestId('lang-toggle').click();
  await expect(page.locator('#write-title')).toHaveText('Write the bits yourself');
  expect(errors).toStrictEqual([]);
  await context.close();
});

test("the lesson's last stop points to the tab", async () => {
  const { page, errors, context } = await open('?view=learn&stop=999&lang=en', { ready: 'lesson-go-write' });
  await page.getByTestId('lesson-go-write').click();
  await page.getByTestId('write-run').waitFor();
  await expect(page.getByTestId('write-tab')).toHaveAttribute('aria-current', 'page');
  expect(errors).toStrictEqual([]);
  await context.close();
});

// For a screen reader, a run says its verdict once and no flood of
// progress before it (a short run at n = 10 takes a few slices of some
// 10 ms, each able to update the status). Progress is said only once a run has lasted a
// second, then at most every few seconds, and the verdict once: every text
// the region takes is recorded with its time, and whatever this machine's
// speed, no progress comes in the first second or within two seconds of
// the last, and the verdict comes once, last.
test('a run speaks its verdict once, and its progress only if it lasts, seldom', async () => {
  for (const lang of ['en', 'ja']) {
    const { page, errors, context } = await open(`?view=learn&write=1&lang=${lang}`);
    await fill(page, rightTexts(), 10);
    await page.evaluate(() => {
      const region = document.querySelector('[data-testid=write-status]');
      window.__said = [];
      let last = region.textContent;
      new MutationObserver(() => {
        const text = region.textContent;
        if (text !== last && text.trim() !== '') window.__said.push({ text, at: performance.now() });
        last = text;
      }).observe(region, { childList: true, characterData: true, subtree: true });
      window.__start = performance.now();
    });
    await page.getByTestId('write-run').click();
    await expect(page.getByTestId('write-result')).toHaveAttribute('data-match', 'true');
    const verdict = lang === 'en' ? 'Every step matches the real search.' : 'すべてのステップが本物の探索と一致しました。';
    await expect(page.getByTestId('write-status')).toHaveText(verdict);
    const { said, start } = await page.evaluate(() => ({ said: window.__said, start: window.__start }));
    expect(said.map((s) => s.text).filter((t) => t === verdict), `${lang}: the verdict once`).toHaveLength(1);
    expect(said[said.length - 1].text).toBe(verdict);
    const progress = said.slice(0, -1);
    let before = start;
    for (const [k, s] of progress.entries()) {
      expect(s.text).toContain(lang === 'en' ? 'Running' : '実行中');
      expect(s.at - before, `${lang}: progress ${k} came ${s.at - before} ms after ${k === 0 ? 'Run' : 'the last'}`)
        .toBeGreaterThanOrEqual(k === 0 ? 1000 : 2000);
      before = s.at;
    }
    // The eye still sees the steps counting while it runs (not a live region).
    expect(await page.getByTestId('write-progress').count()).toBe(0);
    expect(errors).toStrictEqual([]);
    await context.close();
  }
});

// The runaway notice ("a search that never ends, or one that never
// removes its candidates") only where it is true of the run: a bitmap that
// keeps the squares right attacks hits the step limit at n = 8, but its
// search would end, and the specific hint says why.
test('a wrong bitmap that hits the step limit gets its hint, not the runaway notice; a bit that removes nothing gets the notice', async () => {
  const { page, errors, context } = await open('?view=learn&write=1&lang=en');
  const noRight = rightTexts();
  noRight.bitmap = 'mask & ~(left|down)';
  await fill(page, noRight, 8);
  expect((await run(page)).end).toBe('limit');
  await expect(page.getByTestId('write-hint')).toContainText('right (the ↘ diagonal)');
  await expect(page.getByTestId('write-counts')).toContainText('step limit');
  expect(await page.getByTestId('write-runaway').count(), 'no runaway notice beside the hint').toBe(0);
  await page.getByTestId('lang-toggle').click();
  await expect(page.getByTestId('write-hint')).toContainText('right（↘ の斜め）の利き');
  expect(await page.getByTestId('write-runaway').count()).toBe(0);
  const stuck = rightTexts();
  stuck.bit = '0';
  await fill(page, stuck);
  expect((await run(page)).end).toBe('limit');
  await expect(page.getByTestId('write-runaway')).toBeVisible();
  expect(errors).toStrictEqual([]);
  await context.close();
});

// A left without & mask passes, and says
// why that is fine; a run cut off at its step limit says its count is
// partial; only the digits that differ are marked.
test('what a run says: why a left without & mask passes, a partial count, the differing digits', async () => {
  const { page, errors, context } = await open('?view=learn&write=1&lang=ja');
  await fill(page, rightTexts(), 6);
  await run(page);
  await expect(page.getByTestId('write-outside-note')).toContainText('mask が盤の外のビットを取り除く');
  // With & mask nothing needs saying.
  const masked = rightTexts();
  masked.left = '((left | bit) << 1) & mask';
  await fill(page, masked);
  await run(page);
  expect(await page.getByTestId('write-outside-note').count()).toBe(0);
  // A runaway: its count is partial.
  const runaway = rightTexts();
  runaway.bit = '1';
  await fill(page, runaway);
  const r = await run(page);
  expect(r.end).toBe('limit');
  await expect(page.getByTestId('write-counts')).toContainText('上限で止まりました');
  await expect(page.getByTestId('write-counts')).toContainText('途中まで');
  // right forgotten in bitmap: the hint names right, the ↘ attack, and
  // only the differing digits are marked.
  const noRight = rightTexts();
  noRight.bitmap = 'mask & ~(left|down)';
  await fill(page, noRight);
  await run(page);
  await expect(page.getByTestId('write-hint')).toContainText('right（↘ の斜め）の利き');
  await expect(page.getByTestId('write-hint')).not.toContainText('~ を忘れて');
  const yours = Number(await page.getByTestId('write-yours').getAttribute('data-value'));
  const expected = Number(await page.getByTestId('write-expected').getAttribute('data-value'));
  const differ = (yours ^ expected) >>> 0;
  const marked = async (id) => page.getByTestId(id).locator('.digit').evaluateAll((els) => els
    .filter((e) => e.classList.contains('strong')).map((e) => Number(e.dataset.bit)));
  const bits = [];
  for (let i = 31; i >= 0; i--) if ((differ >>> i) & 1) bits.push(i);
  expect(bits.length).toBeGreaterThan(0);
  expect(await marked('write-yours')).toStrictEqual(bits);
  expect(await marked('write-expected')).toStrictEqual(bits);
  await expect(page.getByTestId('write-differ')).toContainText('違うのは');
  // English.
  await page.getByTestId('lang-toggle').click();
  await expect(page.getByTestId('write-hint')).toContainText('right (the ↘ diagonal)');
  expect(errors).toStrictEqual([]);
  await context.close();
});
