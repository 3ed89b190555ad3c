// What a teacher uses: presenter mode on the screens a class uses
// (projectors, a tablet, phones lying down), the dialogs' focus, each view's
// title and heading, the sources' citations. (The widget, share, figures and
// printing: classroom.test.mjs.)
import {
  test, expect, useSite, open, goTo, focused, badEquationBreaks, computedColours, evaluateWith, charBoxes,
} from './harness.mjs';

const site = useSite();
const LANGS = ['en', 'ja'];

/** The stepper at n = 5, step 9 in the page's language: no "seed" (the
 *  SSR tests draw it only in parts; the other pages: natively), its link
 *  to the sources named by words. */
async function stepperSources(page, lang) {
  await goTo(page, `?n=5&step=9&lang=${lang}`);
  await page.getByTestId('code').waitFor();
  await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', '9');
  const text = await page.evaluate(() => document.body.innerText + ' ' + document.title);
  expect(/seed|シード/i.test(text), `stepper (${lang})`).toBe(false);
  await expect(page.getByTestId('stepper-sources')).toHaveAccessibleName(lang === 'en' ? /^Sources/ : /^出典/);
}

test('the dialogs give the focus back (help, Share by S); each view\'s title and heading; the sources', async () => {
  // (The focus does not depend on the language: one is enough. Tab and
  // Shift+Tab kept in a dialog, the same Modal: classroom.test.mjs's share.)
  const { page } = await open(site.browser, site.url, '?n=6&lang=en');
  await page.getByTestId('help-toggle').click();
  await page.getByTestId('help').waitFor();
  expect(await focused(page)).toBe('help-close');
  await page.keyboard.press('Escape');
  await page.getByTestId('help').waitFor({ state: 'detached' });
  expect(await focused(page)).toBe('help-toggle');
  // Opened by its key from no control: the focus back on the help button.
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('?');
  await page.getByTestId('help').waitFor();
  await page.keyboard.press('Escape');
  await page.getByTestId('help').waitFor({ state: 'detached' });
  expect(await focused(page)).not.toBe('BODY');
  // Opened by ? from a square of the board: the focus back on the square.
  const cell = page.getByTestId('board').getByRole('gridcell').nth(7);
  await cell.focus();
  await page.keyboard.press('?');
  await page.getByTestId('help').waitFor();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('help')).toHaveCount(0);
  await expect(cell).toBeFocused();
  // S opens Share from the page (a square of the board), Escape back there.
  await page.keyboard.press('s');
  await expect(page.getByTestId('share-link')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(cell).toBeFocused();
  const names = await page.locator('#site-nav a').evaluateAll((as) => as.map((a) => [a.dataset.testid, a.textContent.trim()]));
  expect(names.length).toBe(8); // stepper, learn, count, lab, bits, symmetry, records, tree
  await stepperSources(page, 'en');
  await page.getByTestId('stepper-sources').click();
  await page.getByTestId('sources').waitFor();
  expect(page.url()).toMatch(/view=records.*#sources$/);
  // Each view by a change of view, the stepper last: its title (the words:
  // core/src/state/pages.rs), the focus on its heading.
  for (const [testid, name] of [...names.slice(1), names[0]]) {
    await page.getByTestId(testid).click();
    // (A view may name the place it shows first: a lesson's stop.)
    const title = new RegExp(`^(?:.+ — )?${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} — bitqueens$`);
    await expect(page).toHaveTitle(title, { timeout: 20_000 });
    await expect.poll(() => page.evaluate(() => {
      const el = document.activeElement;
      return /^H[12]$/.test(el.tagName) && el.closest('main:not([hidden])') !== null;
    }), { timeout: 20_000, message: testid }).toBe(true);
  }
  // A heading keeps the focus a second after a change of view (an extra
  // page's may be replaced), never taking it back from the learner.
  await page.getByTestId('nav-learn').click();
  await page.getByTestId('lesson-title').waitFor();
  const tag = () => page.evaluate(() => document.activeElement.tagName);
  await expect.poll(tag).toBe('H2');
  await page.getByTestId('learn-quiz-tab').focus();
  await page.evaluate(() => document.activeElement.blur());
  await page.waitForTimeout(1200);
  expect(await tag()).toBe('BODY');
  // The learn page's tabs give the focus to the heading of what they open.
  for (const [tab, heading] of [['learn-quiz-tab', 'quiz-question'], ['write-tab', 'write-title'], ['learn-lesson-tab', 'lesson-title']]) {
    await page.getByTestId(tab).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page), { timeout: 10_000 }).toBe(heading);
  }
  // A citation on the lab opens the records page at its entry (where
  // every citation points: tests/views_pages/sources.rs).
  await page.getByTestId('nav-lab').click();
  await page.locator('[data-testid=cite]').first().click();
  await page.getByTestId('sources').waitFor();
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#src-/);
  await page.getByTestId('nav-stepper').click();
  await stepperSources(page, 'ja');
});

// Presenter mode on projectors of 16:10, 16:9 and 4:3, a tablet upright and
// a phone lying down; `fill`: the board's least share of the height (n = 8
// and 12 at step 20).
const SCREENS = [
  { width: 1280, height: 800, fill: 0.6 },
  { width: 1280, height: 900 },
  { width: 1920, height: 1080, fill: 0.7 },
  { width: 1024, height: 768, fill: 0.45 },
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
  { width: 768, height: 1024, fill: 0.35 },
  { width: 844, height: 390, fill: 0.6, phone: true },
];

/** [screens, ns, steps, langs] shown besides the fill moments: descends
 *  (2) whose notes or sentences wrap, places (1), back-tracks (40), the
 *  arrows of n = 8 at each depth (4, 10, 30). */
const PLAN = [
  [['1280×800', '1920×1080'], [8, 16], [20], ['en']],
  [['1920×1080'], [8, 12], [30], ['ja']],
  [['1920×1080'], [4], [16], ['en']],
  [['1920×1080'], [5], [8], ['en']],
  [['1024×768', '1366×768'], [8, 16], [2], LANGS],
  [['1024×768', '1366×768'], [16], [40], LANGS],
  [['1024×768'], [5, 12], [2], ['ja']],
  [['1024×768'], [10], [2], ['en']],
  [['1024×768'], [8, 12, 16], [20], ['en']],
  [['1024×768'], [16], [400], ['en']],
  [['1024×768'], [8], [4, 10, 30], ['en']],
  [['1280×720'], [16], [40], LANGS],
  [['1280×720', '1920×1080'], [4, 8, 16], [1, 2], ['en']],
  [['1280×720', '1920×1080'], [16], [2], ['ja']],
  [['1280×720', '1920×1080'], [4], [40], ['en']],
  [['1280×900'], [6], [8], ['en']],
  [['768×1024'], [12, 16], [2], LANGS],
];

/** The moments [n, step, lang] shown on `screen`, each once. */
function moments({ width, height, fill, phone }) {
  const plan = PLAN.filter(([screens]) => screens.includes(`${width}×${height}`));
  if (fill) plan.unshift([[], [8, 12], [20], width < height || phone ? LANGS : ['en']]);
  const out = plan.flatMap(([, ns, steps, langs]) => ns.flatMap((n) => steps.flatMap((step) =>
    langs.map((lang) => `${n}:${step}:${lang}`))));
  return [...new Set(out)].map((m) => m.split(':').map((x, i) => (i < 2 ? Number(x) : x)));
}

/** Everything measured of presenter mode at one moment. Runs in the page
 *  (`evaluateWith`). */
function measure(charBoxes, { n }) {
  const box = (e) => e.getBoundingClientRect();
  const q = (s) => document.querySelector(s);
  const all = (s) => [...document.querySelectorAll(s)];
  const px = (e) => parseFloat(getComputedStyle(e).fontSize);
  const middle = (e) => { const r = box(e); return r.left + r.width / 2; };
  const apart = (a, b) => a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;
  const inside = (g, c) => g.left >= c.left - 0.5 && g.right <= c.right + 0.5 && g.top >= c.top - 0.5 && g.bottom <= c.bottom + 0.5;
  const board = box(q('[data-testid=board]'));
  // The bit row is `display: contents` (no box): its value's box.
  const bit = box(q('[data-testid=bits-bit] .row-tail'));
  const squares = all('[data-testid=board] .board-row[data-r="0"] .cell').map(middle);
  const cells = all('[data-testid=board] .cell').filter((c) => c.querySelector('.g')).map((c) => {
    const cell = box(c);
    const gs = [...c.querySelectorAll('.g')].map((g) => ({ box: box(g), px: px(g) }));
    return {
      where: `${c.dataset.r},${c.dataset.col}`, cell: cell.width, count: gs.length, px: Math.min(...gs.map((m) => m.px)),
      inside: gs.every((m) => inside(m.box, cell)), apart: gs.every((m, i) => gs.every((o, j) => i === j || apart(m.box, o.box))),
      plain: !c.className.includes('arrows-'),
    };
  });
  // At n = 16 (squares of about 24 px) the board's numbers may be smaller.
  const texts = `.present .bit-grid .row-label, .present .bit-grid .row-tail, .present .bit-grid .digit, .present [data-testid=equation], .present-event${n > 12 ? '' : ', .present .board .col-head, .present .board .row-label'}`;
  // The column numbers' type (after the words for the ear): their gaps, their top.
  const numbers = all('.present .board .col-head').map((e) => {
    const range = document.createRange();
    range.selectNodeContents(e.lastChild);
    return range.getBoundingClientRect();
  });
  const gaps = numbers.slice(1).map((r, i) => Math.round(r.left - numbers[i].right));
  const lines = all('.present [data-testid=equation] > div');
  const digits = all('[data-testid=present] .digit');
  const grid = q('.present .bit-grid');
  return {
    // The column numbers rising into the head above the board.
    intoHead: Math.min(...numbers.map((r) => r.top)) < box(q('.present-head')).bottom - 0.5,
    // The lowest of the board and the bit rows.
    lowest: Math.max(board.bottom, grid ? box(grid).bottom : 0),
    fill: board.height / innerHeight,
    share: board.width / innerWidth,
    board: board.bottom,
    bitTop: bit.top,
    bitBottom: bit.bottom,
    // The lowest of every bit row's name, digits and value.
    rowsFoot: Math.max(...all('.present .bit-grid :is(.row-label, .digit, .row-tail)').filter((e) => box(e).width > 0).map((e) => box(e).bottom)),
    controls: Math.min(...all('.present-head button').flatMap((b) => [box(b).width, box(b).height])),
    offsets: all('[data-testid=bits-bit] .digit').map((d, i) => Math.round(Math.abs(middle(d) - squares[i]))),
    wide: document.documentElement.scrollWidth > innerWidth,
    small: all(texts).filter((e) => e.textContent.trim() !== '' && px(e) < 20).map((e) => `${e.className} “${e.textContent.trim().slice(0, 20)}” ${px(e)} px`),
    gap: Math.min(...gaps),
    cut: all('.present .bit-grid .row-tail, .present .board .board-row.current .row-label').filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1 || box(e).right > innerWidth).map((e) => e.textContent.trim()),
    queen: Math.min(...all('[data-testid=board] .queen-mark').map(px)),
    arrow: Math.min(...cells.filter((c) => c.plain).map((c) => c.px)),
    cell: box(q('[data-testid=board] .cell')).width,
    lines: lines.length,
    // A wrapped equation keeps its result (value and decimal) on one line.
    split: lines.map((l) => l.querySelector('.eq-result')).filter((r) => r && new Set([...r.getClientRects()].map((b) => Math.round(b.top))).size > 1).map((r) => r.textContent),
    notes: all('[data-testid=lost-note]').length,
    multi: cells.filter((c) => c.count > 1),
    outside: cells.filter((c) => !c.inside).map((c) => c.where),
    digits: digits.length,
    digitHeight: Math.min(...digits.map((d) => box(d).height)),
    digitFont: Math.min(...digits.map(px)),
    header: q('.site-header') !== null,
    colFont: px(q('[data-testid=present] .col-head')),
    rowFont: px(q('[data-testid=present] .board .row-label')),
    exit: px(q('[data-testid=present-exit]')),
    // The long names (left|down|right, the free squares'): lines, whole.
    long: all('.present .bit-grid .k-attacks .row-label').map((e) => {
      const range = document.createRange();
      range.selectNodeContents(e);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
      const r = range.getBoundingClientRect();
      return { text: e.textContent, lines, cut: e.scrollWidth > e.clientWidth + 1, out: r.left < 0 || r.right > innerWidth };
    }),
    // The long names broken inside their parentheses.
    inParens: all('.present .bit-grid .k-attacks .row-label').filter((e) => {
      const tops = charBoxes(e).filter((c) => c.width > 0);
      const open = tops.findIndex((c) => c.ch === '(');
      const close = tops.findIndex((c) => c.ch === ')');
      return open >= 0 && new Set(tops.slice(open, close + 1).map((c) => Math.round(c.top))).size > 1;
    }).map((e) => e.textContent),
  };
}

/** Presenter mode on each of `screens` at each of its moments: one document
 *  turned to each screen's size, a new one for a touch screen (the last). */
async function presenterOn(screens) {
  let page;
  for (const screen of screens) {
    const { width, height, fill, phone } = screen;
    if (!page || phone) ({ page } = await open(site.browser, site.url, '?n=8&step=20&lang=en&present=1', { viewport: { width, height }, ready: 'present', hasTouch: !!phone }));
    await page.setViewportSize({ width, height });
    await page.evaluate(() => document.fonts.ready);
    const shares = {};
    let multi = 0;
    for (const [n, step, lang] of moments(screen)) {
      await goTo(page, `?n=${n}&step=${step}&lang=${lang}&present=1`);
      await expect(page.getByTestId('present-caption')).toHaveText(lang === 'en' ? `n = ${n}, step ${step}` : `n = ${n}、ステップ ${step}`);
      await expect(page.getByTestId('board').locator('[role=row][data-r]')).toHaveCount(n);
      const m = await evaluateWith(page, charBoxes, measure, { n });
      const what = `${width}×${height}, n = ${n}, step ${step}, ${lang}`;
      shares[`${n}:${step}:${lang}`] = m.share;
      multi += m.multi.length;
      // Everywhere: nothing sideways, the board and bit rows on the screen.
      expect(m.wide, `${what}: runs off the side`).toBe(false);
      expect(m.board, `${what}: the board ends at ${m.board}`).toBeLessThanOrEqual(height);
      expect(m.bitTop, `${what}: the bit row has a box`).toBeGreaterThan(0);
      expect(m.bitBottom, `${what}: the bit row ends at ${m.bitBottom}`).toBeLessThanOrEqual(height);
      expect(m.rowsFoot, `${what}: the bit rows' names, digits and values end at ${m.rowsFoot}`).toBeLessThanOrEqual(height);
      expect(m.offsets.length, what).toBe(n);
      // left|down|right on one line; the free squares' name in one or two.
      expect(m.long.map((l) => ({ ...l, lines: Math.min(l.lines, l.text.length > 15 ? 1 : l.lines) })), `${what}: the long names whole`).toStrictEqual(['left|down|right', 'mask & ~(left|down|right)'].map((text) => ({ text, lines: 1, cut: false, out: false })));
      expect(m.long[1].lines, `${what}: the free squares' name in ${m.long[1].lines} lines`).toBeLessThanOrEqual(2);
      expect(m.inParens, `${what}: a name broken inside its parentheses`).toStrictEqual([]);
      expect(m.outside, `${what}: arrows outside their squares`).toStrictEqual([]);
      // A 16:9 projector's height used (to 80 %). (Every element of the
      // stage on the projectors' screens, the page still: height.test.mjs.)
      if (['1280×720', '1920×1080'].includes(`${width}×${height}`)) {
        expect(m.lowest, `${what}: the board and the bit rows end at ${m.lowest} px`).toBeGreaterThanOrEqual(0.8 * height);
        expect(m.intoHead, `${what}: the column numbers over the head`).toBe(false);
      }
      if (phone) expect(m.controls, `${what}: a control of ${m.controls} px`).toBeGreaterThanOrEqual(44);
      // Stacked, each digit is under its square.
      if (width < height) expect(m.offsets, `${what}: digits off their squares`).toStrictEqual(Array(n).fill(0));
      if (fill && step === 20 && n <= 12) expect(m.fill, `${what}: the board's share ${m.fill}`).toBeGreaterThanOrEqual(fill);
      // The way out reads at 20 px, as the rest of the head.
      if (width === 1024 || width === 1920) expect(m.exit, `${what}: the way out`).toBeGreaterThanOrEqual(20);
      if (width === 1024 && step === 20) {
        expect(m.small, `${what}: text under 20 px`).toStrictEqual([]);
        expect(m.gap, `${what}: the column numbers' least gap`).toBeGreaterThanOrEqual(2);
      }
      // A descend's four equations and its note, results whole (on the
      // screen: height.test.mjs).
      if (step === 2 && height === 768) {
        expect(m.lines, what).toBe(4);
        expect(m.notes, `${what}: the lost note`).toBe(1);
        expect(m.split, `${what}: a result broken over two lines`).toStrictEqual([]);
      }
      if (n === 16 && height === 768 && (step === 2 || step === 40)) expect(m.cell, `${what}: a square of ${m.cell} px`).toBeGreaterThanOrEqual(24);
      if (n === 16 && step === 400) expect(m.cut, `${what}: values and the row number cut`).toStrictEqual([]);
      if (n === 16 && step === 40 && width === 1024) {
        expect(m.queen, `${what}: a queen of ${m.queen} px`).toBeGreaterThanOrEqual(14);
        expect(m.arrow, `${what}: an arrow of ${m.arrow} px`).toBeGreaterThanOrEqual(10);
      }
      // Two or three arrows in a square nearly as large as a lone one, apart.
      if (n === 16 && step === 40 && (width === 1024 || width === 1280)) {
        expect(m.multi.length, what).toBeGreaterThan(3);
        for (const c of m.multi) {
          const at = `${what}, square ${c.where} (${c.cell.toFixed(1)} px): arrows of ${c.px} px`;
          expect(c.px, at).toBeGreaterThanOrEqual(c.cell * 0.55);
          expect(c.px, at).toBeGreaterThanOrEqual(12);
          expect(c.inside && c.apart, `${at}: inside ${c.inside}, apart ${c.apart}`).toBe(true);
        }
      }
      // On a wide projector 800 px high or less, n = 8's digits as legible
      // for their screen as 40 px at 1920×1080: 2.1 % of its width.
      if (height <= 800 && width / height >= 1.5 && n === 8) {
        expect(m.digits, what).toBe(8 * n);
        const least = 0.021 * width;
        expect(m.digitHeight >= least && m.digitFont >= least, `${what}: digits ${m.digitHeight}px high, font ${m.digitFont}px (at least ${least})`).toBe(true);
      }
      // 1920×1080: digits of 40 px, no header.
      if (width === 1920 && step === 30) {
        // The seven rows and the free squares'.
        expect(m.digits, what).toBe(8 * n);
        expect(m.digitHeight >= 40 && m.digitFont >= 40, `${what}: digits ${m.digitHeight}px high, font ${m.digitFont}px`).toBe(true);
        expect(m.header).toBe(false);
      }
      // The column numbers scale with the squares, as the row numbers do.
      if (width === 1024 && n === 8) expect(m.colFont, `${what}: column numbers ${m.colFont}px, row numbers ${m.rowFont}px`).toBeGreaterThanOrEqual(0.75 * m.rowFont);
      // Why a bit disappeared, both notes (their words: tests/views_pages/lost.rs;
      // on the screen: height.test.mjs).
      if (n === 6 && step === 8) expect(m.notes, `${what}: the notes`).toBe(2);
    }
    // The board's share of the width grows with n where there is room.
    if (width === 1024) for (const lang of LANGS) expect(shares[`16:2:${lang}`], `${width}×${height}, ${lang}: ${JSON.stringify(shares)}`).toBeGreaterThan(shares[`8:2:${lang}`]);
    if (width === 1280 && height === 800 || width === 1920) expect(shares['16:20:en'], `${width}×${height}: ${JSON.stringify(shares)}`).toBeGreaterThan(shares['8:20:en']);
    if (width === 1024) expect(multi, 'squares with two or three arrows were seen').toBeGreaterThan(0);
  }
}

test('presenter mode on 4:3 and 16:9 projectors of 768 px: a descend\'s four equations and its note, results whole, text of 20 px, n = 8\'s digits 2.1 % of the width at 1366 px, n = 16\'s squares, queens and arrows large, arrows inside their squares', async () => {
  await presenterOn(SCREENS.filter((s) => s.height === 768));
});

test('presenter mode on wide projectors, a tablet and phones: the board large, every bit row on the screen (n = 16\'s too on a tablet), digits of 40 px at 1920×1080 and 2.1 % of the width at 1280×720, arrows inside their squares, a descend\'s two notes', async () => {
  await presenterOn(SCREENS.filter((s) => s.height !== 768));
});

/** What must stay put from step to step in presenter mode, the sentence's
 *  lines and the queen just placed's frame. In the page. (These moments
 *  whole on the screen: height.test.mjs.) */
function steady() {
  const box = (e) => e.getBoundingClientRect();
  const q = (s) => document.querySelector(s);
  const all = (s) => [...document.querySelectorAll(s)];
  const round = (x) => Math.round(x * 10) / 10;
  // The sentence's lines: its text's boxes, those on one line together
  // (Latin and Japanese type on one line have boxes of different tops).
  const event = q('.present-event');
  const range = document.createRange();
  range.selectNodeContents(event);
  const half = parseFloat(getComputedStyle(event).lineHeight) / 2;
  const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top).sort((a, b) => a - b);
  const lines = tops.filter((t, i) => i === 0 || t - tops[i - 1] > half).length;
  const placed = q('[data-testid=board] .cell.just-placed');
  const frame = placed && getComputedStyle(placed);
  return {
    lines,
    top: round(box(q('[data-testid=board]')).top),
    cell: round(box(q('[data-testid=board] .cell')).width),
    bits: round(box(q('.present .bit-grid')).top),
    digit: round(Math.min(...all('.present .bit-grid .digit').map((d) => parseFloat(getComputedStyle(d).fontSize)))),
    placed: frame ? { style: frame.outlineStyle, colour: frame.outlineColor } : null,
  };
}

/** Steps of each n whose sentences take one line and two on each screen and in
 *  each language, a queen just placed among them: the fewest of 13 at ea1e4b47. */
const STEADY = { 4: [0, 5, 19], 8: [0, 11, 330], 16: [0, 1, 2] };

test('presenter mode on 16:9 projectors (1280×720, 1366×768, 1920×1080; en, ja; n = 4, 8, 16): the board stays put whether the step\'s sentence takes one line or two, the digits larger on a smaller board (at 800 px or less, largest at n = 8), the queen just placed in a double green frame; equations break before an operator, names whole', async () => {
  const { page } = await open(site.browser, site.url, '?n=8&step=1&lang=en&present=1', { viewport: { width: 1280, height: 720 }, ready: 'present' });
  await page.evaluate(() => document.fonts.ready);
  const [green] = await computedColours(page, ['var(--cand)']);
  for (const [width, height] of [[1280, 720], [1366, 768], [1920, 1080]]) {
    await page.setViewportSize({ width, height });
    for (const lang of LANGS) {
      const digits = {};
      for (const n of [4, 8, 16]) {
        const seen = [];
        for (const step of STEADY[n]) {
          await goTo(page, `?n=${n}&step=${step}&lang=${lang}&present=1`);
          await expect(page.getByTestId('present-caption')).toHaveText(lang === 'en' ? `n = ${n}, step ${step}` : `n = ${n}、ステップ ${step}`);
          await expect(page.getByTestId('board').locator('[role=row][data-r]')).toHaveCount(n);
          seen.push({ step, ...(await page.evaluate(steady)) });
        }
        const what = `${width}×${height}, ${lang}, n = ${n}`;
        expect(new Set(seen.map((s) => s.lines)), `${what}: sentences of one line and of two (step: lines ${seen.map((s) => `${s.step}: ${s.lines}`).join(', ')})`)
          .toStrictEqual(new Set([1, 2]));
        const [first] = seen;
        for (const s of seen) {
          const at = `${what}, step ${s.step} (${s.lines} line(s))`;
          // The board, its squares, the bit rows and their digits where the first step has them.
          expect({ top: s.top, cell: s.cell, bits: s.bits, digit: s.digit }, at).toStrictEqual({ top: first.top, cell: first.cell, bits: first.bits, digit: first.digit });
          const placed = `${at}: the queen just placed, in the candidates' green`;
          if (s.placed) expect(s.placed, placed).toStrictEqual({ style: 'double', colour: green });
        }
        expect(seen.some((s) => s.placed), `${what}: a queen just placed`).toBe(true);
        digits[n] = first.digit;
      }
      // The digits grow with the squares where the height allows; at 800 px
      // or less they take what a descend leaves, most at n = 8.
      const sizes = `${width}×${height}, ${lang}: digits of ${JSON.stringify(digits)} px`;
      if (height > 800) expect(digits[4], sizes).toBeGreaterThan(digits[8]);
      else expect(digits[8], sizes).toBeGreaterThan(digits[4]);
      expect(digits[8], sizes).toBeGreaterThanOrEqual(digits[16]);
    }
  }
  // An equation breaks only before an operator, never after one nor inside
  // a number; every bit row's name whole (its type inside the box that clips it).
  const bad = [];
  for (const lang of LANGS) {
    for (const [width, height, n, step] of [[1280, 720, 8, 8], [1280, 720, 12, 12], [1920, 1080, 12, 12], [1920, 1080, 4, 1], [1024, 768, 16, 2]]) {
      await page.setViewportSize({ width, height });
      await goTo(page, `?n=${n}&step=${step}&lang=${lang}&present=1`);
      await expect(page.getByTestId('board').locator('[role=row][data-r]')).toHaveCount(n);
      await expect(page.locator('.present .eq-lines > div')).toHaveCount(step === 1 ? 2 : 4);
      await page.evaluate(() => document.fonts.ready);
      const where = `${lang}, ${width}×${height}, n = ${n}, step ${step}`;
      bad.push(...(await badEquationBreaks(page)).map((b) => `${where}: ${b}`));
      // A name's type past the box that clips it (and its clip margin).
      const cut = await page.locator('.present .bit-grid .row-label').evaluateAll((ls) => ls.filter((e) => {
        const s = getComputedStyle(e);
        const m = s.overflowY === 'clip' ? parseFloat(s.overflowClipMargin) || 0 : 0;
        const b = e.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(e);
        return e.scrollWidth > e.clientWidth + 1 || [...range.getClientRects()].some((r) => r.width > 0
          && (r.top < b.top - m - 0.5 || r.bottom > b.bottom + m + 0.5 || r.left < b.left - m - 0.5 || r.right > b.right + m + 0.5));
      }).map((e) => e.textContent.trim()));
      bad.push(...cut.map((c) => `${where}: “${c}” cut`));
    }
  }
  expect(bad).toStrictEqual([]);
});

test('presenter mode: the keys, the step buttons and play work; Esc and F leave and enter it (the address says so), F from the n select too; icons, not glyphs', async () => {
  // (The focus as it goes on and off: stepper-access, first-screen.)
  const { page, errors, context } = await open(site.browser, site.url, '?n=8&step=30&lang=ja&present=1', { viewport: { width: 1024, height: 768 }, ready: 'present' });
  const caption = page.getByTestId('present-caption');
  await page.keyboard.press('ArrowRight');
  await expect(caption).toHaveText(/ステップ 31$/);
  // The step buttons (a touch screen has no keys) and play.
  await page.getByTestId('step-forward').click();
  await expect(caption).toHaveText(/ステップ 32$/);
  await page.getByTestId('step-back').click();
  await page.getByTestId('step-back').click();
  await expect(caption).toHaveText(/ステップ 30$/);
  await page.getByTestId('play').click();
  await expect(page.getByTestId('play')).toHaveAttribute('data-playing', 'true');
  await page.getByTestId('play').click();
  await expect(page.getByTestId('play')).toHaveAttribute('data-playing', 'false');
  const step = (await caption.innerText()).match(/(\d+)$/)[1];
  await page.keyboard.press('Escape');
  await page.getByTestId('board').waitFor();
  await page.getByTestId('present').waitFor({ state: 'detached' });
  // The address follows the page (synced after it renders).
  const param = (name) => () => new URL(page.url()).searchParams.get(name);
  await expect.poll(param('present')).toBe(null);
  await expect.poll(param('step')).toBe(step);
  // F enters it again, the button leaves.
  await page.keyboard.press('f');
  await page.getByTestId('present').waitFor();
  await expect.poll(param('present')).toBe('1');
  await page.getByTestId('present-exit').click();
  await page.getByTestId('present').waitFor({ state: 'detached' });
  await expect.poll(param('present')).toBe(null);
  // Icons, not glyphs (each control's icon: natively).
  await expect(page.getByTestId('export-svg').locator('svg[data-icon=download]')).toHaveCount(1);
  const glyphs = await page.locator('main button').evaluateAll((bs) => bs.map((b) => b.innerText).filter((t) => /[▶⏸←→↺⇤⇥⤓]/.test(t)));
  expect(glyphs, 'no button of the page shows a glyph').toStrictEqual([]);
  // F from the n select (numbers only), the pause icon large, F leaves.
  await page.getByTestId('n-input').focus();
  await page.keyboard.press('f');
  await page.getByTestId('present').waitFor();
  await expect(page.getByTestId('n-input')).toHaveCount(0);
  await page.getByTestId('play').click();
  const pause = page.getByTestId('play').locator('svg[data-icon=pause]');
  await expect(pause).toHaveCount(1);
  expect(await pause.evaluate((s) => s.getBoundingClientRect().width), 'the pause icon is drawn large').toBeGreaterThanOrEqual(16);
  await page.getByTestId('play').click();
  await page.getByTestId('present-caption').focus();
  await page.keyboard.press('f');
  await page.getByTestId('n-input').waitFor();
});
