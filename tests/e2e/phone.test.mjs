// A phone's first screen (390×844, and the shorter phones down to 360×640
// and 844×340): the stepper shows the board and every bit row without
// scrolling, at every step, the step buttons sit in a bar
// at the bottom of the screen (under the thumb) and keep their names, and
// the menu opens from its button. Lying down, where the bit rows stand
// beside the board, each digit sits under its column's number, as under
// the board's columns upright. Both languages. Every control of every
// view (the count page's too) a target of 44×44 px, and no view scrolls
// sideways, nor anything on the stepper at n = 16 (the widest board) stick
// out (this was teaching.test.mjs's).
import {
  test, expect, useSite, open as openPage, goTo, expectNothingSideways, controlsUnder44, PHONE, stepperWhole,
} from './harness.mjs';

const site = useSite();

/** Boxes read in one go: the lesson's banner (absent once closed), the
 *  board and its squares' width, each bit row (the row is `display:
 *  contents`, no box of its own: the box round its name, its digits and
 *  its decimal value where that shows), the step buttons, their bar and
 *  the header. */
function layoutInPage() {
  const box = (el) => el?.getBoundingClientRect().toJSON() ?? null;
  const byId = (id) => document.querySelector(`[data-testid="${id}"]`);
  const rows = ['left', 'down', 'right', 'attacks', 'free', 'mask', 'bitmap', 'bit'];
  const around = (row) => {
    const parts = [...row.querySelectorAll('.row-label, .digit, .row-tail')]
      .filter((e) => getComputedStyle(e).visibility !== 'hidden').map(box).filter((b) => b.width > 0);
    return {
      top: Math.min(...parts.map((b) => b.top)), bottom: Math.max(...parts.map((b) => b.bottom)),
      left: Math.min(...parts.map((b) => b.left)), right: Math.max(...parts.map((b) => b.right)),
      parts: parts.length,
    };
  };
  return {
    height: window.innerHeight,
    width: document.documentElement.clientWidth,
    banner: box(byId('lesson-banner')),
    board: box(byId('board')),
    square: box(byId('board').querySelector('.cell')).width,
    rows: rows.map((k) => [k, around(byId(`bits-${k}`))]),
    digits: rows.map((k) => [...byId(`bits-${k}`).querySelectorAll('.digit')].map(box)),
    cols: [...document.querySelectorAll('[data-testid=bits-col]')]
      .filter((e) => e.getBoundingClientRect().width > 0 && getComputedStyle(e).visibility !== 'hidden')
      .map((e) => ({ text: e.textContent, ...box(e) })),
    back: box(byId('step-back')),
    forward: box(byId('step-forward')),
    bar: box(byId('step-forward').closest('[role=group]')),
    header: box(document.querySelector('.site-header')),
  };
}
const layout = (page) => page.evaluate(layoutInPage);

/** Steps forward `steps` times in the page, by the step button, and reads
 *  the layout before each step: its step, its boxes (`layoutInPage`) and
 *  the stack table's width and room. One evaluation for the whole walk: a
 *  round trip and an actionability check a step cost more than the page's
 *  own work. Each read is two frames after the step shows (what a render's
 *  effects move has moved). */
async function stepThrough(page, steps) {
  return page.evaluate(async ([measure, steps]) => {
    const layoutNow = new Function(`return (${measure})()`);
    const index = () => Number(document.querySelector('.counters [data-testid=step-index]').getAttribute('data-value'));
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    const seen = [];
    for (let k = 0; k < steps; k++) {
      const step = index();
      const table = document.querySelector('.stack .table-scroll');
      seen.push({ step, l: layoutNow(), stack: table && [table.scrollWidth, table.clientWidth] });
      document.querySelector('[data-testid=step-forward]').click();
      const until = performance.now() + 5_000;
      while (index() !== step + 1) {
        if (performance.now() > until) throw new Error(`step ${step}: the step button did not step`);
        await frame();
      }
      await frame();
      await frame();
    }
    return seen;
  }, [layoutInPage.toString(), steps]);
}

/** Expects the first screen of layout `l` whole: the board under the
 *  banner (while it shows), the board and every bit row (its name, digits
 *  and decimal value) above the step bar and inside the screen's width;
 *  the bar at the bottom edge, its buttons in the lower third, a thumb's
 *  height. `first`: the place of the board and of the last bit row at the
 *  first step seen, which they keep (a fraction of a pixel of layout
 *  rounding is no visible move); returns it. */
function expectFirstScreen(l, at, first) {
  if (l.banner) expect(l.banner.bottom, at).toBeLessThanOrEqual(l.board.top);
  expect(l.board.top, at).toBeGreaterThanOrEqual(0);
  expect(l.board.bottom, at).toBeLessThanOrEqual(l.bar.top);
  for (const [k, b] of l.rows) {
    expect(b.parts, `${at}: bits-${k} shows`).toBeGreaterThan(0);
    expect(b.bottom, `${at}: bits-${k} (bottom ${b.bottom}) above the bar (${l.bar.top})`).toBeLessThanOrEqual(l.bar.top);
    expect(b.left >= 0 && b.right <= l.width + 0.5, `${at}: bits-${k} (${b.left}–${b.right}) inside the screen's width`).toBe(true);
  }
  expect(Math.abs(l.bar.bottom - l.height), at).toBeLessThanOrEqual(1);
  for (const b of [l.back, l.forward]) {
    expect(b.top > (2 * l.height) / 3 && b.bottom <= l.height, `${at}: a step button in the lower third (${b.top}–${b.bottom})`).toBeTruthy();
    expect(b.bottom - b.top, `${at}: a button a thumb can hit`).toBeGreaterThanOrEqual(44);
  }
  const place = [l.board.top, l.rows.at(-1)[1].bottom];
  const kept = first ?? place;
  for (const i of [0, 1]) {
    expect(Math.abs(place[i] - kept[i]), `${at}: the board and the bit row in place (${place} against ${kept})`).toBeLessThan(0.75);
  }
  return kept;
}

/** Expects each bit row's digit under its column's number (texts::BITS_NOTE):
 *  lying down, where the rows stand beside the board, the numbers 0 to
 *  n - 1 on a line over the rows, each digit's centre within a pixel or
 *  two of its number's (and inside its box); upright, the board's own
 *  numbers head the digits, and no line of them more. */
function expectColumnNumbers(l, n, at) {
  if (l.width <= l.height) {
    expect(l.cols, `${at}: upright, no column numbers over the bit rows`).toStrictEqual([]);
    return;
  }
  expect(l.cols.map((c) => c.text), `${at}: the column numbers over the bit rows`).toStrictEqual([...Array(n).keys()].map(String));
  const top = Math.min(...l.digits.flat().map((d) => d.top));
  for (const c of l.cols) expect(c.bottom, `${at}: column number ${c.text} over the rows`).toBeLessThanOrEqual(top + 0.5);
  l.rows.forEach(([k], r) => {
    expect(l.digits[r].length, `${at}: bits-${k}'s digits`).toBe(n);
    l.digits[r].forEach((d, i) => {
      const c = l.cols[i];
      const mid = (d.left + d.right) / 2;
      const under = mid >= c.left && mid <= c.right && Math.abs(mid - (c.left + c.right) / 2) <= 2;
      expect(under, `${at}: bits-${k}'s digit ${i} (centre ${mid.toFixed(1)}) under column number ${c.text} (${c.left.toFixed(1)}–${c.right.toFixed(1)})`).toBe(true);
    });
  });
}

// The phones, where the board takes its squares' size from the height left.
// 390×844, first visits (the lesson's banner above the board) through 20
// steps: n = 5 (its first solution among the steps), 8 and 12 (the largest
// boards), in Japanese too, whose events take more lines (a placement
// takes three), and in English, whose monospace font is wider (its row
// names take more lines: at n = 8 the row of bit fell 7 px under the bar).
// Shorter ones: an iPhone's browser with its toolbars shown (390×664), the
// iPhone SE (375×667), Android (360×780, 360×640), lying down at 340 px (a
// browser's bars) and 390, at n = 4, 8 and 16 (the stepper's largest),
// first visit and after closing the banner, through steps of events of one
// to three lines. Everywhere: the board and every bit row above the bar,
// and they stay put; the board at least 135 px across (its smallest
// squares: 9 px at n = 16 at 844×340 under the banner), every control
// 44 px, nothing sideways.
const PHONES = [
  { width: 390, height: 844, ns: { en: [5, 8, 12], ja: [8, 12] }, steps: 21, visits: ['first visit'] },
  ...[[390, 664], [375, 667], [360, 780], [360, 640], [844, 340], [844, 390]].map(([width, height]) => ({
    width, height, ns: { en: [4, 8, 16], ja: [4, 8, 16] }, steps: 6, visits: ['first visit', 'banner closed'],
  })),
];
for (const { width, height, ns, steps, visits } of PHONES) {
  const tall = height === PHONE.height;
  for (const lang of ['en', 'ja']) {
    test(`phone ${width}×${height}, ${lang}: n = ${ns[lang].join(', ')}, ${visits.join(' and ')}: the board and every bit row above the step bar, at every step, and stay put; the step buttons under the thumb${tall ? ', named; the header compact' : ''}; controls of 44 px, nothing sideways`, async () => {
      // One document (one load of the wasm), the boards moved to as Back moves: every
      // board under the banner, then, closed, each from the step its first visit reached.
      const { page } = await openPage(site.browser, site.url, `?n=${ns[lang][0]}&lang=${lang}`, { viewport: { width, height }, hasTouch: width > height });
      await page.getByTestId('lesson-banner').waitFor();
      if (tall) {
        expect(await page.evaluate(() => window.scrollY), 'the page opens at its top').toBe(0);
        // The header: the site's name on at most two lines (the end of the
        // title is for screen readers, 69 px in Japanese when it showed).
        expect((await layout(page)).header.bottom, 'the header is compact').toBeLessThanOrEqual(60);
        await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(
          lang === 'en' ? 'Bitmap N-Queens, step by step' : 'ビットマップで解くNクイーン：1ステップずつ');
        // Icons on screen, names for screen readers: the steps taken by name.
        const name = lang === 'en' ? 'Step forward' : '1ステップ進む';
        expect(await page.getByRole('button', { name, exact: true }).getAttribute('data-testid')).toBe('step-forward');
      }
      const index = page.locator('.counters [data-testid=step-index]');
      for (const visit of visits) {
        if (visit === 'banner closed') {
          await page.getByTestId('lesson-banner-dismiss').click();
          await page.getByTestId('lesson-banner').waitFor({ state: 'detached' });
        }
        const from = visit === 'banner closed' ? steps : 0;
        for (const n of ns[lang]) {
          await goTo(page, `?n=${n}&step=${from}&lang=${lang}`);
          await expect(index).toHaveAttribute('data-value', String(from));
          await stepperWhole(page);
          await page.evaluate(() => window.scrollTo(0, 0)); // as a load opens it (a walk scrolled it)
          let first = null;
          for (const { step, l, stack } of await stepThrough(page, steps)) {
            const at = `${width}×${height} ${lang} n = ${n}, ${visit}, step ${step}`;
            first = expectFirstScreen(l, at, first);
            expectColumnNumbers(l, n, at);
            expect(l.square * n, `${at}: the board ${l.square * n} px across`).toBeGreaterThanOrEqual(135);
            // The stack table shows its six columns, bit included, without
            // scrolling sideways at n = 8 (n = 12 scrolls, with a shadow as cue).
            if (tall && step === 5 && n <= 8) {
              const [wide, room] = stack;
              expect(wide, `${at}: the stack table ${wide} px in ${room}`).toBeLessThanOrEqual(room);
            }
          }
          await expect(index).toHaveAttribute('data-value', String(from + steps));
          expect(await controlsUnder44(page), `${width}×${height} ${lang} n = ${n}, ${visit}`).toStrictEqual([]);
          await expectNothingSideways(page, `${width}×${height} ${lang} n = ${n}, ${visit}`);
          if (tall) {
            await page.getByTestId('step-back').click();
            await expect(index).toHaveAttribute('data-value', String(steps - 1));
            // The bar stays at the bottom while the page scrolls.
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
            const after = await layout(page);
            expect(Math.abs(after.bar.bottom - after.height), 'the bar stays at the bottom').toBeLessThanOrEqual(1);
          }
        }
      }
    });
  }
}

// Other phones lying down (740×360, 667×375), first visit, one document turned and moved as
// Back moves: the rows beside the board, each digit under its column's number, above the bar
// and inside the screen (n = 16's decimal values ended 33 px past 667×375's edge).
for (const lang of ['en', 'ja']) {
  test(`phones 740×360 and 667×375 lying down (n = 4, 8, 16), ${lang}: each bit row's digit under its column's number, the board and every bit row above the step bar`, async () => {
    const { page } = await openPage(site.browser, site.url, `?n=4&lang=${lang}`, { viewport: { width: 740, height: 360 }, hasTouch: true });
    await page.getByTestId('lesson-banner').waitFor();
    for (const [width, height] of [[740, 360], [667, 375]]) {
      await page.setViewportSize({ width, height });
      for (const n of [16, 4, 8]) {
        await goTo(page, `?n=${n}&lang=${lang}`);
        await expect(page.getByTestId('bits-left').locator('.digit')).toHaveCount(n);
        await stepperWhole(page);
        const at = `${width}×${height} ${lang} n = ${n}`;
        const l = await layout(page);
        expectFirstScreen(l, at, null);
        expectColumnNumbers(l, n, at);
      }
    }
  });
}

test('the phone menu: it opens from its button; Escape closes it and gives the focus to its button; leaving it by Tab closes it; a choice closes it', async () => {
  const { page, errors, context } = await openPage(site.browser, site.url, '?lang=ja', { viewport: PHONE });
  const nav = page.locator('#site-nav');
  const toggle = page.getByTestId('menu-toggle');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav, 'the menu is closed at first').toBeHidden();
  await toggle.click();
  await expect(nav).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement.closest('#site-nav') !== null)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  // Tab through every link and out of the menu: it closes.
  await toggle.click();
  await expect(nav).toBeVisible();
  const links = await nav.locator('a').count();
  for (let i = 0; i <= links; i++) await page.keyboard.press('Tab');
  await expect(nav).toBeHidden();
  // A choice: the view opens, the menu closes.
  await toggle.click();
  await page.getByTestId('nav-lab').click();
  await page.locator('[data-testid="nav-lab"][aria-current="page"]').waitFor({ state: 'attached' });
  await expect(page).toHaveURL(/view=lab/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav, 'the menu closes after a choice').toBeHidden();
});

// Every view on a phone: every button, select and field a thumb can hit is
// at least 44×44 px (README, Conventions), the header's menu and language
// buttons included, and the squares and digits that are buttons (the bits
// primer's digits and row of squares, in lines of a byte; the symmetry
// board, at n = 8). Not counted:
// checkboxes and radios (their label is the target), and links inside
// sentences (the links that stand alone, as the lesson's, are counted).
const VIEWS = [
  ['stepper', '?n=8&step=5', 'board'],
  ['lesson, its first stop (the puzzle)', '?view=learn&stop=1', 'puzzle'],
  ['lesson, last stop', '?view=learn&stop=18', 'lesson-go-quiz'],
  ['exercises', '?view=learn&quiz=101', 'quiz-question'],
  ['count', '?view=count', 'count-view'],
  ['lab', '?view=lab', 'lab-run'],
  ['bits', '?view=bits', 'bits-view'],
  ['symmetry', '?view=symmetry&n=8', 'symmetry-view'],
  ['records', '?view=records', 'records-table'],
  ['search tree', '?view=tree&n=5&step=9', 'search-tree'],
];
/** The stepper's step controls on a phone each show their word (which
 *  word, and that it is in the name: tests/views_pages/stepper.rs); the
 *  row label left|down|right is 12 px at least. */
async function stepperControls(page) {
  const wordless = await page.locator('.controls button').evaluateAll((els) => els
    .filter((b) => b.querySelector('.btn-short').getClientRects().length === 0).map((b) => b.dataset.testid));
  expect(wordless, 'each step control shows a word').toStrictEqual([]);
  const size = await page.getByTestId('bits-attacks').locator('.row-label').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(size).toBeGreaterThanOrEqual(12);
}

// Upright and lying down (the stepper's sources link was 19 px tall lying
// down), in both languages.
const LANDSCAPE = { width: 844, height: 390 };
for (const lang of ['en', 'ja']) {
  test(`phones 390×844 and 844×390, ${lang}: no view scrolls sideways; every control of every view is at least 44×44 px, the opened menu's links too; the stepper's step controls show a word`, async () => {
    const small = [];
    for (const viewport of [PHONE, LANDSCAPE]) {
      const at = `${viewport.width}×${viewport.height}`;
      // One document, the views moved to as Back and Forward move (one
      // load of the app's and the extra pages' wasm, not one a view).
      const [[, first, firstReady]] = VIEWS;
      const { page: views, context: viewsContext } = await openPage(site.browser, site.url, `${first}&lang=${lang}`, {
        viewport, hasTouch: viewport === LANDSCAPE, ready: firstReady,
      });
      for (const [k, [name, query, ready]] of VIEWS.entries()) {
        if (k > 0) {
          await goTo(views, `${query}&lang=${lang}`);
          await views.getByTestId(ready).waitFor();
        }
        small.push(...(await controlsUnder44(views)).map((s) => `${name}, ${at}: ${s}`));
        await expectNothingSideways(views, `${name}, ${at}, ${lang}`);
        if (name === 'stepper' && viewport === PHONE) await stepperControls(views);
      }
      await viewsContext.close();
      // The stepper at n = 16 (the widest board) at each kind of event: its
      // first solution (a full board and a full stack), a descend with its
      // shifts, a back-track; its help; the header's menu, opened (its links
      // are shown only then).
      const { page, context } = await openPage(site.browser, site.url, `?n=16&step=30139&lang=${lang}`, { viewport, hasTouch: true });
      for (const step of [30139, 30138, 30140]) {
        await goTo(page, `?n=16&step=${step}&lang=${lang}`);
        await expect(page.locator('.counters [data-testid=step-index]')).toHaveAttribute('data-value', String(step));
        await expectNothingSideways(page, `n = 16, step ${step}, ${at}, ${lang}`);
      }
      // (A touch screen hides the keys' help button: its key opens it.)
      await page.keyboard.press('?');
      await page.getByTestId('help').waitFor();
      await expectNothingSideways(page, `n = 16, the help, ${at}, ${lang}`);
      await page.keyboard.press('Escape');
      await page.getByTestId('help').waitFor({ state: 'detached' });
      await page.getByTestId('menu-toggle').click();
      await expect(page.locator('#site-nav')).toBeVisible();
      small.push(...(await controlsUnder44(page)).map((s) => `the menu, ${at}: ${s}`));
      await context.close();
    }
    expect(small).toStrictEqual([]);
  });
}

// A descend shows two `bit`s: the bit rows the new row's (0) and the
// equations the row above's, each labelled with its row and the note under
// the equations saying which is which (the words: native tests,
// tests/views_pages/stepper.rs). The labels are whole on a phone as on a
// desktop, in presenter mode and in the widget.
for (const lang of ['en', 'ja']) {
  test(`a descend, ${lang}: each bit's label (its row) is whole, on a phone, in presenter mode and the widget`, async () => {
    // The desktop's stepper has the phone's labels in more room.
    const views = [['', PHONE, 'board'], ['&present=1', { width: 1280, height: 720 }, 'present'], ['&embed=1', { width: 360, height: 480 }, 'embed']];
    for (const [mode, viewport, ready] of views) {
      const what = `${viewport.width}×${viewport.height}${mode}`;
      const { page, errors, context } = await openPage(site.browser, site.url, `?n=8&step=2&lang=${lang}${mode}`, { viewport, ready });
      for (const id of mode ? ['bits-bit'] : ['bits-bit', 'derive-parent-bit']) {
        const label = page.getByTestId(id).locator('.row-label');
        await expect(label, `${what}: ${id}`).toHaveText(/\(row|（行/);
        const cut = await label.evaluate((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1);
        expect(cut, `${what}: ${id}'s label is cut`).toBe(false);
      }
      await expect(page.getByTestId('bit-note'), what).toBeVisible();
      await context.close();
    }
  });
}

test('the stepper\'s settings on a phone, upright and lying down: the timeline under a label of its own that shows, between the speed slider and its own; the speed slider wide enough to aim at (both languages)', async () => {
  const { page } = await openPage(site.browser, site.url, '?n=6', { viewport: PHONE, hasTouch: true });
  for (const viewport of [PHONE, LANDSCAPE]) {
    await page.setViewportSize(viewport);
    for (const lang of ['en', 'ja']) {
      await goTo(page, `?n=6&lang=${lang}`);
      const at = `${viewport.width}×${viewport.height} ${lang}`;
      const timeline = page.getByTestId('timeline');
      // (Its words: natively, views_pages/stepper.rs
      // the_timeline_spans_the_whole_search_and_says_its_step.)
      const label = page.locator('label.timeline > span').first();
      await timeline.scrollIntoViewIfNeeded();
      const [speed, text, slider] = await Promise.all([page.getByTestId('speed'), label, timeline].map((l) => l.boundingBox()));
      expect(text.width > 40 && text.height >= 12, `${at}: the label shows, ${JSON.stringify(text)}`).toBe(true);
      expect(speed.y + speed.height <= text.y && text.y + text.height <= slider.y, `${at}: speed, label, timeline in this order`).toBe(true);
      expect(speed.width, `${at}: the speed slider's width`).toBeGreaterThanOrEqual(160);
    }
  }
});

// Read at arm's length on a phone upright (390×844): the decimal values,
// their heading, the free squares' label and the rows' caption at 12 px at
// least (values 11.2 px, labels 10.9 px before), in a grey of 4.5:1 or
// more on its background in both themes; the attack arrows at least 10 px
// where three share a square (8 px before at n = 8's 29 px squares).
for (const colorScheme of ['light', 'dark']) {
  test(`the stepper on a phone, ${colorScheme}: its small type at 12 px, its grey at 4.5:1, three arrows in a square at 10 px`, async () => {
    const { page, context } = await openPage(site.browser, site.url, '?n=8&step=8&lang=ja', { viewport: PHONE, hasTouch: true, colorScheme });
    const seen = await page.evaluate(() => {
      const lum = (c) => {
        const [r, g, b] = c.match(/\d+(\.\d+)?/g).slice(0, 3).map(Number)
          .map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const bgOf = (e) => {
        for (let el = e; el; el = el.parentElement) {
          const bg = getComputedStyle(el).backgroundColor;
          if (bg !== 'rgba(0, 0, 0, 0)') return bg;
        }
        return 'rgb(255, 255, 255)';
      };
      const small = [...document.querySelectorAll('.stepper .bits :is(.row-tail, .tail-head, .rows-whose, .row-label)')]
        .filter((e) => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden' && e.textContent.trim());
      const ratio = (e) => {
        const [a, b] = [lum(getComputedStyle(e).color), lum(bgOf(e))].sort((x, y) => y - x);
        return (a + 0.05) / (b + 0.05);
      };
      const arrows = [...document.querySelectorAll('[data-testid="board"] .cell.arrows-3 .g')];
      return {
        under12: small.filter((e) => parseFloat(getComputedStyle(e).fontSize) < 11.99).map((e) => `${e.textContent}: ${getComputedStyle(e).fontSize}`),
        faint: small.filter((e) => ratio(e) < 4.5).map((e) => `${e.textContent}: ${ratio(e).toFixed(2)}`),
        arrows: arrows.length,
        tiny: arrows.filter((e) => parseFloat(getComputedStyle(e).fontSize) < 10).map((e) => getComputedStyle(e).fontSize),
        outside: arrows.filter((e) => {
          const [g, c] = [e.getBoundingClientRect(), e.parentElement.getBoundingClientRect()];
          return g.left < c.left - 0.5 || g.right > c.right + 0.5 || g.top < c.top - 0.5 || g.bottom > c.bottom + 0.5;
        }).length,
      };
    });
    expect(seen.arrows, 'three arrows in a square at step 8').toBe(3);
    expect([seen.under12, seen.faint, seen.tiny, seen.outside]).toStrictEqual([[], [], [], 0]);
    await context.close();
  });
}
