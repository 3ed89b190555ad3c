// Phones, both languages: the stepper's board and every bit row on the first
// screen at every step, the step bar under the thumb, the menu; every control
// of every view 44×44 px, nothing sideways; small type readable.
import {
  test, expect, useSite, open as openPage, goTo, expectNothingSideways, controlsUnder44, PHONE, stepperWhole,
  animationsDone, evaluateWith, seenContrast,
} from './harness.mjs';

const site = useSite();

/** Boxes read in one go: the banner, the board and its squares' width, each
 *  bit row (`display: contents`: the box round its name, digits and decimal
 *  value), the column numbers, the step buttons, their bar, the header. */
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

/** Steps forward `steps` times by the step button, reading before each step
 *  its step, its boxes (`layoutInPage`) and the stack table's width and room;
 *  in one evaluation (a round trip a step costs more than the page's work),
 *  each read two frames after the step shows (a render's effects done). */
async function stepThrough(page, steps) {
  return evaluateWith(page, layoutInPage, async (layoutNow, steps) => {
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
  }, steps);
}

/** Expects the first screen of layout `l` whole: the board under the banner,
 *  it and every bit row above the step bar and inside the screen's width; the
 *  bar at the bottom, its buttons in the lower third, a thumb's height.
 *  `first`: the board's and the last bit row's place at the first step seen,
 *  which they keep (under a pixel of rounding); returns it. */
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

/** Lying down (the rows beside the board), the numbers 0 to n - 1 on a line
 *  over the bit rows, each digit's centre within 2 px of its number's;
 *  upright (the board's own numbers head the digits), no such line. */
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

// The phones (squares sized by the height left): 390×844 through 20 steps at
// n = 5 (a solution) and 8 (a back-track), in Japanese (a placement takes three
// lines) and English (wider digits: at n = 8 the row of bit fell 7 px under the
// bar); shorter ones at n = 8 and 16 through steps 0 to 2 (the most lines of
// steps 0 to 70), n = 16 again with the banner closed (740×360 and 667×375: the
// first screen: a step at 667×375 n = 16 moved the bit rows 5 px). The board and
// every bit row above the bar, put; the board 135 px across; 44 px controls;
// nothing sideways. Room above the bar at ea1e4b47, one at every step: least
// at 390×664 (1 px: squares and counters grow with the width); more at 375×667
// at every board (same breakpoints): left out; 360×640 the least board (143 px);
// 360×780 alone 44-52.5rem high; lying 844×390 alone over 24rem, 667×375 under
// 45rem wide. n = 4 never had less room than n = 8, nor n = 12 (42 px) at 390×844.
const SHORT = { 'first visit': [8, 16], 'banner closed': [16] };
const boards = (ns, visit, lang) => ns[visit][lang] ?? ns[visit]; // (SHORT's shape)
const GROUPS = [
  ['upright', false, [[390, 844, { 'first visit': { en: [5, 8], ja: [8] } }, 21], [390, 664], [360, 780], [360, 640]]],
  ['lying down', true, [[844, 340], [844, 390], [740, 360, SHORT, 1, 'layout'], [667, 375, SHORT, 1, 'layout']]],
];
for (const [group, hasTouch, list] of GROUPS) {
  for (const [phone, lang] of list.flatMap((p) => [[p, 'en'], [p, 'ja']])) {
    test(`phone ${phone[0]}×${phone[1]} ${group}, ${lang}: the board and every bit row above the step bar, at every step, and stay put; the step buttons under the thumb; controls of 44 px, nothing sideways`, async () => {
      // One document (one load of the wasm), moved as Back moves: first
      // visits (the banner above the board), then, closed, each board again
      // (390×844: first visits only).
      const [width, height, ns = SHORT, steps = 3, only] = phone;
      const { page } = await openPage(site.browser, site.url, `?n=${boards(ns, 'first visit', lang)[0]}&lang=${lang}`, {
        viewport: { width, height }, hasTouch,
      });
      await page.getByTestId('lesson-banner').waitFor();
      const tall = height === PHONE.height;
      if (tall) {
        expect(await page.evaluate(() => window.scrollY), 'the page opens at its top').toBe(0);
        // The header: the site's name on at most two lines (its end is for screen readers).
        expect((await layout(page)).header.bottom, 'the header is compact').toBeLessThanOrEqual(60);
        await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(
          lang === 'en' ? 'Bitmap N-Queens, step by step' : 'ビットマップで解くNクイーン：1ステップずつ');
      }
      const index = page.locator('.counters [data-testid=step-index]');
      for (const visit of tall || only ? ['first visit'] : ['first visit', 'banner closed']) {
        if (visit === 'banner closed') {
          await page.getByTestId('lesson-banner-dismiss').click();
          await page.getByTestId('lesson-banner').waitFor({ state: 'detached' });
        }
        for (const n of boards(ns, visit, lang)) {
          await goTo(page, `?n=${n}&step=0&lang=${lang}`);
          await expect(index).toHaveAttribute('data-value', '0');
          await expect(page.getByTestId('bits-left').locator('.digit')).toHaveCount(n);
          await stepperWhole(page);
          await page.evaluate(() => window.scrollTo(0, 0)); // as a load opens it (a walk scrolled it)
          const where = `${width}×${height} ${lang} n = ${n}, ${visit}`;
          let first = null;
          for (const { step, l, stack } of await stepThrough(page, steps)) {
            const at = `${where}, step ${step}`;
            first = expectFirstScreen(l, at, first);
            expectColumnNumbers(l, n, at);
            expect(l.square * n, `${at}: the board ${l.square * n} px across`).toBeGreaterThanOrEqual(135);
            // The stack table's six columns without scrolling sideways at n = 8 (n = 12 scrolls).
            if (tall && step === 5 && n <= 8) {
              const [wide, room] = stack;
              expect(wide, `${at}: the stack table ${wide} px in ${room}`).toBeLessThanOrEqual(room);
            }
          }
          await expect(index).toHaveAttribute('data-value', String(steps));
          if (!only) expect(await controlsUnder44(page), where).toStrictEqual([]);
          if (!only) await expectNothingSideways(page, where);
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

// Every view on a phone: every control a thumb can hit at least 44×44 px
// (README, Conventions; what counts: harness.mjs controlsUnder44).
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
/** The stepper's step controls on a phone each show their word (which one:
 *  natively); the row label left|down|right is 12 px at least. */
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
      // One document, the views moved to as Back moves (one load of each wasm).
      const [[, first, firstReady]] = VIEWS;
      const { page, context } = await openPage(site.browser, site.url, `${first}&lang=${lang}`, {
        viewport, hasTouch: viewport === LANDSCAPE, ready: firstReady,
      });
      for (const [k, [name, query, ready]] of VIEWS.entries()) {
        if (k > 0) {
          await goTo(page, `${query}&lang=${lang}`);
          await page.getByTestId(ready).waitFor();
        }
        small.push(...(await controlsUnder44(page)).map((s) => `${name}, ${at}: ${s}`));
        await expectNothingSideways(page, `${name}, ${at}, ${lang}`);
        if (name === 'stepper' && viewport === PHONE) await stepperControls(page);
      }
      // The stepper at n = 16 (the widest board): its first solution (a full
      // board and stack), a descend, a back-track; its help; the opened menu.
      for (const step of [30139, 30138, 30140]) {
        await goTo(page, `?n=16&step=${step}&lang=${lang}`);
        await expect(page.locator('.counters [data-testid=step-index]')).toHaveAttribute('data-value', String(step));
        await expectNothingSideways(page, `n = 16, step ${step}, ${at}, ${lang}`);
      }
      // (Its key opens the help: a touch screen hides its button.)
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

// A descend's two bits, each labelled with its row (the words: natively,
// a_descend_labels_each_bit_with_its_row): whole on a phone, in presenter
// mode and in the widget (the desktop has the phone's labels in more room).
test('a descend: each bit\'s label (its row) is whole, on a phone, in presenter mode and the widget, in both languages', async () => {
  const views = [
    ['', PHONE, 'board'], ['&present=1', { width: 1280, height: 720 }, 'present'],
    ['&embed=1', { width: 360, height: 480 }, 'embed'],
  ];
  for (const [mode, viewport, ready] of views) {
    const { page, context } = await openPage(site.browser, site.url, `?n=8&step=2&lang=en${mode}`, { viewport, ready });
    for (const lang of ['en', 'ja']) {
      const what = `${viewport.width}×${viewport.height}${mode} ${lang}`;
      await goTo(page, `?n=8&step=2&lang=${lang}${mode}`);
      for (const id of mode ? ['bits-bit'] : ['bits-bit', 'derive-parent-bit']) {
        const label = page.getByTestId(id).locator('.row-label');
        await expect(label, `${what}: ${id}`).toHaveText(lang === 'en' ? /\(row/ : /（行/);
        const cut = await label.evaluate((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1);
        expect(cut, `${what}: ${id}'s label is cut`).toBe(false);
      }
      await expect(page.getByTestId('bit-note'), what).toBeVisible();
    }
    await context.close();
  }
});

test('the stepper\'s settings on a phone, upright and lying down: the timeline under a label of its own that shows, between the speed slider and its own; the speed slider wide enough to aim at (both languages)', async () => {
  const { page } = await openPage(site.browser, site.url, '?n=6', { viewport: PHONE, hasTouch: true });
  for (const viewport of [PHONE, LANDSCAPE]) {
    await page.setViewportSize(viewport);
    for (const lang of ['en', 'ja']) {
      await goTo(page, `?n=6&lang=${lang}`);
      const at = `${viewport.width}×${viewport.height} ${lang}`;
      const timeline = page.getByTestId('timeline');
      const label = page.locator('label.timeline > span').first();
      await timeline.scrollIntoViewIfNeeded();
      const [speed, text, slider] = await Promise.all([page.getByTestId('speed'), label, timeline].map((l) => l.boundingBox()));
      expect(text.width > 40 && text.height >= 12, `${at}: the label shows, ${JSON.stringify(text)}`).toBe(true);
      expect(speed.y + speed.height <= text.y && text.y + text.height <= slider.y, `${at}: speed, label, timeline in this order`).toBe(true);
      expect(speed.width, `${at}: the speed slider's width`).toBeGreaterThanOrEqual(160);
    }
  }
});

// Read at arm's length on a phone: the bit rows' small type (decimal values,
// their heading, labels, caption) at 12 px at least (11.2 and 10.9 px before),
// in a grey of 4.5:1 or more in both themes; the attack arrows at least 10 px
// where three share a square (8 px before).
test('the stepper on a phone, light and dark: its small type at 12 px, its grey at 4.5:1, three arrows in a square at 10 px', async () => {
  const { page } = await openPage(site.browser, site.url, '?n=8&step=8&lang=ja', { viewport: PHONE, hasTouch: true });
  for (const colorScheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme });
    await animationsDone(page);
    const seen = await evaluateWith(page, seenContrast, (seenContrast) => {
      const small = [...document.querySelectorAll('.stepper .bits :is(.row-tail, .tail-head, .rows-whose, .row-label)')]
        .filter((e) => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden' && e.textContent.trim());
      const arrows = [...document.querySelectorAll('[data-testid="board"] .cell.arrows-3 .g')];
      return {
        under12: small.filter((e) => parseFloat(getComputedStyle(e).fontSize) < 11.99).map((e) => `${e.textContent}: ${getComputedStyle(e).fontSize}`),
        faint: small.filter((e) => seenContrast(e) < 4.5).map((e) => `${e.textContent}: ${seenContrast(e).toFixed(2)}`),
        arrows: arrows.length,
        tiny: arrows.filter((e) => parseFloat(getComputedStyle(e).fontSize) < 10).map((e) => getComputedStyle(e).fontSize),
        outside: arrows.filter((e) => {
          const [g, c] = [e.getBoundingClientRect(), e.parentElement.getBoundingClientRect()];
          return g.left < c.left - 0.5 || g.right > c.right + 0.5 || g.top < c.top - 0.5 || g.bottom > c.bottom + 0.5;
        }).length,
      };
    });
    expect(seen.arrows, 'three arrows in a square at step 8').toBe(3);
    expect([seen.under12, seen.faint, seen.tiny, seen.outside], colorScheme).toStrictEqual([[], [], [], 0]);
  }
});
