// The teaching view's wiring in a browser: play on the page's clock, the
// controls, keys, clipboard, code panel, languages and URL, the live
// region's timing, a random session (SEED=… replays it). A moment shown is
// the domain's where tests/e2e/shown.json holds it, else agrees with itself;
// the panels' words and markup: natively.
import {
  test, expect, useSite, open as openPage, value, expectAttr, settled, prng, refuseClipboard, SHOWN, computedColours,
} from './harness.mjs';

/** What the page must show after `k` steps of `n`, if the file holds it. */
const shown = (n, k) => SHOWN.moments[`${n}:${k}`];
/** The last step of the search of `n`. */
const totalOf = (n) => SHOWN.totals[n];
/** The solutions of `n`: the step that completes each and its columns. */
const solutionsOf = (n) => SHOWN.solutions[n].map(([step, queens]) => ({ step, queens }));

/** The page's state, read once it has settled. Runs in the page. */
async function snapshotInPage() {
  // Yew renders in a microtask after the event, but yields to the browser
  // every 16 ms of work: read until two reads in a row agree, the URL
  // (synced last) shows the same n and step, and the live region says the
  // moment (a quick series of steps is said once settled).
  let prev = null;
  const until = performance.now() + 5_000;
  while (performance.now() < until) {
    await new Promise((r) => setTimeout(r, 0));
    const cur = read();
    const q = new URLSearchParams(cur.search);
    const urlDone = q.get('n') === String(cur.n) && q.get('step') === String(cur.step);
    const said = document.querySelector('[data-testid="live"]')?.dataset.waiting === undefined;
    if (urlDone && said && prev !== null && JSON.stringify(prev) === JSON.stringify(cur)) return cur;
    prev = cur;
  }
  return prev;

  function read() {
    const q = (id) => document.querySelector(`[data-testid="${id}"]`);
    const num = (id) => (q(id) ? Number(q(id).dataset.value) : null);
    const board = q('board');
    const timeline = q('timeline');
    const keys = ['left', 'down', 'right', 'attacks', 'free', 'mask', 'bitmap', 'bit'];
    const entry = ['left', 'down', 'right', 'bitmap', 'bit'];
    return {
      n: Number(q('n-input')?.value),
      step: num('step-index'),
      solutions: num('solutions-found'),
      placements: num('placements'),
      backtracks: num('backtracks'),
      row: board ? Number(board.dataset.row) : null,
      queens: board?.dataset.queens ?? null,
      bits: Object.fromEntries(keys.map((k) => [k, num(`bits-${k}`)])),
      stack: [...document.querySelectorAll('[data-testid^="stack-row-"]')].map((tr) => ({
        id: tr.dataset.testid, ...Object.fromEntries(entry.map((k) => [k, Number(tr.dataset[k])])),
      })),
      // The kind of the code lines marked (their block: natively).
      code: q('code-line-current')?.dataset.mark ?? null,
      equation: q('equation') ? [...q('equation').children].map((d) => d.textContent) : null,
      live: q('live')?.textContent ?? null,
      search: location.search,
      lang: document.documentElement.lang,
      playing: q('play')?.dataset.playing === 'true',
      help: !!q('help'),
      panic: !!q('panic'),
      forwardText: q('step-forward')?.querySelector('.btn-text')?.textContent.trim() ?? null,
      timelineEnabled: !!timeline && !timeline.disabled,
      timelineMax: timeline ? Number(timeline.max) : null,
    };
  }
}
const snap = (page) => page.evaluate(snapshotInPage);

const COUNTERS = ['n', 'step', 'solutions', 'placements', 'backtracks', 'row', 'queens'];
const pick = (o, keys) => Object.fromEntries(keys.map((k) => [k, o[k]]));

/** The page's state equals the domain's: counters, board, bits, stack, panels. */
function assertState(s, want, msg = '') {
  const at = `${msg} (n=${want.n} step ${want.step})`;
  expect(s.panic, `panic ${at}`).toBe(false);
  expect(pick(s, COUNTERS), `counters and board ${at}`).toStrictEqual(pick(want, COUNTERS));
  expect(s.bits, `bits-* ${at}`).toStrictEqual(want.bits);
  expect(s.stack, `stack ${at}`).toStrictEqual(want.stack);
  const kind = { place: 'Place', solution: 'Place', descend: 'Descend', backtrack: 'Backtrack' };
  expect(s.code && (kind[s.code] ?? s.code), `code panel ${at}`).toBe(want.event?.kind ?? null);
  expect(s.equation, `equation ${at}`).toStrictEqual(want.equation);
}

/** The page agrees with itself: the stack holds rows 0..current, the
 * current row's entry is the bit rows shown, the board's queens the stack's. */
function assertConsistent(s, msg = '') {
  const at = `${msg} (n=${s.n} step ${s.step})`;
  expect(s.panic, `panic ${at}`).toBe(false);
  expect(s.stack.length, `stack rows ${at}`).toBe(s.row + 1);
  if (s.row >= 0) {
    const { left, down, right, bitmap, bit } = s.bits;
    expect(s.stack[s.row], `the current row's stack entry ${at}`).toStrictEqual({ id: `stack-row-${s.row}`, left, down, right, bitmap, bit });
  }
  const columns = [];
  for (const row of s.stack) {
    if (row.bit === 0) break;
    columns.push(s.n - 1 - (31 - Math.clz32(row.bit)));
  }
  expect(s.queens, `the board's queens ${at}`).toBe(columns.join(' '));
}

/** The page is at step `k` of `n` and shows it (as the domain computes it
 * where shown.json holds that moment, else agreeing with itself). */
function assertAt(s, n, k, msg = '') {
  expect([s.n, s.step], msg).toStrictEqual([n, k]);
  const want = shown(n, k);
  if (want) assertState(s, want, msg);
  else assertConsistent(s, msg);
}

function assertUrl(s, n, step, lang) {
  const q = new URLSearchParams(s.search);
  expect({ n: q.get('n'), step: q.get('step'), lang: q.get('lang') }, s.search).toStrictEqual({ n: String(n), step: String(step), lang });
  expect(s.lang, '<html lang>').toBe(lang);
}

const site = useSite();

async function open(query, options) {
  const o = await openPage(site.browser, site.url, query, options);
  o.context.setDefaultTimeout(10_000);
  return o;
}

/** Sets a range input (`timeline`, `speed`) as a drag would: value, then 'input'. */
const setRange = (page, testid, v) => page.getByTestId(testid).evaluate((el, v) => {
  el.value = String(v);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}, v);

/** A real mouse click in the middle of a test id (scrolled into view first);
 * quicker than a locator click, and like a person it hits whatever is on top. */
async function press(page, testid) {
  const at = await page.evaluate((id) => {
    const el = document.querySelector(`[data-testid="${id}"]`);
    if (!el) return null;
    el.scrollIntoView({ block: 'center', inline: 'center' });
    const r = el.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  }, testid);
  expect(at, `${testid} is on the page`).toBeTruthy();
  await page.mouse.click(at.x, at.y);
}

const waitPrepared = (page) => page.locator('[data-testid="timeline"]:not([disabled])').waitFor({ timeout: 60_000 });

async function scrub(page, k) {
  await setRange(page, 'timeline', k);
  await page.locator(`[data-testid=step-index][data-value="${k}"]`).waitFor();
  await snap(page); // settled
}

/** The step index once it has stopped changing, read from outside the page
 * (so that it works while the page's clock is paused). */
function settledStep(page) {
  return settled(page, () => Number(document.querySelector('[data-testid="step-index"]').dataset.value), { intervals: [50] });
}

/** Waits until the step index is at least `min`; the timeout only guards against a hang. */
async function waitStepAtLeast(page, min, timeout = 60_000) {
  await page.waitForFunction((min) => Number(document.querySelector('[data-testid="step-index"]')?.dataset.value) >= min, min, { timeout });
}

test('play and pause on the page\'s clock at the speed set, reset stops it, play ends by itself at the end', async () => {
  const { page } = await open('?n=6');
  const play = page.getByTestId('play');
  await setRange(page, 'speed', 0);
  await expectAttr(page, 'speed', '1 step per second', 'aria-valuetext');
  // On a paused clock that only the test moves, the speed alone decides
  // the steps per second, not how fast the machine renders.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  const after = async (ms) => {
    const from = Number(await value(page, 'step-index'));
    await page.clock.runFor(ms);
    // Yew renders each tick in a microtask: wait until no more arrive.
    return (await settledStep(page)) - from;
  };
  await play.click();
  await expectAttr(page, 'play', 'true', 'data-playing');
  expect(await after(999), '1/s: no step before a second').toBe(0);
  expect(await after(1), '1/s: a step after a second').toBe(1);
  expect(await after(3000), '1/s: three steps in three seconds').toBe(3);
  // Sixty steps in a second, give or take one (ticks every 16 ms).
  await setRange(page, 'speed', 6);
  const steps = await after(1000);
  expect(Math.abs(steps - 60) <= 1, `60/s: ${steps} steps in a second`).toBeTruthy();
  await play.click();
  await expectAttr(page, 'play', 'false', 'data-playing');
  expect(await after(2000), 'paused: no step').toBe(0);
  // Reset while playing: step 0, and no more ticks.
  await play.click();
  expect(await after(250)).toBeGreaterThanOrEqual(1);
  await page.getByTestId('reset').click();
  expect(await settledStep(page)).toBe(0);
  await expectAttr(page, 'play', 'false', 'data-playing');
  expect(await after(600), 'no longer playing').toBe(0);
  await page.clock.resume();
  let s = await snap(page);
  assertAt(s, 6, 0);
  assertUrl(s, 6, 0, 'en');
  // To the end at top speed: play stops by itself and is off.
  await waitPrepared(page);
  await scrub(page, totalOf(6) - 30);
  await play.click();
  await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.row === '-1');
  s = await snap(page);
  assertAt(s, 6, totalOf(6));
  expect(s.playing).toBe(false);
  assertUrl(s, 6, totalOf(6), 'en');
});

test('the URL after every move reopens that moment; the keys; the solution jumps; copy-solutions; ja-JP', async () => {
  const sols = solutionsOf(6);
  const { page, errors, context } = await open('?n=6');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url.replace(/\/$/, '') });
  const kb = page.keyboard;
  let lang = 'en';
  const check = async (what, n, step) => {
    const s = await snap(page);
    assertAt(s, n, step, what);
    assertUrl(s, n, step, lang);
    return s;
  };
  const click = (id) => () => page.getByTestId(id).click();
  const key = (k) => () => kb.press(k);
  for (const [what, act, step] of [
    ['step-forward', click('step-forward'), 1], ['step-back', click('step-back'), 0],
    ...sols.map((x, i) => [`next-solution ${i + 1}`, click('next-solution'), x.step]),
    ...sols.slice(0, -1).reverse().map((x, i) => [`prev-solution ${i + 1}`, click('prev-solution'), x.step]),
    ['ArrowRight', key('ArrowRight'), sols[0].step + 1], ['ArrowRight', key('ArrowRight'), sols[0].step + 2],
    ['ArrowLeft', key('ArrowLeft'), sols[0].step + 1], ['timeline', () => scrub(page, 200), 200],
    ['key n', key('n'), sols[1].step], ['Shift+N', key('Shift+N'), sols[2].step], ['key p', key('p'), sols[1].step],
    ['timeline to the end', () => scrub(page, totalOf(6)), totalOf(6)],
    ['solution-2', click('solution-2'), sols[1].step],
  ]) {
    await act();
    await check(what, 6, step);
  }
  // The keys do their job only: Home does not also scroll to the top, nor
  // Space a screen down (the browser's own action cancelled).
  await page.evaluate(() => document.activeElement?.blur());
  const scrollY = () => page.evaluate(() => window.scrollY);
  expect(await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    window.keyDefaults = [];
    window.addEventListener('keydown', (e) => window.keyDefaults.push([e.key, e.defaultPrevented]));
    return window.scrollY;
  }), 'the page is taller than the window').toBeGreaterThan(0);
  await kb.press('Home');
  await check('Home', 6, 0);
  // (Going back to step 0 may shorten the page, but not to the top.)
  expect(await scrollY(), 'Home scrolled the page to the top').toBeGreaterThan(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await kb.press(' ');
  expect((await snap(page)).playing, 'Space plays').toBe(true);
  expect(await scrollY(), 'Space scrolled the page').toBe(0);
  expect(await page.evaluate(() => window.keyDefaults), 'Home and Space do not also scroll')
    .toStrictEqual([['Home', true], [' ', true]]);
  await waitStepAtLeast(page, 1);
  await kb.press(' ');
  let s = await snap(page);
  expect(s.playing, 'Space pauses').toBe(false);
  assertAt(s, 6, s.step);
  await kb.press('?');
  const helpText = await page.getByTestId('help').innerText();
  for (const k of ['→', '←', 'Space', 'N', 'P', 'Home', '?']) expect(helpText, `help names ${k}`).toContain(k);
  // ? closes it too (Escape, and where the focus goes then: teacher.test.mjs).
  await kb.press('?');
  expect((await snap(page)).help, '? toggles the help').toBe(false);
  // In the n select no shortcut; arrows on the speed slider move the
  // slider; Space on a focused button presses that button only.
  await scrub(page, 100);
  await page.getByTestId('n-input').focus();
  for (const k of ['n', 'p', 'Shift+N', 'Shift+P', '?']) await kb.press(k);
  s = await snap(page);
  expect([s.n, s.step, s.help], 'no shortcut inside the n select').toStrictEqual([6, 100, false]);
  await page.getByTestId('speed').focus();
  await kb.press('ArrowRight');
  await expectAttr(page, 'speed', '8 steps per second', 'aria-valuetext');
  expect((await snap(page)).step).toBe(100);
  await page.getByTestId('step-forward').focus();
  await kb.press(' ');
  s = await check('Space on step-forward', 6, 101);
  expect(s.playing).toBe(false);
  // The clipboard, latest first as the list: all four, then three found.
  await scrub(page, totalOf(6));
  await page.getByTestId('copy-solutions').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="copied"]')?.dataset.value === '4');
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text.startsWith('4\n') && text.includes('\n\n1\n 4 2 0 5 3 1\n+-+'), text.slice(0, 40)).toBeTruthy();
  const heads = (t) => t.trimEnd().split('\n\n').map((block) => block.split('\n').slice(0, 2).join('\n'));
  expect(heads(text)).toStrictEqual(sols.map((s, i) => `${i + 1}\n ${s.queens}`).reverse());
  await scrub(page, sols[2].step + 1);
  await page.getByTestId('copy-solutions').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="copied"]')?.dataset.value === '3');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text.split('\n\n').slice(1).join('\n\n'));
  await page.getByTestId('play').click();
  await waitStepAtLeast(page, sols[2].step + 3);
  await page.getByTestId('play').click();
  await expectAttr(page, 'play', 'false', 'data-playing');
  const played = (await snap(page)).step;
  await check('play', 6, played);
  // The language toggle keeps the moment (the words in each language:
  // natively; back to English through history: history.test.mjs).
  await page.getByTestId('lang-toggle').click();
  lang = 'ja';
  await check('lang-toggle', 6, played);
  expect(await page.title()).toBe('ステップ実行 — bitqueens');
  await page.getByTestId('reset').click();
  await check('reset', 6, 0);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Home');
  await check('Home', 6, 0);
  await scrub(page, 123);
  await page.getByTestId('n-input').selectOption('5');
  await check('n change', 5, 0);
  await scrub(page, 77);
  await check('timeline n=5', 5, 77);
  // That URL opens exactly this moment.
  const other = await openPage(site.browser, '', page.url());
  const reopened = await snap(other.page);
  assertUrl(reopened, 5, 77, 'ja');
  assertAt(reopened, 5, 77, 'reopened');
  // A moment reached by the timeline is said once settled: as the reopened
  // page says it at once.
  await expect(page.getByTestId('live')).toHaveText(reopened.live);
  expect([...errors, ...other.errors]).toStrictEqual([]);
  await other.context.close();
  // A ja-JP browser gets Japanese unless ?lang= says otherwise.
  for (const [query, want] of [['?n=5', 'ja'], ['?n=5&lang=en', 'en']]) {
    const browser = await open(query, { locale: 'ja-JP' });
    const s = await snap(browser.page);
    assertUrl(s, 5, 0, want);
    expect(s.forwardText, query).toBe(want === 'ja' ? '1ステップ進む' : 'Step forward');
    await browser.context.close();
  }
});

test('copy-solutions with the clipboard refused (a phone lying down, dark): how to copy by hand instead', async () => {
  // (What the page says then, in both languages: natively, mod stepper.)
  const { page, errors } = await open('?n=5&lang=ja', {
    viewport: { width: 844, height: 390 }, hasTouch: true, colorScheme: 'dark',
    errors: 'mine', initScript: refuseClipboard,
  });
  await waitPrepared(page);
  await scrub(page, totalOf(5));
  await page.getByTestId('copy-solutions').click();
  // Never "Copied".
  const said = page.getByTestId('copied');
  await expect(said).toHaveAttribute('data-refused', 'true');
  expect(await said.getAttribute('data-value')).toBeNull();
  // The text refused, in a field focused, selected, shown from its start,
  // in the theme's colours: all the solutions in the list's order.
  const field = page.getByTestId('solutions-text');
  await expect(field).toBeFocused();
  const m = await field.evaluate((f) => ({
    got: [getComputedStyle(f).backgroundColor, getComputedStyle(f).color], top: f.scrollTop, selected: [f.selectionStart, f.selectionEnd],
  }));
  const text = await field.inputValue();
  const latestFirst = ['10', '9', '8', '7', '6', '5', '4', '3', '2', '1'];
  expect(text.trimEnd().split('\n\n').map((block) => block.split('\n')[0])).toStrictEqual(latestFirst);
  const list = await page.locator('[data-testid^="solution-"][data-queens]')
    .evaluateAll((bs) => bs.map((b) => b.dataset.testid.slice('solution-'.length)));
  expect(list).toStrictEqual(latestFirst);
  expect(m.selected, 'selected').toStrictEqual([0, text.length]);
  expect(m.top, 'shown from its start').toBe(0);
  expect(m.got, 'the theme\'s colours').toStrictEqual(await computedColours(page, ['var(--bg)', 'var(--fg)']));
  expect(errors, 'the refusal handled').toStrictEqual([]);
});

test('the code panel: the select sets the address and what is kept; the address wins; an unknown one gets a notice', async () => {
  const { page } = await open('?n=5&step=1&lang=ja');
  // C by default, the language of the explanation the site follows.
  await expect(page.getByTestId('code-lang')).toHaveValue('c');
  for (const code of ['python', 'c', 'rust']) {
    await page.getByTestId('code-lang').selectOption(code);
    await expect(page.getByTestId('code')).toHaveAttribute('data-code', code);
    await expect(page).toHaveURL(code === 'c' ? /^[^?]*\?(?!.*code=)/ : new RegExp(`[?&]code=${code}(&|$)`));
  }
  expect(await page.evaluate(() => localStorage.getItem('bitqueens.code'))).toBe('rust');
  // A new visit without code= in its address opens in the kept language.
  await page.goto(`${site.url}?n=5&step=1&lang=en`);
  await expect(page.getByTestId('code-lang')).toHaveValue('rust');
  // The address wins over what is kept.
  await page.goto(`${site.url}?n=5&step=1&lang=en&code=python`);
  await expect(page.getByTestId('code-lang')).toHaveValue('python');
  // A language that does not exist: a notice, and the panel stays usable.
  await page.goto(`${site.url}?n=5&lang=en&code=cobol`);
  await expect(page.getByTestId('notice')).toContainText('cobol');
});

test('the live region says each step pressed, names its operation, in the language switched to', async () => {
  // (What it says at each step, in both languages: natively.)
  const { page } = await open('?n=5');
  let prev = (await snap(page)).live;
  expect(prev).toMatch(/^Start/);
  const said = async (before) => {
    await expect.poll(async () => (await snap(page)).live, 'the announcement changed').not.toBe(before);
    return snap(page);
  };
  const names = {
    en: (ev) => ({ Place: `Place: row ${ev.row} `, Descend: `Descend to row ${ev.row}`, Backtrack: `Backtrack: row ${ev.row} ` }[ev.kind]),
    ja: (ev) => ({ Place: '配置：', Descend: `行 ${ev.row} へ進みます`, Backtrack: 'バックトラック：' }[ev.kind]),
  };
  for (const [lang, ks] of [['en', [1, 2, 3, 4, 5, 6, 7, 8, 9]], ['ja', [10, 11, 12]]]) {
    if (lang === 'ja') {
      await page.getByTestId('lang-toggle').click();
      // The language switched: the same step said again, in Japanese.
      prev = (await said(prev)).live;
    }
    for (const k of ks) {
      await press(page, 'step-forward');
      const s = await said(prev);
      const ev = shown(5, k).event;
      expect(s.live.includes(names[lang](ev)), `step ${k}: “${s.live}” should name ${ev.kind}`).toBeTruthy();
      if (ev.kind === 'Place' && ev.solution) expect(s.live.includes(`Solution #${shown(5, k).solutions}`), s.live).toBeTruthy();
      prev = s.live;
    }
  }
  await press(page, 'step-back');
  expect((await said(prev)).live, 'step back is announced too').not.toBe(prev);
});

// A random session: the page's wiring of every control and key.
test('a random session of 40 mixed actions: no console error, no panic, every state right', async () => {
  const seed = Number(process.env.SEED ?? 20261121);
  const random = prng(seed);
  const pick = (xs) => xs[Math.floor(random() * xs.length)];
  const { page, errors, context } = await open('?n=5', { viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url.replace(/\/$/, '') });
  const click = (testid) => () => press(page, testid);
  const actions = [
    [6, 'step-forward', click('step-forward')], [4, 'step-back', click('step-back')], [3, 'play', click('play')],
    [2, 'speed', () => setRange(page, 'speed', Math.floor(random() * 7))],
    [3, 'next-solution', click('next-solution')], [3, 'prev-solution', click('prev-solution')],
    [1, 'reset', click('reset')], [2, 'help-toggle', click('help-toggle')],
    [4, 'scrub', async () => {
      const s = await snap(page);
      if (s.timelineEnabled) await setRange(page, 'timeline', Math.floor(random() * (s.timelineMax + 1)));
    }],
    [2, 'solution-m', async () => {
      const ids = await page.locator('[data-testid^="solution-"]').evaluateAll((es) => es.map((e) => e.dataset.testid));
      const listed = ids.filter((t) => /^solution-\d+$/.test(t));
      if (listed.length) await click(pick(listed))();
    }],
    [1, 'copy-solutions', async () => {
      if (await page.getByTestId('copy-solutions').count()) await click('copy-solutions')();
    }],
    [2, 'n', async () => {
      await page.getByTestId('n-input').selectOption(pick(['4', '5', '6', '7']), { force: true });
      await page.evaluate(() => document.activeElement?.blur());
    }],
    [2, 'lang-toggle', click('lang-toggle')],
    ...['ArrowRight', 'ArrowLeft', ' ', 'n', 'N', 'p', 'Home', '?', 'Escape']
      .map((key) => [1.5, `key ${key}`, () => page.keyboard.press(key === 'N' ? 'Shift+N' : key)]),
  ];
  const weight = actions.reduce((sum, [w]) => sum + w, 0);
  const done = [];
  for (let i = 0; i < 40; i++) {
    let r = random() * weight;
    const [, name, act] = actions.find(([w]) => (r -= w) < 0) ?? actions[0];
    done.push(name);
    await act();
    const s = await snap(page);
    const ctx = `seed ${seed}, action ${i} (${name}); last: ${done.slice(-6).join(', ')}`;
    expect(errors, ctx).toStrictEqual([]);
    expect(s.step <= totalOf(s.n), ctx).toBeTruthy();
    assertAt(s, s.n, s.step, ctx);
    // (Space on a focused lang-toggle switches too: the page says its language.)

    const lang = s.forwardText === 'Step forward' ? 'en' : s.forwardText === '1ステップ進む' ? 'ja' : s.forwardText;
    assertUrl(s, s.n, s.step, lang);
  }
});
