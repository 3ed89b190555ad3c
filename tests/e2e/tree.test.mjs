// The search tree in a browser: a node opens the stepper at its step (by
// click, tap and key), the highlight follows the steps here and in the
// stepper's panel, zoom and pan, the keys and what ↓ says. What the page
// draws at a step (a node per placement, the tree view's items, their
// levels, places and names, aria-current, the path, the status lines, the
// step labels, the trees compared, the stepper's link and panel button) is
// checked natively: tests/views_pages/ (mod tree). The trees are the
// domain's (tests/e2e/shown.json, which tests/shown.rs writes from
// domain::tree::model and holds to it).
import { test, expect, useSite, open, PHONE, SHOWN, controlsUnder44 } from './harness.mjs';

const TREES = SHOWN.trees;

const site = useSite();

// (A panic logs a console error, which fails the test: the harness.)
const openTree = (query, options = {}) =>
  open(site.browser, site.url, query, { ...options, ready: 'tree-view' });

/** The tree of `n`: every Place, in order, with the step it is. */
const places = (n) => TREES[n].nodes.map(([step, , row, col]) => ({ step, row, col }));
/** The steps that placed the queens on the board after `k` events of `n`
 * (the nodes on the path), top row first: entered by step `k`, not yet lifted. */
const pathSteps = (n, k) => TREES[n].nodes.filter(([step, lifted]) => step <= k && k < lifted).map(([step]) => step);

test('on a touch screen a tap on a node too small for a finger zooms in there; once it is 44 px across, a tap opens its step', async () => {
  // n = 5: one zoom; n = 6: several, as on larger boards.
  for (const [n, nth] of [[5, 12], [6, 100]]) {
    const { page, errors, context } = await openTree(`?view=tree&n=${n}&lang=en`, { viewport: PHONE, hasTouch: true });
    const svg = page.getByTestId('search-tree');
    const node = page.locator('[data-testid=tree-node]').nth(nth);
    const step = Number(await node.getAttribute('data-step'));
    // The zoom-in button is live from the first render, before the
    // drawing has a width to read.
    await expect(page.getByTestId('tree-zoom-in')).not.toHaveAttribute('aria-disabled', 'true');
    const zooms = [];
    for (;;) {
      // (The page scrolls down to the node's row; the drawing keeps the
      // node where it was across.)
      await node.scrollIntoViewIfNeeded();
      const hit = await node.locator('.hit').boundingBox();
      const [x, y] = [hit.x + hit.width / 2, hit.y + hit.height / 2];
      // The zoom keeps the tapped node under the finger, but whole in view
      // (a finger's width from the view's edges at least).
      if (zooms.length > 0) {
        const view = await page.getByTestId('tree-scroll').boundingBox();
        const mark = await node.locator('.mark').boundingBox();
        expect(mark.x, `n = ${n}: the node is whole in view`).toBeGreaterThanOrEqual(view.x);
        expect(mark.x + mark.width, `n = ${n}: the node is whole in view`).toBeLessThanOrEqual(view.x + view.width);
        // Away from the edges it stays under the finger.
        const prev = zooms.at(-1).x;
        if (prev > view.x + 44 + hit.width && prev < view.x + view.width - 44 - hit.width) {
          expect(Math.abs(x - prev), `n = ${n}: the node moved`).toBeLessThan(hit.width / 2);
        }
      }
      await page.touchscreen.tap(x, y);
      if (Math.min(hit.width, hit.height) >= 44) break;
      await expect(svg, `n = ${n}: a tap on a ${hit.width} px node zooms in`).not.toHaveAttribute('data-zoom', zooms.at(-1)?.zoom ?? 'fit');
      zooms.push({ x, zoom: await svg.getAttribute('data-zoom') });
      expect(await page.getByTestId('board').count(), 'no step opened yet').toBe(0);
      expect(zooms.length).toBeLessThan(8);
    }
    expect(zooms.length, `n = ${n}: taps that zoomed`).toBeGreaterThan(0);
    await page.getByTestId('board').waitFor();
    await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', String(step));
    await context.close();
  }
});

test('in the stepper\'s tree panel on a phone a tap on a small node zooms in there; a node 44 px across goes to its step; a button fits the tree again', async () => {
  // n = 4: its fitted drawing is scaled down with its rows (19 px nodes);
  // one zoom draws it unscaled. n = 6: several zooms.
  for (const [n, nth, lang] of [[4, 9, 'en'], [6, 100, 'ja']]) {
    const { page, errors, context } = await open(site.browser, site.url, `?n=${n}&step=5&lang=${lang}`, { viewport: PHONE, hasTouch: true });
    await page.getByTestId('stepper-tree-toggle').click();
    const panel = page.getByTestId('tree-panel');
    const svg = panel.getByTestId('search-tree');
    await svg.waitFor();
    const fit = panel.getByTestId('tree-zoom-fit');
    expect(await fit.count(), 'fitted: no fit button').toBe(0);
    const node = panel.locator('[data-testid=tree-node]').nth(nth);
    const step = Number(await node.getAttribute('data-step'));
    let zooms = 0;
    for (;;) {
      // Clear of the bottom bar.
      await node.evaluate((e) => e.scrollIntoView({ block: 'center' }));
      const hit = await node.locator('.hit').boundingBox();
      await page.touchscreen.tap(hit.x + hit.width / 2, hit.y + hit.height / 2);
      if (Math.min(hit.width, hit.height) >= 44) break;
      await expect(svg, `n = ${n}: a tap on a ${hit.width} px node zooms in`).not.toHaveAttribute('data-zoom', zooms ? String(zooms) : 'fit');
      zooms = Number(await svg.getAttribute('data-zoom'));
      await expect(page.getByTestId('step-index'), 'no step chosen yet').toHaveAttribute('data-value', '5');
      expect(zooms).toBeGreaterThan(0);
    }
    await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', String(step));
    expect(zooms, `n = ${n}: a tap zoomed`).toBeGreaterThan(0);
    // The way back: a button at least 44 px, gone once the tree fits, the
    // focus then on the tree.
    const box = await fit.boundingBox();
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await expect(fit).toHaveText(lang === 'en' ? 'Fit the whole tree' : '木全体を表示');
    await fit.click();
    await expect(svg).toHaveAttribute('data-zoom', 'fit');
    expect(await fit.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.dataset?.testid)).toBe('tree-node');
    await context.close();
  }
});

test('the node of the step is highlighted with its path; stepping here or in the stepper moves it; a node, the stepper\'s link and Back go between them', async () => {
  // (The path and the current node drawn at each step are checked natively:
  // tests/views_pages, mod tree; here the tree is drawn at the step reached.)
  const { page, errors, context } = await openTree('?view=tree&n=5&step=14&lang=en');
  const expectAt = (k) => expect(page.getByTestId('tree-path-intro')).toHaveAttribute('data-step', String(k));
  await expectAt(14);
  for (const k of [15, 16, 17]) {
    await page.getByTestId('tree-step-forward').click();
    await expectAt(k);
    await expect(page).toHaveURL(new RegExp(`[?&]step=${k}(&|$)`));
  }
  await page.getByTestId('tree-step-back').click();
  await expectAt(16);
  // In the stepper: two steps on, then back to the tree.
  await page.getByTestId('tree-open-step').click();
  await page.getByTestId('board').waitFor();
  await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', '16');
  await page.getByTestId('step-forward').click();
  await page.getByTestId('step-forward').click();
  await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', '18');
  await page.getByTestId('nav-tree').click();
  await page.getByTestId('search-tree').waitFor();
  await expectAt(18);
  // A node opens the stepper at its step; Back returns to the tree.
  const node = page.locator('[data-testid=tree-node]').nth(12);
  const step = Number(await node.getAttribute('data-step'));
  await node.click();
  await page.getByTestId('board').waitFor();
  // (What the stepper shows at a step, its queen just placed: natively.)
  await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', String(step));
  await expect(page).toHaveURL(new RegExp(`[?&]n=5&step=${step}(&|$)`));
  await page.goBack();
  await page.getByTestId('search-tree').waitFor();
  // The stepper's link to its step in the tree (its address, and none at
  // n = 10: natively, mod tree); Back to the stepper, at the same step.
  await page.goto(`${site.url}?n=6&step=40&lang=en`);
  await page.getByTestId('stepper-tree-link').click();
  await page.getByTestId('search-tree').waitFor();
  await expectAt(40);
  await expect(page).toHaveURL(/\?view=tree&n=6&step=40&lang=en$/);
  await page.goBack();
  await page.getByTestId('board').waitFor();
  await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', '40');
});

test('a first tap on a small node leaves it whole on the screen: a node at the edge, a node of the last row', async () => {
  for (const pick of ['left edge', 'last row']) {
    const { page } = await openTree('?view=tree&n=8&lang=en', { viewport: PHONE, hasTouch: true });
    const svg = page.getByTestId('search-tree');
    const boxes = await page.locator('[data-testid=tree-node]').evaluateAll((gs) => gs.map((g) => {
      const r = g.querySelector('.hit').getBoundingClientRect();
      return { x: r.left, row: Number(g.dataset.row) };
    }));
    const lastRow = Math.max(...boxes.map((b) => b.row));
    const at = pick === 'left edge'
      ? boxes.findIndex((b) => b.x === Math.min(...boxes.map((c) => c.x)))
      : boxes.findIndex((b) => b.row === lastRow);
    const node = page.locator('[data-testid=tree-node]').nth(at);
    // The node on the screen at its foot, as a learner scrolls to it.
    await node.evaluate((g) => g.scrollIntoView({ block: 'end' }));
    const hit = await node.locator('.hit').boundingBox();
    await page.touchscreen.tap(hit.x + hit.width / 2, hit.y + hit.height / 2);
    await expect(svg).not.toHaveAttribute('data-zoom', 'fit');
    const view = await page.getByTestId('tree-scroll').boundingBox();
    const screen = page.viewportSize();
    await expect.poll(async () => {
      const mark = await node.locator('.mark').boundingBox();
      return mark.x >= view.x && mark.x + mark.width <= view.x + view.width && mark.y >= 0 && mark.y + mark.height <= screen.height;
    }, { message: `${pick}: the node is whole on the screen` }).toBe(true);
  }
});

test('keyboard: one tab stop in the tree, arrows move along rows and branches, Enter opens', async () => {
  const { page, errors, context } = await openTree('?view=tree&n=8&step=0&lang=ja');
  // Tab from the zoom's last button (fit: off while fitted, but still in
  // the tab order) reaches the tree's one stop.
  await page.getByTestId('tree-zoom-fit').focus();
  await page.keyboard.press('Tab');
  const focused = () => page.evaluate(() => {
    const el = document.activeElement;
    return el?.dataset?.testid === 'tree-node' ? { step: Number(el.dataset.step), row: Number(el.dataset.row), col: Number(el.dataset.col) } : el?.dataset?.testid ?? el?.tagName;
  });
  const want = places(8);
  await expect.poll(focused).toStrictEqual({ step: 1, row: 0, col: 7 });
  // (Where each key leads, ← and → too: natively, mod tree.)
  await page.keyboard.press('ArrowDown');
  await expect.poll(focused).toStrictEqual({ step: want[1].step, row: 1, col: want[1].col });
  await page.keyboard.press('ArrowUp');
  await expect.poll(focused).toStrictEqual({ step: 1, row: 0, col: 7 });
  await page.keyboard.press('End');
  const lastRoot = want.filter((v) => v.row === 0).at(-1);
  await expect.poll(focused).toStrictEqual({ step: lastRoot.step, row: 0, col: 0 });
  expect(await page.locator('[data-testid=tree-node][tabindex="0"]').count()).toBe(1);
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await focused()).row).toBe(2);
  const target = await focused();
  // Two keys in one task (a key held down, a fast typist): the second moves
  // on from where the first went, before any render.
  const twice = (key) => page.evaluate((key) => {
    for (let i = 0; i < 2; i++) document.activeElement.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  }, key);
  await twice('ArrowUp');
  await expect.poll(focused).toStrictEqual({ step: 1, row: 0, col: 7 });
  await twice('ArrowDown');
  await expect.poll(focused).toStrictEqual(target);
  await page.keyboard.press('Enter');
  await page.getByTestId('board').waitFor();
  await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', String(target.step));
});

test('on a projector (1280 × 720) the tree starts high under its intro and legend; the zoom enlarges it until a few nodes fill the screen, labels and all', async () => {
  const PROJECTOR = { width: 1280, height: 720 };
  for (const lang of ['en', 'ja']) {
    const { page, errors, context } = await openTree(`?view=tree&n=5&step=9&lang=${lang}`, { viewport: PROJECTOR });
    const svg = page.getByTestId('search-tree');
    const scroll = page.getByTestId('tree-scroll');
    const top = (await scroll.boundingBox()).y;
    // What explains the tree is above it, on the screen; the tree's upper
    // half is on the screen too.
    for (const what of ['.bq-intro', '.tree-legend', '[data-testid=tree-zoom-in]', '[data-testid=tree-nodes]']) {
      const b = await page.locator(what).boundingBox();
      expect(b.y + b.height, `${lang}: ${what} above the tree`).toBeLessThanOrEqual(top + 1);
    }
    expect(top, `${lang}: the tree's top`).toBeLessThan(PROJECTOR.height / 2 + 40);
    const fittedHeight = (await svg.boundingBox()).height;
    expect(top + fittedHeight / 2).toBeLessThan(PROJECTOR.height);
    // The size on screen of the current node's column and step labels.
    const current = page.locator('[data-testid=tree-node][data-current=true]');
    const id = await current.getAttribute('data-id');
    const sizes = async () => [
      (await current.locator('text').boundingBox()).height,
      (await svg.locator(`text.tn-step[data-id="${id}"]`).boundingBox()).height,
    ];
    const fitted = await sizes();
    const zoomIn = page.getByTestId('tree-zoom-in');
    const steps = [];
    while ((await zoomIn.getAttribute('aria-disabled')) !== 'true') {
      const before = await svg.getAttribute('data-zoom');
      await zoomIn.click();
      await expect(svg).not.toHaveAttribute('data-zoom', before);
      // The zoom keeps the current node on the screen, whole.
      await expect.poll(async () => {
        const [mark, view] = [await current.locator('.mark').boundingBox(), await scroll.boundingBox()];
        return mark.y >= 0 && mark.y + mark.height <= PROJECTOR.height
          && mark.x >= view.x && mark.x + mark.width <= view.x + view.width;
      }, { message: `${lang}: the current node in view after zoom ${steps.length + 1}` }).toBe(true);
      steps.push(await sizes());
      const [col, step] = steps.at(-1);
      const [col0, step0] = steps.at(-2) ?? fitted;
      expect(col, `${lang}: the labels grow with the zoom`).toBeGreaterThan(col0);
      expect(step).toBeGreaterThan(step0);
      expect(steps.length).toBeLessThan(10);
    }
    expect(steps.length, `${lang}: zoom steps`).toBeGreaterThanOrEqual(2);
    // At the largest zoom the labels are large enough to read from the
    // back of a room (about six times the fitted drawing's), and a few
    // nodes fill the view across.
    const [col, step] = steps.at(-1);
    expect(col).toBeGreaterThan(4 * fitted[0]);
    expect(step).toBeGreaterThan(40);
    const seen = await scroll.boundingBox();
    const across = await page.locator('[data-testid=tree-node] .mark').evaluateAll((marks, [left, right]) => marks
      .map((m) => m.getBoundingClientRect())
      .filter((r) => r.left >= left && r.right <= right && r.top >= 0 && r.bottom <= innerHeight).length, [seen.x, seen.x + seen.width]);
    expect(across, `${lang}: nodes on the screen at the largest zoom`).toBeGreaterThanOrEqual(1);
    expect(across).toBeLessThanOrEqual(8);
    expect(errors).toEqual([]);
    await context.close();
  }
});

test('on a projector (1280 × 720, 1366 × 768) the step buttons are on the screen with the tree: a step brings its node into view, and the bar stays over the tree, zoomed too; on a phone the bar comes before the tree, its buttons 44 px', async () => {
  // The step buttons and the current node: whole on the screen, the node
  // clear of the bar.
  const seen = (page) => page.evaluate(() => {
    const onScreen = (r) => r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
    const box = (id) => document.querySelector(`[data-testid=${id}]`).getBoundingClientRect();
    const mark = document.querySelector('[data-testid=tree-node][data-current=true] .mark').getBoundingClientRect();
    const bar = document.querySelector('[data-testid=tree-bar]')?.getBoundingClientRect() ?? new DOMRect();
    const apart = mark.top >= bar.bottom || mark.bottom <= bar.top || mark.left >= bar.right || mark.right <= bar.left;
    return {
      buttons: onScreen(box('tree-step-back')) && onScreen(box('tree-step-forward')),
      node: onScreen(mark) && apart,
    };
  });
  // n = 8 (its tree taller than the screen), from a queen of row 5 to the
  // first solution in the last row (steps 326 to 330: tests/e2e/shown.json).
  const last = TREES[8].nodes.find(([, , row]) => row === 7)[0];
  for (const viewport of [{ width: 1280, height: 720 }, { width: 1366, height: 768 }]) {
    for (const lang of ['en', 'ja']) {
      const at = `${viewport.width}×${viewport.height} ${lang}`;
      const { page, errors, context } = await openTree(`?view=tree&n=8&step=${last - 4}&lang=${lang}`, { viewport });
      const intro = page.getByTestId('tree-path-intro');
      expect((await seen(page)).buttons, `${at}: the step buttons on the first screen`).toBe(true);
      const press = async (id, k) => {
        await page.getByTestId(id).click();
        await expect(intro).toHaveAttribute('data-step', String(k));
        await expect.poll(() => seen(page), { message: `${at}: step ${k}, its node and the buttons on the screen` })
          .toStrictEqual({ buttons: true, node: true });
      };
      for (let k = last - 3; k <= last; k++) await press('tree-step-forward', k);
      // Zoomed in all the way (the drawing six times as tall as fitted):
      // the bar still over the tree, each step's node in view below it.
      const zoomIn = page.getByTestId('tree-zoom-in');
      while ((await zoomIn.getAttribute('aria-disabled')) !== 'true') {
        const before = await page.getByTestId('search-tree').getAttribute('data-zoom');
        await zoomIn.click();
        await expect(page.getByTestId('search-tree')).not.toHaveAttribute('data-zoom', before);
      }
      for (const k of [last - 1, last - 2, last - 3]) await press('tree-step-back', k);
      await context.close();
    }
  }
  // A phone, upright and lying down: the bar before the tree, in the page
  // (not over the tree: the screen is small), every control 44 px.
  for (const viewport of [PHONE, { width: 844, height: 390 }]) {
    const { page, errors, context } = await openTree('?view=tree&n=5&step=9&lang=ja', { viewport, hasTouch: true });
    const [bar, tree] = [await page.getByTestId('tree-bar').boundingBox(), await page.getByTestId('tree-scroll').boundingBox()];
    expect(bar.y + bar.height, `${viewport.width}: the bar over the tree`).toBeLessThanOrEqual(tree.y + 1);
    expect(await page.getByTestId('tree-bar').evaluate((el) => getComputedStyle(el).position)).toBe('static');
    expect(await controlsUnder44(page), `${viewport.width}: controls under 44×44`).toStrictEqual([]);
    await context.close();
  }
});

test('n = 8 on a phone: zoom in and out, fit, pan by dragging', async () => {
  // (On a desktop the same drawing in more room: the keyboard's test.)
  const { page, errors, context } = await openTree('?view=tree&n=8&step=300&lang=en', { viewport: PHONE });
  const svg = page.getByTestId('search-tree');
  const scroll = page.getByTestId('tree-scroll');
  expect(await svg.getAttribute('data-zoom')).toBe('fit');
  const seen = await scroll.evaluate((el) => el.clientWidth);
  expect(await scroll.evaluate((el) => el.scrollWidth)).toBeLessThanOrEqual(seen + 1);
  // (The zoom's buttons, 44 px: phone.test.mjs, every control of the tree.)
  await page.getByTestId('tree-zoom-in').click();
  await expect(svg).not.toHaveAttribute('data-zoom', 'fit');
  const widths = [Number(await svg.getAttribute('data-zoom'))];
  expect(widths[0]).toBeGreaterThan(seen);
  // Zoomed in from the fitted tree, the current node is in view.
  const current = page.locator('[data-testid=tree-node][data-current=true]');
  const inView = async () => {
    const [b, s] = [await current.boundingBox(), await scroll.boundingBox()];
    return b.x >= s.x - 1 && b.x + b.width <= s.x + s.width + 1;
  };
  expect(await inView()).toBe(true);
  const zoomIn = page.getByTestId('tree-zoom-in');
  while ((await zoomIn.getAttribute('aria-disabled')) !== 'true') {
    await zoomIn.click();
    await expect(svg).not.toHaveAttribute('data-zoom', String(widths.at(-1)));
    widths.push(Number(await svg.getAttribute('data-zoom')));
    expect(await inView(), `the current node stays in view at ${widths.at(-1)} px`).toBe(true);
  }
  expect(widths.length).toBeGreaterThan(2);
  // At the largest zoom the button says it is off but keeps the focus,
  // and a press changes nothing.
  await expect(zoomIn).toBeFocused();
  await zoomIn.press('Enter');
  await expect(svg).toHaveAttribute('data-zoom', String(widths.at(-1)));
  await expect(zoomIn).toBeFocused();
  for (let i = 1; i < widths.length; i++) expect(widths[i]).toBeGreaterThan(widths[i - 1]);
  expect(await scroll.evaluate((el) => el.scrollWidth)).toBe(widths.at(-1));
  // The columns are written in the nodes once they are far enough apart.
  expect(await svg.locator('[data-testid=tree-node] text').count()).toBe(places(8).length);
  // Under each dead end, the row found without a free column.
  const deadEnds = Number(await page.getByTestId('tree-dead-ends').getAttribute('data-value'));
  expect(await svg.getByTestId('tree-blocked').count()).toBe(deadEnds);
  // And each node's step under it.
  expect(await svg.locator('text.tn-step').count()).toBe(places(8).length);
  // Zoomed in all the way, a node answers a tap at least 44 px across
  // (its target reaches halfway to its neighbours: layout.rs).
  const hit = await current.locator('.hit').boundingBox();
  expect(Math.min(hit.width, hit.height)).toBeGreaterThanOrEqual(44);
  // Drag to pan.
  const before = await scroll.evaluate((el) => el.scrollLeft);
  // (Where the tree is on the screen: the zoom brought the current node
  // into view, the tree's top maybe above the screen.)
  const box = await scroll.boundingBox();
  const y = Math.max(box.y, 0) + 8;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 150, y, { steps: 5 });
  await page.mouse.up();
  expect(await scroll.evaluate((el) => el.scrollLeft)).toBeGreaterThan(before + 100);
  await page.getByTestId('tree-zoom-out').click();
  await expect(svg).toHaveAttribute('data-zoom', String(widths.at(-2)));
  await page.getByTestId('tree-zoom-fit').click();
  await expect(svg).toHaveAttribute('data-zoom', 'fit');
  // Fitted, fit and zoom out are off, and the focus stays on fit.
  await expect(page.getByTestId('tree-zoom-fit')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('tree-zoom-out')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('tree-zoom-fit')).toBeFocused();
  // (force: Playwright waits for an aria-disabled button to be enabled.)
  await page.getByTestId('tree-zoom-out').click({ force: true });
  await expect(svg).toHaveAttribute('data-zoom', 'fit');
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('larger boards: a message instead of the tree; the board-size select follows the app', async () => {
  // (The message, the trees drawn and the title's words: natively.)
  const { page, errors, context } = await openTree('?view=tree&n=12&lang=ja');
  await page.getByTestId('tree-too-large').waitFor();
  await page.getByTestId('tree-n').selectOption('4');
  await expect(page.getByTestId('search-tree')).toHaveAttribute('data-nodes', String(places(4).length));
  await expect(page).toHaveURL(/[?&]view=tree&n=4/);
});

test('the stepper shows the tree beside its stack for n ≤ 6 once asked: stepping moves the highlight, a node seeks the step', async () => {
  // (The button's words and state, open or closed, and the panel only on
  // the boards it draws: natively, mod tree.)
  const { page, errors, context } = await open(site.browser, site.url, '?n=5&step=14&lang=en');
  const toggle = page.getByTestId('stepper-tree-toggle');
  const panel = page.getByTestId('tree-panel');
  // Closed at first: the stepper's first load has no extra wasm.
  expect(await panel.count()).toBe(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByTestId('search-tree')).toHaveAttribute('data-nodes', String(places(5).length));
  // The panel's tree drawn at the stepper's step: its path (what the tree
  // draws at a step: natively).
  const expectAt = async (k) => {
    await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', String(k));
    await expect.poll(() => panel.locator('[data-testid=tree-node].on-path').evaluateAll((gs) => gs.map((g) => Number(g.dataset.step))))
      .toStrictEqual(pathSteps(5, k));
  };
  await expectAt(14);
  for (const k of [15, 16, 17]) {
    await page.getByTestId('step-forward').click();
    await expectAt(k);
  }
  await page.getByTestId('step-back').click();
  await expectAt(16);
  // A node moves the stepper to its step, on this page; the focus stays on it.
  const node = panel.locator('[data-testid=tree-node]').nth(30);
  const step = Number(await node.getAttribute('data-step'));
  await node.click();
  await expectAt(step);
  await expect(page).not.toHaveURL(/view=tree/);
  await expect(page).toHaveURL(new RegExp(`[?&]step=${step}(&|$)`));
  expect(await page.evaluate(() => document.activeElement?.dataset?.step)).toBe(String(step));
  // The keyboard: the arrows move in the tree (not the stepper), Enter seeks.
  await page.keyboard.press('ArrowRight');
  const next = await page.evaluate(() => document.activeElement?.dataset?.step);
  expect(next).not.toBe(String(step));
  await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', String(step));
  await page.keyboard.press('Enter');
  await expectAt(Number(next));
  // Kept open on the next visit; gone on a board the panel does not draw.
  await page.reload();
  await panel.locator('[data-testid=search-tree]').waitFor();
  await page.getByTestId('n-input').selectOption('8');
  await expect(page.getByTestId('stepper-tree-toggle')).toHaveCount(0);
  await page.getByTestId('n-input').selectOption('4');
  await expect(panel.getByTestId('search-tree')).toHaveAttribute('data-nodes', String(places(4).length));
  // In Japanese, and closed again.
  await page.getByTestId('lang-toggle').click();
  await expect(panel).toContainText('ノード（試した配置）');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toHaveCount(0);
  await expect(toggle).toBeFocused();
});

// (The tree as a screen reader meets it, a WAI-ARIA tree view of items with
// their level, place among their siblings, expanded state and names, the
// keys' hint as its description, the node of the step marked current:
// natively, tests/views_pages mod tree.)

test('↓ at a node with nothing below says why, once, in the tree\'s status line; a move clears it', async () => {
  // (Its words in both languages: natively, mod tree, and core's tree texts.)
  const said = {
    dead: (r) => `No placement below: row ${r} has no free column (dead end).`,
    solution: 'No placement below: this queen is in the last row and completes a solution.',
  };
  // In the stepper's panel (the tree page's drawing is the same view).
  const { page, errors, context } = await open(site.browser, site.url, '?n=5&step=3&lang=en');
  await page.getByTestId('stepper-tree-toggle').click();
  const scope = page.getByTestId('tree-panel');
  await scope.getByTestId('search-tree').waitFor();
  const line = scope.getByTestId('tree-said');
  await expect(line).toHaveText('');
  // Every text the line shows from here on.
  await line.evaluate((el) => {
    window.saidTexts = [];
    new MutationObserver(() => window.saidTexts.push(el.textContent)).observe(el, { childList: true, characterData: true, subtree: true });
  });
  const texts = () => page.evaluate(() => window.saidTexts);
  const active = () => page.evaluate(() => document.activeElement?.dataset?.step);
  // The first dead end: ↓ three times (a key held down) says it once.
  const dead = scope.locator('[data-testid=tree-node].tn-dead').first();
  const row = Number(await dead.getAttribute('data-row'));
  const step = await dead.getAttribute('data-step');
  await dead.focus();
  await expect(dead).toHaveAttribute('tabindex', '0');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await expect(line).toHaveText(said.dead(row + 1));
  expect(await active(), 'the focus stays on the dead end').toBe(step);
  await expect.poll(texts).toStrictEqual([said.dead(row + 1)]);
  // A move goes on, and the line empties (silently: nothing new to say).
  await page.keyboard.press('ArrowRight');
  await expect.poll(active).not.toBe(step);
  await expect(line).toHaveText('');
  // ↓ at a node with a child moves, and says nothing.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowDown');
  await expect(line).toHaveText('');
  // A solution: the last row, nothing below.
  const solution = scope.locator('[data-testid=tree-node].tn-solution').first();
  await solution.focus();
  await page.keyboard.press('ArrowDown');
  await expect(line).toHaveText(said.solution);
  expect(await active()).toBe(await solution.getAttribute('data-step'));
  expect((await texts()).filter((t) => t !== '')).toStrictEqual([said.dead(row + 1), said.solution]);
});
