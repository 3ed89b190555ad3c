// The search tree in a browser: a node opens the stepper at its step (click,
// tap, key), the highlight follows the steps, zoom and pan, what ↓ says.
// What the tree draws at a step is checked natively (tests/views_pages/tree.rs).
import { test, expect, useSite, open, goTo, settled, PHONE, SHOWN, recordSaid, said } from './harness.mjs';

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

/**
 * Taps `node` (in `scope`) until it opens its step; returns how many taps
 * zoomed in first. After a zoom the node the finger took stays whole on the
 * screen and, away from the view's edges, under the finger; `notYet()`: no
 * step taken. The node is first scrolled to `block` (the panel: its centre,
 * clear of the bottom bar).
 */
async function tapUntilOpen(page, scope, node, { block, notYet }) {
  const svg = scope.getByTestId('search-tree');
  const view = scope.getByTestId('tree-scroll');
  let [zooms, zoom] = [0, 'fit'];
  for (;;) {
    await node.evaluate((g, block) => g.scrollIntoView({ block }), block);
    // (The ring: what the app measures a tap against.)
    const hit = await node.locator('.ring').boundingBox();
    const [x, y] = [hit.x + hit.width / 2, hit.y + hit.height / 2];
    const took = await page.evaluate(([x, y]) => document.elementFromPoint(x, y).closest('[data-step]').dataset.id, [x, y]);
    const taken = scope.locator(`[data-testid=tree-node][data-id="${took}"]`);
    await page.touchscreen.tap(x, y);
    if (Math.min(hit.width, hit.height) >= 44) return zooms;
    await expect(svg, `a tap on a ${hit.width} px node zooms in`).not.toHaveAttribute('data-zoom', zoom);
    [zooms, zoom] = [zooms + 1, await svg.getAttribute('data-zoom')];
    expect(zooms, 'at most two taps: one zoom makes the node a finger wide, the next tap opens it').toBe(1);
    await notYet();
    const { x: left, width } = await view.boundingBox();
    const screen = page.viewportSize().height;
    await expect.poll(async () => {
      const mark = await taken.locator('.mark').boundingBox();
      return mark.x >= left && mark.x + mark.width <= left + width && mark.y >= 0 && mark.y + mark.height <= screen;
    }, { message: 'the node is whole on the screen' }).toBe(true);
    const now = await taken.locator('.ring').boundingBox();
    if (x > left + 44 + now.width && x < left + width - 44 - now.width) {
      expect(Math.abs(now.x + now.width / 2 - x), 'the node stayed under the finger').toBeLessThan(now.width / 2);
    }
  }
}

// Touch: a tap on a node under 44 px zooms in there at once until it is a
// finger wide (n = 8 took eight taps when each zoomed a level); the next tap
// opens its step. On the tree page (n = 4 fitted large enough: no zoom; n = 8
// a node at the edge and one of the last row) and in the stepper's panel,
// whose fit button (44 px) is gone once the tree fits, the focus on the tree.
test('on a touch screen a tap on a small node zooms in there, the node whole on the screen; the next tap opens its step', async () => {
  const pick = async (page, n, which) => {
    if (typeof which === 'number') return which;
    const boxes = await page.locator('[data-testid=tree-node]').evaluateAll((gs) => gs.map((g) => ({
      x: g.querySelector('.ring').getBoundingClientRect().left, row: Number(g.dataset.row),
    })));
    if (which === 'left edge') return boxes.findIndex((b) => b.x === Math.min(...boxes.map((c) => c.x)));
    return boxes.findIndex((b) => b.row === n - 1);
  };
  // [n, node, taps that zoom, the stepper's panel in this language]
  const CASES = [[8, 'left edge', 1], [8, 'last row', 1], [4, 9, 0], [5, 12, 1], [6, 100, 1],
    [5, 9, 1, 'en'], [6, 100, 1, 'ja']];
  // One page: the tree's loaded (a view moved to by Back focuses its heading,
  // which scrolls), the panel's moved to as Back moves.
  const { page } = await openTree('?view=tree&n=8&lang=en', { viewport: PHONE, hasTouch: true });
  for (const [n, which, zoomsWanted, panelLang] of CASES) {
    const inPanel = !!panelLang;
    if (inPanel) await goTo(page, `?n=${n}&step=5&lang=${panelLang}`);
    else {
      await page.goto(`${site.url}?view=tree&n=${n}&lang=en`);
      await page.getByTestId('tree-view').waitFor();
    }
    await expect(page.getByTestId(inPanel ? 'n-input' : 'tree-n')).toHaveValue(String(n));
    const toggle = page.getByTestId('stepper-tree-toggle');
    if (inPanel && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    const scope = inPanel ? page.getByTestId('tree-panel') : page;
    const svg = scope.getByTestId('search-tree');
    await expect(svg).toHaveAttribute('data-zoom', 'fit');
    await expect(svg).toHaveAttribute('data-nodes', String(places(n).length));
    // The page's zoom-in button is live from the first render, before the
    // drawing has a width to read (the panel zooms by taps alone).
    if (!inPanel) await expect(page.getByTestId('tree-zoom-in')).not.toHaveAttribute('aria-disabled', 'true');
    const fit = scope.getByTestId('tree-zoom-fit');
    if (inPanel) expect(await fit.count(), 'fitted: no fit button').toBe(0);
    const node = scope.locator('[data-testid=tree-node]').nth(await pick(page, n, which));
    const step = Number(await node.getAttribute('data-step'));
    const notYet = inPanel
      ? () => expect(page.getByTestId('step-index'), 'no step chosen yet').toHaveAttribute('data-value', '5')
      : async () => expect(await page.getByTestId('board').count(), 'no step opened yet').toBe(0);
    const zooms = await tapUntilOpen(page, scope, node, { block: inPanel ? 'center' : 'end', notYet });
    expect(zooms, `n = ${n}, ${which}: taps that zoomed`).toBe(zoomsWanted);
    await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', String(step));
    if (inPanel) {
      const box = await fit.boundingBox();
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      await expect(fit).toHaveText(panelLang === 'en' ? 'Fit the whole tree' : '木全体を表示');
      await fit.click();
      await expect(svg).toHaveAttribute('data-zoom', 'fit');
      expect(await fit.count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.dataset?.testid)).toBe('tree-node');
    }
  }
});

test('a small tree fills its view on a phone, upright and lying down, its step bar before it; drawn as before on a desktop', async () => {
  // Fitted, n = 4 and 5 drawn larger than a 1,000-unit drawing squeezed into
  // a phone's width (n = 4 was 96 px tall): no wider than the view, no taller
  // than the screen; n = 4's nodes a finger wide.
  const fittedInPage = () => {
    const svg = document.querySelector('[data-testid=tree-scroll] [data-testid=search-tree]');
    const view = svg.parentElement;
    const hits = [...svg.querySelectorAll('[data-testid=tree-node] .ring')].map((h) => h.getBoundingClientRect().width);
    return {
      zoom: svg.dataset.zoom, units: svg.viewBox.baseVal.width,
      height: svg.getBoundingClientRect().height, width: view.clientWidth, sideways: view.scrollWidth - view.clientWidth,
      screen: innerHeight, hit: Math.min(...hits),
    };
  };
  const fitted = (page) => page.evaluate(fittedInPage);
  // One page, moved as Back moves and turned (the fit follows the view's width).
  const { page } = await openTree('?view=tree&n=4&lang=ja', { viewport: PHONE, hasTouch: true, colorScheme: 'dark' });
  for (const viewport of [PHONE, { width: 844, height: 390 }]) {
    await page.setViewportSize(viewport);
    for (const [n, share] of [[4, 0.75], [5, 0.45]]) {
      const at = `${viewport.width}×${viewport.height}, n = ${n}`;
      await goTo(page, `?view=tree&n=${n}&lang=ja`);
      await expect(page.getByTestId('search-tree')).toHaveAttribute('data-nodes', String(places(n).length));
      await expect.poll(async () => (await fitted(page)).units, `${at}: fitted to the phone`).toBeLessThan(1000);
      const f = await settled(page, fittedInPage);
      expect(f.zoom).toBe('fit');
      expect(f.sideways, `${at}: nothing sideways`).toBeLessThanOrEqual(1);
      expect(f.height, `${at}: its height`).toBeLessThanOrEqual(f.screen * 0.8 + 1);
      expect(f.height, `${at}: its height`).toBeGreaterThanOrEqual(Math.min(f.width * share, f.screen * 0.75));
      if (n === 4) expect(f.hit, `${at}: its nodes`).toBeGreaterThanOrEqual(44);
    }
    // The step bar before the tree, in the page (not over it: the screen is small).
    const [bar, tree] = [await page.getByTestId('tree-bar').boundingBox(), await page.getByTestId('tree-scroll').boundingBox()];
    expect(bar.y + bar.height, `${viewport.width}: the bar over the tree`).toBeLessThanOrEqual(tree.y + 1);
    expect(await page.getByTestId('tree-bar').evaluate((el) => getComputedStyle(el).position)).toBe('static');
  }
  // A desktop's and a projector's view: the 1,000-unit drawing, as it was.
  await page.setViewportSize({ width: 1280, height: 720 });
  await goTo(page, '?view=tree&n=4&lang=ja');
  await expect.poll(async () => (await fitted(page)).width).toBeGreaterThan(1000);
  const f = await settled(page, fittedInPage);
  expect(f.units).toBe(1000);
  expect(Math.abs(f.height - f.width * 0.26)).toBeLessThan(2);
});

test('the node of the step is highlighted with its path; stepping in the stepper moves it; a node, the stepper\'s link and Back go between them', async () => {
  const { page } = await openTree('?view=tree&n=5&step=14&lang=en');
  const expectAt = (k) => expect(page.getByTestId('tree-path-intro')).toHaveAttribute('data-step', String(k));
  await expectAt(14);
  // In the stepper: two steps on, then back to the tree.
  await page.getByTestId('tree-open-step').click();
  await page.getByTestId('board').waitFor();
  await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', '14');
  await page.getByTestId('step-forward').click();
  await page.getByTestId('step-forward').click();
  await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', '16');
  await page.getByTestId('nav-tree').click();
  await page.getByTestId('search-tree').waitFor();
  await expectAt(16);
  // A node opens the stepper at its step; Back returns to the tree.
  const node = page.locator('[data-testid=tree-node]').nth(12);
  const step = Number(await node.getAttribute('data-step'));
  await node.click();
  await page.getByTestId('board').waitFor();
  await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', String(step));
  await expect(page).toHaveURL(new RegExp(`[?&]n=5&step=${step}(&|$)`));
  await page.goBack();
  await page.getByTestId('search-tree').waitFor();
  // The stepper's link to its step in the tree; Back to the stepper, at the same step.
  await page.goto(`${site.url}?n=6&step=40&lang=en`);
  await page.getByTestId('stepper-tree-link').click();
  await page.getByTestId('search-tree').waitFor();
  await expectAt(40);
  await expect(page).toHaveURL(/\?view=tree&n=6&step=40&lang=en$/);
  await page.goBack();
  await page.getByTestId('board').waitFor();
  await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', '40');
  // Larger boards: a message instead of the tree; the board-size select follows the app.
  await page.goto(`${site.url}?view=tree&n=12&lang=ja`);
  await page.getByTestId('tree-too-large').waitFor();
  await page.getByTestId('tree-n').selectOption('4');
  await expect(page.getByTestId('search-tree')).toHaveAttribute('data-nodes', String(places(4).length));
  await expect(page).toHaveURL(/[?&]view=tree&n=4/);
});

test('n = 8 fitted on a desktop: Tab reaches the tree\'s one stop, the arrows move the focus, two keys in one task both count, Enter opens; a click at a node\'s centre opens that node\'s step', async () => {
  const { page } = await openTree('?view=tree&n=8&step=0&lang=ja');
  const svg = page.getByTestId('search-tree');
  // Tab from the zoom's last button (fit: off while fitted, still in the
  // tab order) reaches the tree's one stop. (Where each key leads: natively.)
  await page.getByTestId('tree-zoom-fit').focus();
  await page.keyboard.press('Tab');
  const focused = () => page.evaluate(() => {
    const el = document.activeElement;
    return el?.dataset?.testid === 'tree-node' ? { step: Number(el.dataset.step), row: Number(el.dataset.row), col: Number(el.dataset.col) } : el?.dataset?.testid ?? el?.tagName;
  });
  await expect.poll(focused).toStrictEqual({ step: 1, row: 0, col: 7 });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await focused()).row).toBe(2);
  const target = await focused();
  // Two keys in one task (a key held down): the second moves on from where
  // the first went, before any render.
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
  await page.goBack();
  // The mouse: its nodes closer than their marks, each node's centre answers
  // for that node (hit areas: natively, layout.rs).
  await expect(svg).toHaveAttribute('data-zoom', 'fit');
  const centred = () => svg.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await centred();
  const nodes = await page.locator('[data-testid=tree-node]').evaluateAll((gs) => gs.map((g) => {
    const { e: x, f: y } = g.getScreenCTM();
    return { step: g.dataset.step, x, y, there: document.elementFromPoint(x, y)?.closest('[data-step]')?.dataset.step };
  }));
  expect(nodes.length).toBe(places(8).length);
  expect(nodes.filter((v) => v.there !== v.step).map((v) => `${v.step} → ${v.there}`), 'nodes whose centre answers for another').toStrictEqual([]);
  // Clicked (steps 5 and 7 opened 47 and 31, their neighbours'; a solution).
  for (const step of ['5', '7', '330']) {
    const { x, y } = nodes.find((v) => v.step === step);
    await centred();
    await page.mouse.click(x, y);
    await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', step);
    await page.goBack();
    await svg.waitFor();
  }
});

/** Whether the tree's zoom-in button is on. */
const zoomAllowed = async (page) => (await page.getByTestId('tree-zoom-in').getAttribute('aria-disabled')) !== 'true';
/** Zooms in once, by the button. */
async function zoomOnce(page) {
  const before = await page.getByTestId('search-tree').getAttribute('data-zoom');
  await page.getByTestId('tree-zoom-in').click();
  await expect(page.getByTestId('search-tree')).not.toHaveAttribute('data-zoom', before);
}

test('on a projector (1280 × 720, 1366 × 768) the tree starts high under its intro and legend, and the zoom keeps the current node on the screen until a few nodes fill it; the step buttons are on the screen with the tree: a step brings its node into view, and the bar stays over the tree, zoomed too', async () => {
  // The step buttons and the current node: whole on the screen, the node
  // inside the tree's view and clear of the bar.
  const seen = (page) => page.evaluate(() => {
    const onScreen = (r) => r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
    const box = (id) => document.querySelector(`[data-testid=${id}]`).getBoundingClientRect();
    const mark = document.querySelector('[data-testid=tree-node][data-current=true] .mark').getBoundingClientRect();
    const view = box('tree-scroll');
    const bar = document.querySelector('[data-testid=tree-bar]')?.getBoundingClientRect() ?? new DOMRect();
    const apart = mark.top >= bar.bottom || mark.bottom <= bar.top || mark.left >= bar.right || mark.right <= bar.left;
    return {
      buttons: onScreen(box('tree-step-back')) && onScreen(box('tree-step-forward')),
      node: onScreen(mark) && mark.left >= view.left && mark.right <= view.right && apart,
    };
  });
  // n = 8 (its tree taller than the screen), from a queen of row 5 to the
  // first solution in the last row (steps 326 to 330: tests/e2e/shown.json).
  const last = TREES[8].nodes.find(([, , row]) => row === 7)[0];
  const { page } = await openTree('?view=tree&n=5&step=9&lang=en', { viewport: { width: 1280, height: 720 } });
  const svg = page.getByTestId('search-tree');
  const scroll = page.getByTestId('tree-scroll');
  for (const viewport of [{ width: 1280, height: 720 }, { width: 1366, height: 768 }]) {
    for (const lang of ['en', 'ja']) {
      const at = `${viewport.width}×${viewport.height} ${lang}`;
      await page.setViewportSize(viewport);
      await page.goto(`${site.url}?view=tree&n=5&step=9&lang=${lang}`);
      await svg.waitFor();
      const top = (await scroll.boundingBox()).y;
      // What explains the tree is above it, on the screen; the tree's upper half too.
      for (const what of ['.bq-intro', '.tree-legend', '[data-testid=tree-zoom-in]', '[data-testid=tree-nodes]']) {
        const b = await page.locator(what).boundingBox();
        expect(b.y + b.height, `${at}: ${what} above the tree`).toBeLessThanOrEqual(top + 1);
      }
      expect(top, `${at}: the tree's top`).toBeLessThan(viewport.height / 2 + 40);
      expect(top + (await svg.boundingBox()).height / 2).toBeLessThan(viewport.height);
      // The zoom and the steps in two of the four pairings, each language on one projector.
      if ((viewport.width === 1280) !== (lang === 'en')) continue;
      // Each zoom keeps the current node whole on the screen; at the
      // largest, a few nodes fill the view across.
      let zooms = 0;
      for (; await zoomAllowed(page); zooms++) {
        await zoomOnce(page);
        await expect.poll(async () => (await seen(page)).node, `${at}: the current node in view after zoom ${zooms + 1}`).toBe(true);
      }
      expect(zooms, `${at}: zoom steps`).toBeGreaterThanOrEqual(2);
      const view = await scroll.boundingBox();
      const across = await page.locator('[data-testid=tree-node] .mark').evaluateAll((marks, [left, right]) => marks
        .map((m) => m.getBoundingClientRect())
        .filter((r) => r.left >= left && r.right <= right && r.top >= 0 && r.bottom <= innerHeight).length, [view.x, view.x + view.width]);
      expect(across, `${at}: nodes on the screen at the largest zoom`).toBeGreaterThanOrEqual(1);
      expect(across).toBeLessThanOrEqual(8);
      await page.goto(`${site.url}?view=tree&n=8&step=${last - 4}&lang=${lang}`);
      await svg.waitFor();
      const intro = page.getByTestId('tree-path-intro');
      expect((await seen(page)).buttons, `${at}: the step buttons on the first screen`).toBe(true);
      const press = async (id, k) => {
        await page.getByTestId(id).click();
        await expect(intro).toHaveAttribute('data-step', String(k));
        await expect(page).toHaveURL(new RegExp(`[?&]step=${k}(&|$)`));
        await expect.poll(() => seen(page), { message: `${at}: step ${k}, its node and the buttons on the screen` })
          .toStrictEqual({ buttons: true, node: true });
      };
      for (let k = last - 3; k <= last; k++) await press('tree-step-forward', k);
      // Zoomed in all the way (the drawing six times as tall as fitted):
      // the bar still over the tree, each step's node in view below it.
      while (await zoomAllowed(page)) await zoomOnce(page);
      for (const k of [last - 1, last - 2, last - 3]) await press('tree-step-back', k);
    }
  }
});

test('n = 8 on a phone: zoom in and out, fit, pan by dragging', async () => {
  const { page } = await openTree('?view=tree&n=8&step=300&lang=en', { viewport: PHONE });
  const svg = page.getByTestId('search-tree');
  const scroll = page.getByTestId('tree-scroll');
  expect(await svg.getAttribute('data-zoom')).toBe('fit');
  const seen = await scroll.evaluate((el) => el.clientWidth);
  expect(await scroll.evaluate((el) => el.scrollWidth)).toBeLessThanOrEqual(seen + 1);
  // Zoomed in from the fitted tree, and on, the current node is in view.
  const current = page.locator('[data-testid=tree-node][data-current=true]');
  const inView = async () => {
    const [b, s] = [await current.boundingBox(), await scroll.boundingBox()];
    return b.x >= s.x - 1 && b.x + b.width <= s.x + s.width + 1;
  };
  const widths = [];
  while (await zoomAllowed(page)) {
    await zoomOnce(page);
    widths.push(Number(await svg.getAttribute('data-zoom')));
    expect(await inView(), `the current node stays in view at ${widths.at(-1)} px`).toBe(true);
  }
  expect(widths[0]).toBeGreaterThan(seen);
  expect(widths.length).toBeGreaterThan(2);
  const zoomIn = page.getByTestId('tree-zoom-in');
  // At the largest zoom the button is off but keeps the focus; a press changes nothing.
  await expect(zoomIn).toBeFocused();
  await zoomIn.press('Enter');
  await expect(svg).toHaveAttribute('data-zoom', String(widths.at(-1)));
  await expect(zoomIn).toBeFocused();
  for (let i = 1; i < widths.length; i++) expect(widths[i]).toBeGreaterThan(widths[i - 1]);
  expect(await scroll.evaluate((el) => el.scrollWidth)).toBe(widths.at(-1));
  // Zoomed in all the way, a node answers a tap at least 44 px across.
  const hit = await current.locator('.hit').boundingBox();
  expect(Math.min(hit.width, hit.height)).toBeGreaterThanOrEqual(44);
  // Drag to pan.
  const before = await scroll.evaluate((el) => el.scrollLeft);
  // (The zoom brought the current node into view, the tree's top maybe above the screen.)
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

test('the stepper shows the tree beside its stack for n ≤ 6 once asked: stepping moves the highlight, a node seeks the step; ↓ at a node with nothing below says why, once, in the tree\'s status line, and a move clears it', async () => {
  const { page } = await open(site.browser, site.url, '?n=5&step=14&lang=en');
  const toggle = page.getByTestId('stepper-tree-toggle');
  const panel = page.getByTestId('tree-panel');
  // Closed at first: the stepper's first load has no extra wasm.
  expect(await panel.count()).toBe(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByTestId('search-tree')).toHaveAttribute('data-nodes', String(places(5).length));
  // The panel's tree drawn at the stepper's step: its path.
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
  // ↓ at a node with nothing below says why, once, in the tree's status
  // line; a move clears it (its words: natively, mod tree).
  const says = {
    dead: (r) => `No placement below: row ${r} has no free column (dead end).`,
    solution: 'No placement below: this queen is in the last row and completes a solution.',
  };
  const line = panel.getByTestId('tree-said');
  await expect(line).toHaveText('');
  await recordSaid(page, 'tree-said');
  const active = () => page.evaluate(() => document.activeElement?.dataset?.step);
  // The first dead end: ↓ three times (a key held down) says it once.
  const dead = panel.locator('[data-testid=tree-node].tn-dead').first();
  const row = Number(await dead.getAttribute('data-row'));
  const deadStep = await dead.getAttribute('data-step');
  await dead.focus();
  await expect(dead).toHaveAttribute('tabindex', '0');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await expect(line).toHaveText(says.dead(row + 1));
  expect(await active(), 'the focus stays on the dead end').toBe(deadStep);
  await expect.poll(() => said(page)).toStrictEqual([says.dead(row + 1)]);
  // A move goes on, and the line empties (silently: nothing new to say).
  await page.keyboard.press('ArrowRight');
  await expect.poll(active).not.toBe(deadStep);
  await expect(line).toHaveText('');
  // ↓ at a node with a child moves, and says nothing.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowDown');
  await expect(line).toHaveText('');
  // A solution: the last row, nothing below.
  const solution = panel.locator('[data-testid=tree-node].tn-solution').first();
  await solution.focus();
  await page.keyboard.press('ArrowDown');
  await expect(line).toHaveText(says.solution);
  expect(await active()).toBe(await solution.getAttribute('data-step'));
  expect(await said(page)).toStrictEqual([says.dead(row + 1), says.solution]);
  // Kept open on the next visit; gone on a board the panel does not draw.
  await page.reload();
  await panel.locator('[data-testid=search-tree]').waitFor();
  await page.getByTestId('n-input').selectOption('8');
  await expect(page.getByTestId('stepper-tree-toggle')).toHaveCount(0);
  await page.getByTestId('n-input').selectOption('4');
  await expect(panel.getByTestId('search-tree')).toHaveAttribute('data-nodes', String(places(4).length));
  // In Japanese, and closed again.
  await page.getByTestId('lang-toggle').click();
  await expect(panel).toContainText('置いたクイーン');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toHaveCount(0);
  await expect(toggle).toBeFocused();
});
