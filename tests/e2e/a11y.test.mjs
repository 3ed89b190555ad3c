// Accessibility: axe-core (WCAG 2.0/2.1 A and AA, and its best-practice
// rules once per scene) finds no violation in any view, light and dark, in
// Japanese at 390 px and, through the toggle (a run's results kept), in
// English at 1280 px: a width changes the media queries, a language the
// words, neither the DOM's structure nor a colour. Scenes are acted on
// once; the scenes of a part share one document, moved as Back and Forward
// move it. The pages around the app (the loading shell, the unsupported and
// panic panels, an extra page's wasm) are checked at both widths. In the
// EAR scenes, the names Chromium computes say words, not symbols.
import {
  test, expect, useSite, open, goTo, stepperWhole, labRunEnded, focused, PHONE, DESKTOP, SHOWN,
  LANG_WIDTH, answerQuiz, nextQuiz, WCAG, axeViolations, animationsDone, evaluateWith, seenContrast,
} from './harness.mjs';
import { VIEWS } from './views.mjs';

const TAGS = [...WCAG, 'best-practice'];
const site = useSite();

/** Does `act` on `page`: a function, or steps [verb, target, value], where a
 *  target is a test id or a selector ('[…]', '.…'), a step may be a function,
 *  and `wait` takes a timeout. */
async function perform(page, act) {
  if (typeof act === 'function') return act(page);
  for (const step of act) {
    if (typeof step === 'function') {
      await step(page);
      continue;
    }
    const [verb, target, arg] = step;
    const el = /^[[.]/.test(target) ? page.locator(target).first() : page.getByTestId(target);
    if (verb === 'click') await el.click();
    else if (verb === 'fill') await el.fill(arg);
    else if (verb === 'enter') await el.press('Enter');
    else if (verb === 'select') await el.selectOption(arg);
    else if (verb === 'focus') await el.focus();
    else if (verb === 'key') await page.keyboard.press(arg);
    else if (verb === 'wait') await el.waitFor({ timeout: arg });
    else throw new Error(`no verb ${verb}`);
  }
}
const WRITE_WRONG = '?view=learn&write=1&wn=6&wb=mask+%26+(left|down|right)&wt=bitmap+%26+-bitmap'
  + '&wl=(left|bit)+%3C%3C+1&wd=down+|+bit&wr=(right|bit)+%3E%3E+1';
const CONFLICTS = '[data-testid=sym-conflicts]:not([data-value="0"])';
/** The first lesson stop with the task `id` (its data-task). */
const stopWith = (id) => 1 + SHOWN.lesson.findIndex((t) => t.task === id);

/**
 * Every view of the page table (views.mjs) as it opens, then more states:
 * a query, the test id that says it is ready, what to do first (`act`).
 * `reload`, `loadNext`: this scene or the next is a load of its own (no
 * header to toggle the language; a dialog left open; the write tab's blanks).
 */
const SCENES = [
  // (The stepper as it opens: the scene with its tree panel open. The learn page as it opens,
  // stop 1: the puzzle scene, queens down there and a square of each colour left empty.)
  ...VIEWS.filter((v) => !['stepper', 'learn'].includes(v.view)),
  { name: 'stepper at the largest board (n = 99 read as 16), step 0, with a URL notice', query: '?n=99&step=x', ready: 'notice' },
  {
    name: 'stepper at step 9, the search tree panel open and a node focused', query: '?n=5&step=9', ready: 'board',
    act: [['click', 'stepper-tree-toggle'], ['focus', '[data-testid=tree-panel] [data-testid=tree-node][tabindex="0"]'],
      ['key', '', 'ArrowRight']],
  },
  {
    name: 'stepper, at the end (both solutions), the help open', query: '?n=4&step=45', ready: 'board', loadNext: true,
    act: [['click', 'help-toggle'], ['wait', 'help']],
  },
  { name: 'embedded widget', query: '?n=5&step=9&embed=1', ready: 'embed', reload: true },
  { name: 'presenter mode', query: '?n=8&step=100&present=1', ready: 'present', reload: true },
  {
    name: 'stepper, the share dialog open', query: '?n=5&step=9', ready: 'board', loadNext: true,
    act: [['click', 'share-open'], ['wait', 'share-dialog']],
  },
  {
    name: 'count after n = 1..8', query: '?view=count', ready: 'count-view',
    act: [['fill', 'count-n', '8'], ['click', 'count-start-up-to'],
      ['wait', '[data-testid=count-status][data-state=done]', 30_000]],
  },
  {
    name: 'count: a long count\'s question (after measuring), large display', query: '?view=count&n=22',
    ready: 'count-view',
    act: [['click', 'count-start'], ['wait', 'count-estimate-text', 60_000], ['click', 'count-large']],
  },
  {
    name: 'lab after a run at n = 6 and three steps of the watch mode', query: '?view=lab', ready: 'lab-run',
    act: [['select', 'lab-n', '6'], ['click', 'lab-run'], labRunEnded, ['select', 'watch-n', '4'],
      ...Array(3).fill(['click', 'watch-step']), ['wait', '[data-testid=watch-placements]:not([data-value="0"])']],
  },
  {
    name: 'bits with an input error', query: '?view=bits', ready: 'bits-view',
    act: [['fill', 'bits-a', '12x'], ['wait', 'bits-a-error']],
  },
  {
    name: 'symmetry with conflicts and an input error', query: '?view=symmetry', ready: 'symmetry-view',
    act: [['fill', 'sym-queens', '0 0'], ['wait', CONFLICTS], ['fill', 'sym-queens', '0 0 9'],
      ['wait', 'sym-queens-error'], ['wait', CONFLICTS]],
  },
  // n = 6: the smallest tree that fits neither width (zoom is off while it
  // does); zoomed in twice, its nodes show their columns and steps.
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
  {
    name: 'learn: a stop with a click task, a wrong then the right square clicked', ready: 'lesson-col-0',
    query: `?view=learn&stop=${stopWith('next-queen')}`,
    act: async (page) => {
      const right = SHOWN.lesson[stopWith('next-queen') - 1].answer;
      for (const [col, correct] of [[right === 0 ? 1 : 0, false], [right, true]]) {
        await page.getByTestId(`lesson-col-${col}`).click();
        await page.locator(`[data-testid=lesson-click-result][data-correct=${correct}]`).waitFor();
      }
    },
  },
  {
    name: 'learn: a stop with a step task, stepped', query: `?view=learn&stop=${stopWith('step')}`, ready: 'lesson-step',
    act: [['click', 'lesson-step'], ['wait', 'lesson-step-result']],
  },
  // Wrong, and in range (99 would be flagged as out of range, not graded).
  {
    name: 'learn: a stop with a number task, a wrong number', query: `?view=learn&stop=${stopWith('candidates')}`, ready: 'lesson-number',
    act: [['fill', 'lesson-number', '0'], ['enter', 'lesson-number'],
      ['wait', '[data-testid=lesson-number-result][data-correct=false]']],
  },
  { name: 'learn: the last stop (where to go next)', query: '?view=learn&stop=999', ready: 'lesson-go-quiz' },
  {
    name: 'learn: the puzzle stop, queens put down, one attacked', query: '?view=learn&stop=1', ready: 'puzzle',
    act: [['click', 'puzzle-0-1'], ['click', 'puzzle-1-3'], ['click', 'puzzle-3-3'],
      ['wait', '.puzzle-cell.in-conflict']],
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
    name: 'learn: write the bits, a wrong answer run (the divergence, both values, the board)', loadNext: true,
    query: WRITE_WRONG, ready: 'write-run',
    act: [['click', 'write-run'], ['wait', '[data-testid=write-result][data-match=false]']],
  },
  {
    name: 'learn: write the bits, a parse error', query: '?view=learn&write=1&wn=5&wb=mask+%26+~(left+|+queen)', ready: 'write-run',
    act: [['click', 'write-run'], ['wait', 'write-error-bitmap']],
  },
  // A question of a set, with its place in the set in the header.
  { name: 'a homework set at its first question', query: '?view=learn&quiz=5&board=6&questions=2', ready: 'quiz-question' },
  {
    name: 'a homework set: a negative answer explained, then its end with the score and the check code',
    query: '?view=learn&quiz=5&board=6&questions=1', ready: 'quiz-question',
    act: [['fill', 'quiz-input', '-60'], ['enter', 'quiz-input'], ['wait', 'quiz-input-error'],
      (page) => answerQuiz(page, false), ['click', 'quiz-next'], ['wait', 'homework-done']],
  },
  {
    name: 'the teacher\'s check page with a graded and a refused code', query: '?view=learn&check=1', ready: 'check-page',
    act: [['fill', 'check-codes', 'A: 1234\nB: 7B2K-9XQ0'], ['click', 'check-grade'], ['wait', 'check-results']],
  },
  {
    name: 'exercises with a bad typed answer', query: '?view=learn&quiz=104', ready: 'quiz-question',
    act: [['fill', 'quiz-input', 'abc'], ['enter', 'quiz-input'], ['wait', 'quiz-input-error']],
  },
];

/** The scenes whose accessibility tree is also read for `earFaults`. (The
 *  stepper's controls while playing: natively, tests/views_pages/stepper_ear.rs.) */
const EAR = new Set([
  'stepper at step 9, the search tree panel open and a node focused', 'presenter mode', 'embedded widget',
  'search tree', 'search tree at n = 6, zoomed in twice, a node focused', 'lab after a run at n = 6 and three steps of the watch mode',
  'symmetry', 'records',
]);

/** Routes requests for the wasm `pattern` of `page`: held until the page
 *  closes (`hold`), or failed. Returns a wait for the first one asked (a
 *  function: an async function's promise would wait for it). */
async function routeWasm(page, pattern, hold) {
  let asked;
  const seen = new Promise((resolve) => { asked = resolve; });
  await page.route(pattern, (route) => (hold ? asked() : route.abort('failed').then(asked)));
  return () => seen;
}
const APP_WASM = /\/app-[0-9a-f]+_bg\.wasm$/;

/** The pages around the app, each in a page of its own. */
const PANELS = [
  {
    name: 'the shell while the app loads',
    open: async (page, url) => {
      const asked = await routeWasm(page, APP_WASM, true);
      await page.goto(url);
      await asked();
      await page.getByTestId('boot-line').waitFor();
    },
  },
  {
    name: 'the shell when the app cannot load',
    open: async (page, url) => {
      await routeWasm(page, APP_WASM, false);
      await page.goto(url);
      // Said in both languages.
      const line = page.locator('[data-testid=boot-line][role=alert]');
      await expect(line).toContainText('could not load');
      await expect(line).toContainText('読み込めませんでした');
    },
  },
  {
    name: 'an extra page while its wasm loads',
    open: async (page, url) => {
      const asked = await routeWasm(page, /\/extra_bg\.wasm$/, true);
      await page.goto(`${url}?view=lab&lang=ja`);
      await asked();
      await page.getByTestId('extra-loading').waitFor();
    },
  },
  {
    name: 'an extra page whose wasm cannot load',
    open: async (page, url) => {
      await routeWasm(page, /\/extra_bg\.wasm$/, false);
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
      const panel = page.locator('[data-testid=unsupported][role=alert]');
      for (const said of ['cannot run this site', 'Safari 16.4', 'このブラウザーではこのサイトを動かせません']) await expect(panel).toContainText(said);
    },
  },
  {
    name: 'the panel of a panic',
    open: async (page, url) => {
      const logged = [];
      page.on('console', (msg) => logged.push(msg.text()));
      // Over one of the smallest pages (the stepper's scenes check its DOM).
      await page.goto(`${url}?view=learn&check=1&lang=ja`);
      await page.getByTestId('check-page').waitFor();
      await page.evaluate(() => { try { window.wasmBindings.test_panic(); } catch { /* it panics */ } });
      await expect(page.getByTestId('panic')).toContainText('問題が発生しました');
      await expect(page.getByTestId('panic')).toContainText('test_panic() was called');
      expect(logged.some((e) => e.includes('bitqueens panicked')), 'the panic is logged').toBe(true);
    },
  },
];

/** Faults of Chromium's accessibility tree of `page`: a name that says a
 *  symbol ("black right-pointing triangle"), a button or link named by an
 *  arrow, a description repeating the name, a link named by its address. */
async function earFaults(page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const symbol = /[▶■↺⏸⇤⇥♛○↙↘❚▼]|(?<![\dn]\s?)×(?!\s?[\dn])/;
  const faults = [];
  for (const node of nodes) {
    const role = node.role?.value ?? '';
    if (node.ignored || role === 'InlineTextBox') continue;
    const name = (node.name?.value ?? '').trim();
    const description = (node.description?.value ?? '').trim();
    if (symbol.test(name)) faults.push(`${role} “${name}” says a symbol`);
    if (['button', 'link'].includes(role) && /[←→↑↓]/.test(name)) faults.push(`${role} “${name}” says an arrow`);
    if (description && description === name) faults.push(`${role} “${name}”: its description repeats its name`);
    if (role === 'link' && /https?:\/\//.test(name)) faults.push(`link named by its address: “${name}”`);
  }
  return faults;
}

/** Each word drawn falling off beside a bit row (a 1 pushed off the board)
 *  and its contrast with what is behind it. In the page (`evaluateWith`). */
function lostContrast(seenContrast) {
  return [...document.querySelectorAll('.lost')]
    .map((e) => ({ text: e.textContent, ratio: Math.round(seenContrast(e) * 100) / 100 }));
}

/** For each such word: the digits of its row whose text it covers. In the page. */
function lostOverDigits() {
  const hit = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  return [...document.querySelectorAll('.lost')].map((e) => {
    const w = e.getBoundingClientRect();
    const text = (d) => { const r = document.createRange(); r.selectNodeContents(d.firstChild); return r.getBoundingClientRect(); };
    return [...e.closest('.bit-row').querySelectorAll('.digit')].filter((d) => hit(w, text(d))).map((d) => d.dataset.bit);
  });
}

// axe-core leaves these unjudged (they move).
test('the stepper at rest: the words of a 1 pushed off the board read at 4.5:1, light and dark, and cover no digit; '
  + 'the code panel shows every line in full, wrapped under a hanging indent on a phone', async () => {
  // n = 6, step 8: a descend whose shifts push a 1 off each edge.
  const { page } = await open(site.browser, site.url, '?n=6&step=8&lang=en', { viewport: DESKTOP });
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await animationsDone(page);
    const seen = await evaluateWith(page, seenContrast, lostContrast);
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
    const where = `${viewport.width}×${viewport.height}, ${lang}: the digits under each word`;
    expect(await page.evaluate(lostOverDigits), where).toStrictEqual([[], []]);
  }
  // The code panel shows every line in full at 390 and 1280 px; on a phone long lines wrap
  // under a hanging indent.
  await goTo(page, '?n=8&step=2&lang=en');
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
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
        first.setStart(src.firstChild, lead);
        first.setEnd(src.firstChild, Math.min(lead + 1, src.firstChild.length));
        return {
          text: text.trim(),
          cut: src.scrollWidth > src.clientWidth + 1 || rects.some((r) => r.right > box.right + 1),
          tops: new Set(rects.map((r) => Math.round(r.top))).size,
          start: first.getBoundingClientRect().left,
          // The leftmost start of a line box below the first one.
          continuation: Math.min(...rects.filter((r) => r.top > rects[0].top + 1).map((r) => r.left)),
        };
      });
    });
    expect(lines.length > 20, `the listing has its lines (${lines.length})`).toBeTruthy();
    expect(lines.filter((l) => l.cut).map((l) => l.text), `${viewport.width} px: no line is cut off`).toStrictEqual([]);
    // The C program's (the default language's) longest statement.
    const left = lines.find((l) => l.text.startsWith('left[row + 1] = ((left[row] | bit) << 1) & mask;'));
    expect(left, 'the update of left is in the listing, in one piece').toBeTruthy();
    if (viewport !== PHONE) continue;
    expect(left.tops > 1, 'on a phone the long line wraps').toBeTruthy();
    const hangs = `it hangs past its start (${left.continuation} > ${left.start})`;
    expect(left.continuation > left.start, hangs).toBeTruthy();
  }
});

// Six parts, run side by side by the runner's workers (fullyParallel).
test.describe('axe-core in every view', () => {
  const PARTS = 6;
  const size = Math.ceil(SCENES.length / PARTS);
  for (let part = 0; part < PARTS; part++) {
    const scenes = SCENES.slice(part * size, (part + 1) * size);
    const panels = part === PARTS - 1 ? PANELS : [];
    test(`axe finds no violation: ja at 390 px and en at 1280 px, light and dark, the views' part ${part + 1} of ${PARTS}`, async () => {
      // No service worker: the panels intercept the wasm, which it would answer from its cache.
      const context = await site.browser.newContext({ viewport: PHONE, colorScheme: 'light', locale: 'en-US', serviceWorkers: 'block' });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (err) => errors.push(String(err)));
      const found = [];
      const checked = [];
      let inApp = false;
      for (const scene of scenes) {
        await page.setViewportSize(PHONE);
        if (scene.reload || !inApp) await page.goto(`${site.url}${scene.query}&lang=ja`);
        else await goTo(page, `${scene.query}&lang=ja`);
        inApp = !scene.reload && !scene.loadNext;
        await page.getByTestId(scene.ready).or(page.getByTestId('panic')).first().waitFor();
        await stepperWhole(page);
        expect(await page.getByTestId('panic').count(), `${scene.name}: the app panicked`).toBe(0);
        if (scene.act) await perform(page, scene.act);
        for (const lang of ['ja', 'en']) {
          if (lang === 'en' && scene.reload) {
            // No header to toggle: its address in English, as Back restores it.
            await goTo(page, `${scene.query}&lang=en`);
            await page.locator('html[lang=en]').waitFor({ state: 'attached' });
            await page.getByTestId(scene.ready).waitFor();
          } else if (lang === 'en') {
            // A click event, not a pointer: the help dialog's backdrop covers the toggle.
            await page.getByTestId('lang-toggle').dispatchEvent('click');
            await page.locator('html[lang=en]').waitFor({ state: 'attached' });
          }
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
          const { width } = LANG_WIDTH[lang];
          await page.setViewportSize(LANG_WIDTH[lang]);
          const label = `${width} px ${lang} ${scene.name} (${scene.query})`;
          found.push(...(await axeViolations(page, lang === 'ja' ? TAGS : WCAG, label)));
          if (EAR.has(scene.name)) found.push(...(await earFaults(page)).map((f) => `${lang} ${scene.name}: ${f}`));
          checked.push(`${lang} ${scene.name}`);
        }
      }
      for (const panel of panels) {
        const other = await context.newPage();
        await other.setViewportSize(PHONE);
        await panel.open(other, site.url);
        for (const [k, viewport] of [PHONE, DESKTOP].entries()) {
          await other.setViewportSize(viewport);
          found.push(...(await axeViolations(other, k === 0 ? TAGS : WCAG, `${viewport.width} px ${panel.name}`)));
        }
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

test('keyboard: Tab reaches the scrollable stack panel, where ← → scroll it instead of stepping', async () => {
  // n = 12: at n = 8 the stack table fits a phone (phone.test.mjs).
  const { page } = await open(site.browser, site.url, '?n=12&step=20&lang=en', { viewport: PHONE });
  const step = async () => Number(await page.getByTestId('step-index').getAttribute('data-value'));
  const stack = page.getByTestId('stack');
  const scrollLeft = () => stack.evaluate((el) => el.scrollLeft);
  expect(await stack.evaluate((el) => el.scrollWidth > el.clientWidth), 'the stack is wider than a phone').toBe(true);
  for (let tabs = 0; (await focused(page)) !== 'stack'; tabs++) {
    expect(tabs < 200, 'Tab never reaches the stack').toBe(true);
    await page.keyboard.press('Tab');
  }
  const before = await step();
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
  await page.getByTestId('step-forward').focus();
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction((s) => Number(document.querySelector('[data-testid=step-index]').dataset.value) === s + 1, before);
});

test('keyboard: the symmetry board is one tab stop; the arrows, Home, End and Ctrl+Home/End move on it; Space puts a queen', async () => {
  const { page } = await open(site.browser, site.url, '?view=symmetry&lang=en', { ready: 'symmetry-view' });
  const board = page.getByTestId('sym-board');
  const last = (await board.locator('[data-r="0"]').count()) - 1;
  const stops = () => board.locator('button').evaluateAll((bs) => bs.filter((b) => b.tabIndex !== -1).length);
  expect(await stops(), 'one tab stop').toBe(1);
  const at = () => page.evaluate(() => [document.activeElement.dataset.r, document.activeElement.dataset.c].join(' '));
  await board.locator('[tabindex="0"]').focus();
  expect(await at()).toBe('0 0');
  // (Where each key leads: core's grid_move.)
  for (const [keys, want] of [['ArrowRight ArrowDown', '1 1'], ['End', `1 ${last}`], ['Control+End', `${last} ${last}`],
    ['Home', `${last} 0`], ['Control+Home', '0 0'], ['ArrowDown', '1 0']]) {
    for (const key of keys.split(' ')) await page.keyboard.press(key);
    expect(await at(), keys).toBe(want);
  }
  // The tab stop stays on the square; Tab leaves the board in one press.
  await page.keyboard.press('Space');
  await expect(board).toHaveAttribute('data-queens', /^\S+ 0\b/);
  expect(await at()).toBe('1 0');
  expect(await stops()).toBe(1);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement.closest('[data-testid=sym-board]'))).toBe(false);
  await page.keyboard.press('Shift+Tab');
  expect(await at()).toBe('1 0');
});

