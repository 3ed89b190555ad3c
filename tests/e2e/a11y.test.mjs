// Accessibility: axe-core (WCAG 2.0/2.1 A and AA plus its best-practice
// rules) finds no violation in any view, in both languages, light and dark,
// on a phone (390 px) and a desktop (1280 px). Each view is checked as it
// opens and, where a page has results, after a small run, so that the result
// tables, the stack and the code panel's highlighted lines are checked too;
// so are the pages around the app (the loading shell, the unsupported-browser
// and the panic panels, an extra page while its wasm loads and when it cannot).
// In the scenes of EAR, the names Chromium computes say words, not symbols.
//
// Fast by design: each scene is opened and acted on once, then checked in
// Japanese on a phone and, through the toggle (so that a run's results are
// checked in both languages without running it twice), in English on a
// desktop: every WCAG rule in both languages and at both widths, without
// the two pairings that add nothing (a width changes the style sheets'
// media queries, not the DOM, nor does a language change a colour), the
// best-practice rules (the DOM's structure) once, and in both themes by
// emulating the media query (the dark theme's check runs the colour rules
// only: the rest see the same DOM). The scenes of a part share one
// document, moved from scene to scene as Back and Forward move it, so the
// app and axe-core load once. The pages around the app are checked at
// both widths.
import {
  test, expect, useSite, open, goTo, stepperWhole, labRunEnded, focused, PHONE, DESKTOP, SHOWN,
  LANG_WIDTH, answerQuiz, nextQuiz, WCAG, axeViolations, animationsDone,
} from './harness.mjs';
import { VIEWS } from './views.mjs';

/** axe's best-practice rules (landmarks, headings, tab order) read the
 *  DOM's structure, which neither a language nor a width changes: they
 *  run once per scene, with the first check (Japanese, 390 px). */
const TAGS = [...WCAG, 'best-practice'];

const site = useSite();

/**
 * What is checked: every view of the page table (views.mjs) as it opens,
 * then more states of them: a query, the test id that says the view is
 * ready, and what to do before the check (a run whose results are then on
 * the page).
 */
const SCENES = [
  // (The stepper as it opens is the scene with its tree panel open below:
  // the same address, and more on the page.)
  ...VIEWS.filter((v) => v.view !== 'stepper'),
  { name: 'stepper at the largest board (n = 99 read as 16), step 0, with a URL notice', query: '?n=99&step=x', ready: 'notice' },
  {
    name: 'stepper at step 9, the search tree panel open and a node focused', query: '?n=5&step=9', ready: 'board',
    act: async (page) => {
      await page.getByTestId('stepper-tree-toggle').click();
      await page.locator('[data-testid=tree-panel] [data-testid=tree-node][tabindex="0"]').focus();
      await page.keyboard.press('ArrowRight');
    },
  },
  {
    name: 'stepper, at the end (both solutions), the help open', query: '?n=4&step=45', ready: 'board', loadNext: true,
    act: async (page) => {
      await page.getByTestId('help-toggle').click();
      await page.getByTestId('help').waitFor();
    },
  },
  // No header (no language toggle) in these two: English is a second load.
  // (`reload`, `loadNext`: the scene after it is a load of its own, not a
  // move of the same document: no header there, a dialog left open, or
  // the write tab's blanks, which a move keeps.)
  { name: 'embedded widget', query: '?n=5&step=9&embed=1', ready: 'embed', reload: true },
  { name: 'presenter mode', query: '?n=8&step=100&present=1', ready: 'present', reload: true },
  {
    name: 'stepper, the share dialog open', query: '?n=5&step=9', ready: 'board', loadNext: true,
    act: async (page) => {
      await page.getByTestId('share-open').click();
      await page.getByTestId('share-dialog').waitFor();
    },
  },
  {
    name: 'count after n = 1..8', query: '?view=count', ready: 'count-view',
    act: async (page) => {
      await page.getByTestId('count-n').fill('8');
      await page.getByTestId('count-start-up-to').click();
      await page.locator('[data-testid=count-status][data-state=done]').waitFor({ timeout: 30_000 });
    },
  },
  // The question of a long count (after the page measured this device),
  // with the results in large display.
  {
    name: 'count: a long count\'s question, large display', query: '?view=count&n=22', ready: 'count-view',
    act: async (page) => {
      await page.getByTestId('count-start').click();
      await page.getByTestId('count-estimate-text').waitFor({ timeout: 60_000 });
      await page.getByTestId('count-large').click();
    },
  },
  {
    name: 'lab after a run at n = 6 and three steps of the watch mode', query: '?view=lab', ready: 'lab-run',
    act: async (page) => {
      await page.getByTestId('lab-n').selectOption('6');
      await page.getByTestId('lab-run').click();
      await labRunEnded(page);
      // And the watch mode, a few steps in.
      await page.getByTestId('watch-n').selectOption('4');
      for (let i = 0; i < 3; i++) await page.getByTestId('watch-step').click();
      await page.locator('[data-testid=watch-placements]:not([data-value="0"])').waitFor();
    },
  },
  {
    name: 'bits with an input error', query: '?view=bits', ready: 'bits-view',
    act: async (page) => {
      await page.getByTestId('bits-a').fill('12x');
      await page.getByTestId('bits-a-error').waitFor();
    },
  },
  {
    name: 'symmetry with conflicts and an input error', query: '?view=symmetry', ready: 'symmetry-view',
    act: async (page) => {
      await page.getByTestId('sym-queens').fill('0 0');
      await page.locator('[data-testid=sym-conflicts]:not([data-value="0"])').waitFor();
      await page.getByTestId('sym-queens').fill('0 0 9');
      await page.getByTestId('sym-queens-error').waitFor();
      await page.locator('[data-testid=sym-conflicts]:not([data-value="0"])').waitFor();
    },
  },
  // n = 6: the smallest tree that does not fit a phone or a desktop (zoom
  // is off while it does: n = 5 on a desktop). Zoomed in twice, its nodes
  // show their columns and steps (what is seen must be in their names),
  // with a third of n = 7's elements (axe's time grows with them).
  {
    name: 'search tree at n = 6, zoomed in twice, a node focused', query: '?view=tree&n=6&step=300', ready: 'search-tree',
    act: async (page) => {
      const svg = page.getByTestId('search-tree');
      await page.getByTestId('tree-zoom-in').click();
      await page.locator('[data-testid=search-tree]:not([data-zoom=fit])').waitFor();
      const once = await svg.getAttribute('data-zoom');
      await page.getByTestId('tree-zoom-in').click();
      await expect(svg).not.toHaveAttribute('data-zoom', once);
      await svg.locator('.tn text').first().waitFor();
      await page.locator('[data-testid=tree-node][tabindex="0"]').focus();
      await page.keyboard.press('ArrowDown');
    },
  },
  { name: 'search tree too large', query: '?view=tree&n=12', ready: 'tree-too-large' },
  // Stop 3: the square bit takes (stop 2 asks for the column of a bit).
  {
    name: 'learn: a stop with a click task, a wrong then the right square clicked', query: '?view=learn&stop=3', ready: 'lesson-stop',
    act: async (page) => {
      await nextStopWith(page, 'lesson-col-0');
      const k = Number(await page.getByTestId('lesson-stop').getAttribute('data-index'));
      const right = SHOWN.lesson[k - 1].answer;
      await page.getByTestId(`lesson-col-${right === 0 ? 1 : 0}`).click();
      await page.locator('[data-testid=lesson-click-result][data-correct=false]').waitFor();
      await page.getByTestId(`lesson-col-${right}`).click();
      await page.locator('[data-testid=lesson-click-result][data-correct=true]').waitFor();
    },
  },
  {
    name: 'learn: a stop with a step task, stepped', query: '?view=learn&stop=1', ready: 'lesson-stop',
    act: async (page) => {
      await nextStopWith(page, 'lesson-step');
      await page.getByTestId('lesson-step').click();
      await page.getByTestId('lesson-step-result').waitFor();
    },
  },
  {
    name: 'learn: a stop with a number task, a wrong number then the right one', query: '?view=learn&stop=1', ready: 'lesson-stop',
    act: async (page) => {
      await nextStopWith(page, 'lesson-number');
      // Wrong, and in range: a count of a row's squares (99 is flagged as
      // out of range, not graded).
      await page.getByTestId('lesson-number').fill('0');
      await page.getByTestId('lesson-number').press('Enter');
      await page.locator('[data-testid=lesson-number-result][data-correct=false]').waitFor();
    },
  },
  { name: 'learn: the last stop (where to go next)', query: '?view=learn&stop=999', ready: 'lesson-go-quiz' },
  {
    name: 'learn: the puzzle stop, queens put down, one attacked', query: '?view=learn&stop=1', ready: 'puzzle',
    act: async (page) => {
      for (const [r, c] of [[0, 1], [1, 3], [3, 3]]) await page.getByTestId(`puzzle-${r}-${c}`).click();
      await page.locator('.puzzle-cell.in-conflict').first().waitFor();
    },
  },
  {
    name: 'exercises after a wrong answer (the feedback and the easier-question note)', query: '?view=learn&quiz=101', ready: 'quiz-question',
    act: (page) => answerQuiz(page, false),
  },
  {
    name: 'exercises: the yes / no question after a right answer', query: '?view=learn&quiz=102', ready: 'quiz-question',
    act: async (page) => {
      // Right answers lead through the kinds to the yes / no one.
      for (let i = 0; i < 10 && (await page.getByTestId('quiz-question').getAttribute('data-kind')) !== 'solution'; i++) {
        await answerQuiz(page, true);
        await nextQuiz(page);
      }
      await page.getByTestId('quiz-yes').waitFor();
      await answerQuiz(page, true);
    },
  },
  {
    name: 'learn: write the bits, a wrong answer run (the divergence, both values, the board)',
    loadNext: true, query: '?view=learn&write=1&wn=6&wb=mask+%26+(left|down|right)&wt=bitmap+%26+-bitmap&wl=(left|bit)+%3C%3C+1&wd=down+|+bit&wr=(right|bit)+%3E%3E+1', ready: 'write-run',
    act: async (page) => {
      await page.getByTestId('write-run').click();
      await page.locator('[data-testid=write-result][data-match=false]').waitFor();
    },
  },
  {
    name: 'learn: write the bits, a parse error', query: '?view=learn&write=1&wn=5&wb=mask+%26+~(left+|+queen)', ready: 'write-run',
    act: async (page) => {
      await page.getByTestId('write-run').click();
      await page.getByTestId('write-error-bitmap').waitFor();
    },
  },
  // A question of a set, with its place in the set in the header.
  { name: 'a homework set at its first question', query: '?view=learn&quiz=5&board=6&questions=2', ready: 'quiz-question' },
  {
    name: 'a homework set: a negative answer explained, then its end with the score and the check code',
    query: '?view=learn&quiz=5&board=6&questions=1', ready: 'quiz-question',
    act: async (page) => {
      await page.getByTestId('quiz-input').fill('-60');
      await page.getByTestId('quiz-input').press('Enter');
      await page.getByTestId('quiz-input-error').waitFor();
      await answerQuiz(page, false);
      await page.getByTestId('quiz-next').click();
      await page.getByTestId('homework-done').waitFor();
    },
  },
  {
    name: 'the teacher\'s check page with a graded and a refused code', query: '?view=learn&check=1', ready: 'check-page',
    act: async (page) => {
      await page.getByTestId('check-codes').fill('A: 1234\nB: 7B2K-9XQ0');
      await page.getByTestId('check-grade').click();
      await page.getByTestId('check-results').waitFor();
    },
  },
  {
    name: 'exercises with a bad typed answer', query: '?view=learn&quiz=104', ready: 'quiz-question',
    act: async (page) => {
      await page.getByTestId('quiz-input').fill('abc');
      await page.getByTestId('quiz-input').press('Enter');
      await page.getByTestId('quiz-input-error').waitFor();
    },
  },
];

/**
 * The scenes whose names (as Chromium computes them) are also checked for
 * what a screen reader must not meet (`earFaults`): symbols said aloud,
 * arrows naming a button, a description that repeats the name, a link
 * named by its address. (The stepper's controls while playing: natively,
 * tests/views_pages, mod stepper_ear.)
 */
const EAR = new Set([
  'stepper at step 9, the search tree panel open and a node focused', 'presenter mode', 'embedded widget',
  'search tree', 'search tree at n = 6, zoomed in twice, a node focused', 'lab after a run at n = 6 and three steps of the watch mode',
  'symmetry', 'records',
]);

/** Moves on through the lesson until a stop shows `testid`. */
async function nextStopWith(page, testid) {
  while ((await page.getByTestId(testid).count()) === 0) {
    const k = Number(await page.getByTestId('lesson-stop').getAttribute('data-index'));
    expect(await page.getByTestId('lesson-next').isDisabled(), `no stop with ${testid}`).toBe(false);
    await page.getByTestId('lesson-next').click();
    await page.locator(`[data-testid=lesson-stop][data-index="${k + 1}"]`).waitFor();
  }
}

/**
 * The pages around the app, each in a page of its own: the static shell while
 * the wasm loads and when it cannot load, the panel for a browser without
 * WebAssembly SIMD, and the panel a bug (a panic) shows.
 */
const PANELS = [
  {
    name: 'the shell while the app loads',
    open: async (page, url) => {
      let asked;
      const wasmAsked = new Promise((resolve) => { asked = resolve; });
      // Held until the page closes.
      await page.route(/\/app-[0-9a-f]+_bg\.wasm$/, () => asked());
      await page.goto(url);
      await wasmAsked;
      await page.getByTestId('boot-line').waitFor();
    },
  },
  {
    name: 'the shell when the app cannot load',
    open: async (page, url) => {
      await page.route(/\/app-[0-9a-f]+_bg\.wasm$/, (route) => route.abort('failed'));
      await page.goto(url);
      const line = page.locator('[data-testid=boot-line][role=alert]');
      await expect(line, 'the shell says so, in both languages').toContainText('could not load');
      await expect(line).toContainText('読み込めませんでした');
    },
  },
  {
    name: 'an extra page while its wasm loads',
    open: async (page, url) => {
      let asked;
      const wasmAsked = new Promise((resolve) => { asked = resolve; });
      await page.route(/\/extra_bg\.wasm$/, () => asked());
      await page.goto(`${url}?view=lab&lang=ja`);
      await wasmAsked;
      await page.getByTestId('extra-loading').waitFor();
    },
  },
  {
    name: 'an extra page whose wasm cannot load',
    open: async (page, url) => {
      await page.route(/\/extra_bg\.wasm$/, (route) => route.abort('failed'));
      await page.goto(`${url}?view=bits&lang=ja`);
      await page.getByTestId('extra-failed').waitFor();
    },
  },
  {
    name: 'a browser without WebAssembly SIMD',
    open: async (page, url) => {
      await page.addInitScript(() => { WebAssembly.validate = () => false; });
      await page.route('**/*.wasm', (route) => route.abort());
      await page.goto(url);
      // A message in both languages, not a blank page.
      const panel = page.locator('[data-testid=unsupported][role=alert]');
      for (const said of ['cannot run this site', 'Safari 16.4', 'このブラウザーではこのサイトを動かせません']) await expect(panel).toContainText(said);
    },
  },
  {
    name: 'the panel of a panic',
    open: async (page, url) => {
      const logged = [];
      page.on('console', (msg) => logged.push(msg.text()));
      // The panel lies over the page, on its own background: the page under
      // it is one of the smallest (the teacher's check page), not the
      // stepper, whose DOM every check here would read again for nothing
      // (the panel covers it; the stepper's scenes check it).
      await page.goto(`${url}?view=learn&check=1&lang=ja`);
      await page.getByTestId('check-page').waitFor();
      await page.evaluate(() => { try { window.wasmBindings.test_panic(); } catch { /* it panics */ } });
      // A readable message instead of a blank or frozen page; logged too.
      await expect(page.getByTestId('panic')).toContainText('問題が発生しました');
      await expect(page.getByTestId('panic')).toContainText('test_panic() was called');
      expect(logged.some((e) => e.includes('bitqueens panicked')), 'the panic is logged').toBe(true);
    },
  },
];

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

/** Checks `page` at each of `widths`, resized in place. */
async function checkWidths(page, widths, label) {
  const found = [];
  for (const [k, viewport] of widths.entries()) {
    await page.setViewportSize(viewport);
    found.push(...(await axeViolations(page, k === 0 ? TAGS : WCAG, `${viewport.width} px ${label}`)));
  }
  return found;
}

/** Each word drawn falling off beside a bit row (a 1 pushed off the
 *  board by a shift) and its contrast with what is behind it, its opacity
 *  counted. Runs in the page. */
function lostContrast() {
  const rgba = (s) => { const [r, g, b, a = 1] = s.match(/[\d.]+/g).map(Number); return { c: [r, g, b], a }; };
  const lum = (c) => {
    const [r, g, b] = c.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  return [...document.querySelectorAll('.lost')].map((e) => {
    let behind = rgba(getComputedStyle(document.body).backgroundColor).c;
    for (let el = e.parentElement; el; el = el.parentElement) {
      const bg = rgba(getComputedStyle(el).backgroundColor);
      if (bg.a === 1) { behind = bg.c; break; }
    }
    const fg = rgba(getComputedStyle(e).color);
    let a = fg.a;
    for (let el = e; el; el = el.parentElement) a *= parseFloat(getComputedStyle(el).opacity);
    const seen = fg.c.map((v, i) => a * v + (1 - a) * behind[i]);
    const [hi, lo] = [lum(seen), lum(behind)].sort((x, y) => y - x);
    return { text: e.textContent, ratio: Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100 };
  });
}

/** For each word of a 1 pushed off the board: the digits of its row whose
 *  text it covers (a digit's box: its text's; its cell's top holds the
 *  word's band). Runs in the page. */
function lostOverDigits() {
  const hit = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  return [...document.querySelectorAll('.lost')].map((e) => {
    const w = e.getBoundingClientRect();
    const text = (d) => { const r = document.createRange(); r.selectNodeContents(d.firstChild); return r.getBoundingClientRect(); };
    return [...e.closest('.bit-row').querySelectorAll('.digit')].filter((d) => hit(w, text(d))).map((d) => d.dataset.bit);
  });
}

// axe-core leaves these unjudged (they move).
test('the words of a 1 pushed off the board, drawn falling beside its bit row, read at 4.5:1 or more at rest, light and dark, and cover no digit at 1280, 390 and 844 px, en and ja', async () => {
  // n = 6, step 8: a descend whose shifts push a 1 off each edge.
  const { page, context } = await open(site.browser, site.url, '?n=6&step=8&lang=en', { viewport: DESKTOP });
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await animationsDone(page);
    const seen = await page.evaluate(lostContrast);
    expect(seen.length, `${scheme}: ${JSON.stringify(seen)}`).toBe(2);
    for (const s of seen) expect(s.ratio, `${scheme}: “${s.text}”`).toBeGreaterThanOrEqual(4.5);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  // In a band of their own over the row: once they hid the 1 they spoke of.
  for (const viewport of [DESKTOP, PHONE, { width: 844, height: 390 }]) for (const lang of ['en', 'ja']) {
    await page.setViewportSize(viewport);
    await goTo(page, `?n=6&step=8&lang=${lang}`);
    await expect(page.getByTestId('lost-left')).toHaveText(lang === 'en' ? '← 1 off' : '← 1 はみ出し');
    await animationsDone(page);
    expect(await page.evaluate(lostOverDigits), `${viewport.width}×${viewport.height}, ${lang}: the digits under each word`).toStrictEqual([[], []]);
  }
  await context.close();
});

// The scenes in six parts (the pages around the app with the last),
// independent: the runner's workers run them side by side (fullyParallel,
// playwright.config.mjs). Each check covers both themes; each scene is
// checked in Japanese at 390 px and in English at 1280 px, each panel at
// both widths.
test.describe('axe-core in every view', () => {
  const PARTS = 6;
  const size = Math.ceil(SCENES.length / PARTS);
  for (let part = 0; part < PARTS; part++) {
    const scenes = SCENES.slice(part * size, (part + 1) * size);
    const panels = part === PARTS - 1 ? PANELS : [];
    test(`axe finds no violation: ja at 390 px and en at 1280 px, light and dark, the views' part ${part + 1} of ${PARTS}`, async () => {
      // No service worker (docs/offline.md): the panels below intercept
      // the app's wasm, which a worker of the scenes' visits would answer
      // from its cache instead.
      const context = await site.browser.newContext({ viewport: PHONE, colorScheme: 'light', locale: 'en-US', serviceWorkers: 'block' });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (err) => errors.push(String(err)));
      const found = [];
      const checked = [];
      let inApp = false;
      for (const scene of scenes) {
        // Japanese as the page opens (on a phone), then English through the
        // toggle (the state, with its results, stays).
        // One document for the part where the address can say the scene:
        // Back and Forward's way (the state a load of that address gives),
        // so that the page and axe-core are loaded once, not per scene.
        await page.setViewportSize(PHONE);
        if (scene.reload || !inApp) await page.goto(`${site.url}${scene.query}&lang=ja`);
        else await goTo(page, `${scene.query}&lang=ja`);
        inApp = !scene.reload && !scene.loadNext;
        await page.getByTestId(scene.ready).or(page.getByTestId('panic')).first().waitFor();
        await stepperWhole(page);
        expect(await page.getByTestId('panic').count(), `${scene.name}: the app panicked`).toBe(0);
        if (scene.act) await scene.act(page);
        for (const lang of ['ja', 'en']) {
          if (lang === 'en' && scene.reload) {
            await page.goto(`${site.url}${scene.query}&lang=en`);
            await page.getByTestId(scene.ready).waitFor();
          } else if (lang === 'en') {
            // A click event, not a pointer: the help dialog's backdrop covers the toggle.
            await page.getByTestId('lang-toggle').dispatchEvent('click');
            await page.locator('html[lang=en]').waitFor({ state: 'attached' });
          }
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
          await page.setViewportSize(LANG_WIDTH[lang]);
          found.push(...(await axeViolations(page, lang === 'ja' ? TAGS : WCAG, `${LANG_WIDTH[lang].width} px ${lang} ${scene.name} (${scene.query})`)));
          if (EAR.has(scene.name)) found.push(...(await earFaults(page)).map((f) => `${lang} ${scene.name}: ${f}`));
          checked.push(`${lang} ${scene.name}`);
        }
      }
      for (const panel of panels) {
        const other = await context.newPage();
        await other.setViewportSize(PHONE);
        await panel.open(other, site.url);
        found.push(...(await checkWidths(other, [PHONE, DESKTOP], panel.name)));
        checked.push(panel.name);
        await other.close();
      }
      await context.close();
      expect(checked.length).toBe(scenes.length * 2 + panels.length);
      expect(errors).toStrictEqual([]);
      expect(found.length, `axe-core found violations:\n${found.join('\n')}`).toBe(0);
    });
  }
});

test('keyboard: Tab reaches the scrollable stack panel, and ← → scroll it instead of stepping', async () => {
  // n = 12: at n = 8 the stack table fits a phone (phone.test.mjs).
  const { page } = await open(site.browser, site.url, '?n=12&step=20&lang=en', { viewport: PHONE });
  const step = async () => Number(await page.getByTestId('step-index').getAttribute('data-value'));
  const stack = page.getByTestId('stack');
  const scrollLeft = () => stack.evaluate((el) => el.scrollLeft);
  const wide = await stack.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(wide, 'the stack is wider than a phone, so it must scroll').toBe(true);
  // Only the keyboard: Tab until the panel has the focus.
  for (let tabs = 0; (await focused(page)) !== 'stack'; tabs++) {
    expect(tabs < 200, 'Tab never reaches the stack').toBe(true);
    await page.keyboard.press('Tab');
  }
  let before = await step();
  expect(await scrollLeft()).toBe(0);
  // → either scrolls the panel or (the defect) steps: wait for one of them.
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(
    (s) => document.querySelector('[data-testid=stack]').scrollLeft > 0
      || Number(document.querySelector('[data-testid=step-index]').dataset.value) !== s,
    before,
  );
  expect(await step(), '→ in the stack must scroll it, not step').toBe(before);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(scrollLeft).toBe(0);
  expect(await step(), '← in the stack must scroll it, not step').toBe(before);
  expect(await focused(page)).toBe('stack');
  // Elsewhere → still steps.
  before = await step();
  await page.getByTestId('step-forward').focus();
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction((s) => Number(document.querySelector('[data-testid=step-index]').dataset.value) === s + 1, before);
});

test('keyboard: the symmetry board is one tab stop, as the lesson\'s; the arrows, Home, End and Ctrl+Home/End move on it', async () => {
  const { page } = await open(site.browser, site.url, '?view=symmetry&lang=en', { ready: 'symmetry-view' });
  const board = page.getByTestId('sym-board');
  const n = await board.locator('[data-r="0"]').count();
  expect(await board.locator('[tabindex="0"]').count(), 'one tab stop').toBe(1);
  expect(await board.locator('button:not([tabindex="0"])').evaluateAll((bs) => bs.every((b) => b.tabIndex === -1))).toBe(true);
  const at = () => page.evaluate(() => [document.activeElement.dataset.r, document.activeElement.dataset.c].join(' '));
  await board.locator('[tabindex="0"]').focus();
  expect(await at()).toBe('0 0');
  const last = n - 1;
  for (const [keys, want] of [['ArrowRight ArrowDown', '1 1'], ['End', `1 ${last}`], ['Control+End', `${last} ${last}`],
    ['Home', `${last} 0`], ['Control+Home', '0 0']]) {
    for (const key of keys.split(' ')) await page.keyboard.press(key);
    expect(await at(), keys).toBe(want);
  }
  await page.keyboard.press('ArrowDown');
  // Space puts a queen; the tab stop stays on the square, and Tab leaves
  // the board in one press.
  await page.keyboard.press('Space');
  await expect(board).toHaveAttribute('data-queens', /^\S+ 0\b/);
  expect(await at()).toBe('1 0');
  expect(await board.locator('[tabindex="0"]').count()).toBe(1);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement.closest('[data-testid=sym-board]'))).toBe(false);
  await page.keyboard.press('Shift+Tab');
  expect(await at()).toBe('1 0');
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`the code panel shows every line in full at ${viewport.width} px: long lines wrap under a hanging indent`, async () => {
    const { page } = await open(site.browser, site.url, '?n=8&step=2&lang=en', { viewport });
    const lines = await page.getByTestId('code').evaluate((pre) => {
      const box = pre.getBoundingClientRect();
      return [...pre.querySelectorAll('.code-src')].map((src) => {
        const range = document.createRange();
        range.selectNodeContents(src);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        const text = src.textContent.replace(/\n$/, '');
        const lead = text.length - text.trimStart().length;
        // Where the code of the line starts (after its indentation).
        const first = document.createRange();
        const node = src.firstChild;
        first.setStart(node, lead);
        first.setEnd(node, Math.min(lead + 1, node.length));
        const start = first.getBoundingClientRect().left;
        return {
          text: text.trim(),
          cut: src.scrollWidth > src.clientWidth + 1 || rects.some((r) => r.right > box.right + 1),
          tops: new Set(rects.map((r) => Math.round(r.top))).size,
          start,
          // The leftmost start of a line box below the first one.
          continuation: Math.min(...rects.filter((r) => r.top > rects[0].top + 1).map((r) => r.left)),
        };
      });
    });
    expect(lines.length > 20, `the listing has its lines (${lines.length})`).toBeTruthy();
    const cut = lines.filter((l) => l.cut).map((l) => l.text);
    expect(cut, 'no line is cut off').toStrictEqual([]);
    // The C program (the default language): its longest statement.
    const left = lines.find((l) => l.text.startsWith('left[row + 1] = ((left[row] | bit) << 1) & mask;'));
    expect(left, 'the update of left is in the listing, in one piece').toBeTruthy();
    if (viewport === PHONE) {
      expect(left.tops > 1, 'on a phone the long line wraps').toBeTruthy();
      expect(left.continuation > left.start, `its continuation hangs past its start (${left.continuation} > ${left.start})`).toBeTruthy();
    }
  });
}
