// The stepper page (foundation): load, step, step back, permalinks, bad input.
import { test, expect, useSite, open, value, goTo } from './harness.mjs';

const site = useSite();

async function state(page) {
  const board = page.getByTestId('board');
  return {
    step: Number(await value(page, 'step-index')),
    solutions: Number(await value(page, 'solutions-found')),
    row: await board.getAttribute('data-row'),
    queens: await board.getAttribute('data-queens'),
    bits: Object.fromEntries(
      await Promise.all(
        ['left', 'down', 'right', 'attacks', 'mask', 'bitmap', 'bit'].map(async (k) => [
          k,
          Number(await value(page, `bits-${k}`)),
        ]),
      ),
    ),
  };
}

test('the page loads with no console error and shows the start of n = 8', async () => {
  const { page, errors, context } = await open(site.browser, site.url);
  const s = await state(page);
  expect(s.step).toBe(0);
  expect(s.solutions).toBe(0);
  expect(s.row).toBe('0');
  expect(s.queens).toBe('');
  expect(s.bits.mask).toBe(255);
  expect(s.bits.bitmap).toBe(255);
  expect(s.bits.bit).toBe(0);
  expect(await page.getByTestId('board').locator('.cell').count()).toBe(64);
  // The binary digits are printed most significant bit first.
  expect(await page.getByTestId('bits-mask').locator('.digit').allInnerTexts().then((d) => d.join(''))).toBe('11111111');
  // This Chromium has WebAssembly SIMD: no "unsupported browser" message.
  expect(await page.getByTestId('unsupported').count()).toBe(0);
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('a browser without WebAssembly SIMD gets a message in both languages, not a blank page', async () => {
  const context = await site.browser.newContext();
  // Such a browser's validator refuses the SIMD probe, and the site's wasm
  // never starts (here: never arrives).
  await context.addInitScript(() => {
    WebAssembly.validate = () => false;
  });
  await context.route('**/*.wasm', (route) => route.abort());
  const page = await context.newPage();
  await page.goto(site.url);
  const panel = page.getByTestId('unsupported');
  await panel.waitFor();
  expect(await panel.getAttribute('role')).toBe('alert');
  const text = await panel.innerText();
  expect(text).toMatch(/cannot run this site/);
  expect(text).toMatch(/Safari 16\.4/);
  expect(text).toMatch(/このブラウザーではこのサイトを動かせません/);
  await context.close();
});

test('stepping through n = 5 reaches the seed example at step 9, and back', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?n=5');
  const forward = page.getByTestId('step-forward');
  await forward.click();
  let s = await state(page);
  expect(s.step).toBe(1);
  expect(s.queens).toBe('4');
  expect(s.bits.bit).toBe(1);
  expect(s.bits.bitmap).toBe(0b11110);
  await forward.click(); // Descend to row 1
  s = await state(page);
  expect(s.row).toBe('1');
  expect([s.bits.left, s.bits.down, s.bits.right, s.bits.attacks]).toStrictEqual([0b10, 0b1, 0, 0b11]);
  expect(s.bits.bitmap).toBe(0b11100);
  for (let i = 2; i < 9; i++) await forward.click();
  s = await state(page);
  expect(s.step).toBe(9);
  expect(s.solutions).toBe(1);
  expect(s.queens).toBe('4 2 0 3 1');
  expect(s.row).toBe('4');
  expect(s.bits.bit).toBe(0b01000);
  await expect(page).toHaveURL(/[?&]n=5&step=9/);
  await page.getByTestId('step-back').click();
  s = await state(page);
  expect(s.step).toBe(8);
  expect(s.solutions).toBe(0);
  expect(s.queens).toBe('4 2 0 3');
  await expect(page).toHaveURL(/step=8/);
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('n = 4 ends after 45 steps with 2 solutions', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?n=4&step=44');
  const forward = page.getByTestId('step-forward');
  expect(await forward.isDisabled()).toBe(false);
  await forward.click();
  const s = await state(page);
  expect(s.step).toBe(45);
  expect(s.solutions).toBe(2);
  expect(s.row).toBe('-1');
  expect(await forward.isDisabled()).toBe(true);
  expect(await value(page, 'step-total')).toBe('45');
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('a permalink restores exactly the state reached by stepping', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?n=6');
  for (let i = 0; i < 40; i++) await page.getByTestId('step-forward').click();
  const stepped = await state(page);
  await expect(page).toHaveURL(/n=6&step=40/);
  const link = page.url();
  const other = await open(site.browser, '', link);
  expect(await state(other.page)).toStrictEqual(stepped);
  expect(other.errors).toStrictEqual([]);
  await other.context.close();
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('changing n starts a new search and updates the URL', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?n=8&step=123');
  expect(Number(await value(page, 'step-index'))).toBe(123);
  await page.getByTestId('n-input').selectOption('5');
  const s = await state(page);
  expect(s.step).toBe(0);
  expect(s.bits.mask).toBe(31);
  expect(await page.getByTestId('board').locator('.cell').count()).toBe(25);
  await expect(page).toHaveURL(/n=5&step=0/);
  expect(errors).toStrictEqual([]);
  await context.close();
});

// ---------------------------------------------------------------------------
// The state after k events, computed independently of the page: whole
// subtrees before step k are skipped by counting their events with a plain
// recursive search, and the one holding step k is entered. (The same model
// as the native test `far_seeks_into_big_boards_agree_with_an_independent_walk`,
// written again in JS so that the page is compared with it.)

/** Events from just after the Descend into a row to its Backtrack. */
function tally(n, mask, row, left, down, right) {
  const t = { events: 0, placements: 0, solutions: 0, backtracks: 0 };
  let free = (mask & ~(left | down | right)) >>> 0;
  while (free) {
    const bit = (free & -free) >>> 0;
    free = (free ^ bit) >>> 0;
    t.events += 1;
    t.placements += 1;
    if (row === n - 1) {
      t.solutions += 1;
    } else {
      t.events += 1;
      const c = tally(n, mask, row + 1, ((left | bit) << 1) & mask, (down | bit) >>> 0, (right | bit) >>> 1);
      t.events += c.events;
      t.placements += c.placements;
      t.solutions += c.solutions;
      t.backtracks += c.backtracks;
    }
  }
  t.events += 1;
  t.backtracks += 1;
  return t;
}

/** What the stepper must show after `k` events of `n` (k before the end). */
function walkTo(n, k) {
  const mask = (2 ** n - 1) >>> 0;
  const stack = [{ left: 0, down: 0, right: 0, bitmap: mask, bit: 0 }];
  const done = { events: 0, solutions: 0 };
  for (;;) {
    const row = stack.length - 1;
    const top = stack[row];
    if (done.events === k) break;
    expect(top.bitmap, 'a row is only entered before its Backtrack').not.toBe(0);
    const bit = (top.bitmap & -top.bitmap) >>> 0;
    top.bitmap = (top.bitmap ^ bit) >>> 0;
    top.bit = bit;
    done.events += 1;
    if (row === n - 1) done.solutions += 1;
    if (row === n - 1 || done.events === k) continue;
    const left = ((top.left | bit) << 1) & mask;
    const down = (top.down | bit) >>> 0;
    const right = (top.right | bit) >>> 1;
    const child = { left, down, right, bitmap: (mask & ~(left | down | right)) >>> 0, bit: 0 };
    done.events += 1;
    if (done.events === k) {
      stack.push(child);
      break;
    }
    const below = tally(n, mask, row + 1, left, down, right);
    if (done.events + below.events <= k) {
      done.events += below.events;
      done.solutions += below.solutions;
      // Back from below: everything under this queen was tried, so the
      // Backtrack that returned here lifted it.
      top.bit = 0;
    } else {
      stack.push(child);
    }
  }
  const cur = stack[stack.length - 1];
  const queens = [];
  for (const r of stack) {
    if (!r.bit) break;
    queens.push(n - 1 - (31 - Math.clz32(r.bit)));
  }
  return {
    step: done.events,
    solutions: done.solutions,
    row: String(stack.length - 1),
    queens: queens.join(' '),
    bits: {
      left: cur.left,
      down: cur.down,
      right: cur.right,
      attacks: (cur.left | cur.down | cur.right) >>> 0,
      mask,
      bitmap: cur.bitmap,
      bit: cur.bit,
    },
  };
}

test('the JS walk model agrees with the page at early steps of n = 6', async () => {
  // The model is checked against the page where stepping is cheap, so that
  // the deep seek below compares with something known to be right.
  const { page, errors, context } = await open(site.browser, site.url, '?n=6&step=0');
  for (const k of [0, 1, 2, 3, 7, 25, 60, 61, 100, 151]) {
    await page.getByTestId('timeline').fill(String(k));
    await page.waitForFunction((k) => document.querySelector('[data-testid=step-index]')?.dataset.value === String(k), k);
    expect(await state(page), `step ${k}`).toStrictEqual(walkTo(6, k));
  }
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('a late step of n = 15 opens after the timeline is counted, showing the right state', async () => {
  const K = 300_000_000;
  // Every progress text the step counter shows while the timeline is being
  // counted, recorded as it appears (whatever the speed of this machine).
  const record = () => {
    window.preparingSeen = [];
    new MutationObserver(() => {
      const note = document.querySelector('.of.preparing');
      const text = note?.textContent;
      if (text && window.preparingSeen.at(-1) !== text) window.preparingSeen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  };
  const { page, errors, context } = await open(site.browser, site.url, `?n=15&step=${K}`, { initScript: record });
  await page.waitForFunction(
    (k) => document.querySelector('[data-testid=step-index]')?.dataset.value === String(k),
    K,
    { timeout: 300_000 },
  );
  // The page answered while it counted: its progress moved on screen.
  const seen = await page.evaluate(() => window.preparingSeen);
  expect(seen.length >= 2, `progress shown while counting: ${JSON.stringify(seen)}`).toBeTruthy();
  expect(seen[0]).toMatch(/… \d+%/);
  // The board, the bit rows and the solutions count at that step are those
  // of the independent walk.
  expect(await state(page)).toStrictEqual(walkTo(15, K));
  expect(errors).toStrictEqual([]);
  await context.close();
});

const BAD = [
  ['?n=abc', { n: 8, step: 0 }],
  ['?n=0', { n: 1, step: 0 }],
  ['?n=40', { n: 16, step: 0 }],
  ['?n=5&step=-3', { n: 5, step: 0 }],
  ['?n=5&step=1e99', { n: 5, step: 'last' }],
  ['?n=4&step=999', { n: 4, step: 45 }],
  ['?n=5&step=abc', { n: 5, step: 0 }],
  ['?lang=xx', { n: 8, step: 0 }],
];
for (const [query, want] of BAD) {
  test(`bad parameters ${query} give the nearest valid state and a notice`, async () => {
    const { page, errors, context } = await open(site.browser, site.url, query);
    await page.getByTestId('notice').waitFor();
    expect((await page.getByTestId('notice').innerText()).trim()).not.toBe('');
    expect(await page.getByTestId('panic').count()).toBe(0);
    const mask = Number(await value(page, 'bits-mask'));
    expect(mask).toBe(2 ** want.n - 1);
    const step = Number(await value(page, 'step-index'));
    if (want.step === 'last') {
      expect(await page.getByTestId('board').getAttribute('data-row')).toBe('-1');
      expect(step).toBe(Number(await value(page, 'step-total')));
    } else {
      expect(step).toBe(want.step);
    }
    await page.getByTestId('notice-dismiss').click();
    expect(await page.getByTestId('notice').count()).toBe(0);
    expect(errors).toStrictEqual([]);
    await context.close();
  });
}

test('a bug shows a readable message instead of a blank or frozen page', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?n=5');
  await page.evaluate(() => {
    try {
      window.wasmBindings.test_panic();
    } catch {
      // The wasm instance aborts after the hook ran.
    }
  });
  const panel = page.getByTestId('panic');
  await panel.waitFor();
  const text = await panel.innerText();
  expect(text).toMatch(/Something went wrong/);
  expect(text).toMatch(/test_panic\(\) was called/);
  expect(errors.some((e) => e.includes('bitqueens panicked')), 'the panic is logged too').toBeTruthy();
  await context.close();
});

for (const lang of ['en', 'ja']) {
  test(`${lang}: every equation wraps inside its box at every width from 320 to 1920 px, its result (= value (decimal)) on one line`, async () => {
    const { page, errors, context } = await open(site.browser, site.url, `?n=4&step=2&lang=${lang}`, { viewport: { width: 1280, height: 800 } });
    const bad = [];
    for (const width of [320, 360, 390, 480, 640, 768, 900, 1024, 1100, 1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      // Step 2 is the first descend (left, down, right and bitmap); step 8
      // a later one with more queens above.
      for (const [n, step] of [[4, 2], [6, 2], [8, 2], [8, 8], [12, 2], [16, 2], [16, 8]]) {
        await goTo(page, `?n=${n}&step=${step}&lang=${lang}`);
        await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', String(step));
        await expect(page.getByTestId('board').locator('[role=row][data-r]')).toHaveCount(n);
        const m = await page.evaluate(() => {
          const box = document.querySelector('.explain .equations');
          const b = box.getBoundingClientRect();
          const lines = [...box.querySelectorAll('.eq-lines > div')];
          return {
            count: lines.length,
            sideways: box.scrollWidth > box.clientWidth + 1,
            page: document.documentElement.scrollWidth > innerWidth,
            // A result on two lines, or reaching past the box's right edge.
            split: lines.map((l) => l.querySelector('.eq-result')).filter(Boolean)
              .filter((r) => new Set([...r.getClientRects()].map((c) => Math.round(c.top))).size > 1 || r.getBoundingClientRect().right > b.right + 1)
              .map((r) => r.textContent),
            left: lines.find((l) => l.textContent.startsWith('left'))?.querySelector('.eq-result')?.textContent ?? null,
          };
        });
        const where = `${width} px, n = ${n}, step ${step}`;
        if (m.count < 4 || m.sideways || m.page || m.split.length > 0 || !m.left) bad.push(`${where}: ${JSON.stringify(m)}`);
      }
    }
    expect(bad).toStrictEqual([]);
    expect(errors).toStrictEqual([]);
    await context.close();
  });
}

test('the step box shows the step shown: after a step button, a key and the timeline, never an old number', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?n=6&lang=en');
  await expect(page.getByTestId('step-total')).toBeAttached({ timeout: 30_000 });
  const input = page.getByTestId('step-input');
  await expect(input).toHaveValue('0');
  await input.fill('12');
  await input.press('Enter');
  await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', '12');
  await expect(input).toHaveValue('12');
  await page.getByTestId('step-forward').click();
  await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', '13');
  await expect(input).toHaveValue('13');
  await page.getByTestId('board').locator('[role=gridcell]').first().focus();
  await page.getByTestId('step-back').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', '12');
  await expect(input).toHaveValue('12');
  await page.getByTestId('timeline').fill('30');
  await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', '30');
  await expect(input).toHaveValue('30');
  // A message about a bad entry goes once the step changes.
  await input.fill('abc');
  await input.press('Enter');
  await expect(page.getByTestId('step-input-error')).toHaveCount(1);
  await page.getByTestId('step-forward').click();
  await expect(input).toHaveValue('31');
  await expect(page.getByTestId('step-input-error')).toHaveCount(0);
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('F opens presenter mode with the n select focused (its options are numbers)', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?n=6&step=3&lang=en');
  await page.getByTestId('n-input').focus();
  await page.keyboard.press('f');
  await page.getByTestId('present').waitFor();
  await expect(page.getByTestId('n-input')).toHaveCount(0);
  // F leaves it again.
  await page.keyboard.press('f');
  await page.getByTestId('n-input').waitFor();
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('the controls\' icons are drawn (SVG), not glyphs a font may lack: the page\'s bar, presenter mode and the widget', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?n=6&step=3&lang=en');
  const glyphs = /[▶⏸←→↺⇤⇥⤓]/;
  const read = () => page.evaluate(() => [...document.querySelectorAll('main button')].map((b) => ({
    id: b.dataset.testid, text: b.innerText, icons: [...b.querySelectorAll('svg[data-icon]')].map((s) => s.dataset.icon),
  })));
  const check = (buttons, want) => {
    for (const [id, icon] of Object.entries(want)) {
      const b = buttons.find((x) => x.id === id);
      expect(b?.icons, `${id}`).toStrictEqual([icon]);
    }
    expect(buttons.filter((b) => glyphs.test(b.text)).map((b) => `${b.id}: ${b.text}`)).toStrictEqual([]);
  };
  check(await read(), { play: 'play', 'step-back': 'back', 'step-forward': 'forward', reset: 'reset', 'prev-solution': 'prev-solution', 'next-solution': 'next-solution', 'export-svg': 'download' });
  await page.getByTestId('present-toggle').click();
  await page.getByTestId('present').waitFor();
  check(await read(), { play: 'play', 'step-back': 'back', 'step-forward': 'forward' });
  // Playing: the pause icon, drawn, with a size (not an empty box).
  await page.getByTestId('play').click();
  await expect(page.getByTestId('play')).toHaveAttribute('data-playing', 'true');
  const pause = page.getByTestId('play').locator('svg[data-icon=pause]');
  await expect(pause).toHaveCount(1);
  const size = await pause.evaluate((s) => s.getBoundingClientRect().width);
  expect(size, 'the pause icon is drawn large').toBeGreaterThanOrEqual(16);
  await page.getByTestId('play').click();
  await page.goto(`${site.url}?n=6&step=3&lang=en&embed=1`);
  await page.getByTestId('embed').waitFor();
  check(await read(), { play: 'play', 'step-back': 'back', 'step-forward': 'forward' });
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('at 1024×768 the code keeps its lines whole and the stack shows bitmap and bit without scrolling', async () => {
  for (const lang of ['en', 'ja']) {
    for (const n of [8, 16]) {
      const { page, errors, context } = await open(site.browser, site.url, `?n=${n}&step=40&lang=${lang}&code=c`, { viewport: { width: 1024, height: 768 } });
      const m = await page.evaluate(() => {
        // A line of up to 60 characters is one line high.
        const lines = [...document.querySelectorAll('.code-src')].filter((l) => l.textContent.length <= 60);
        const lh = parseFloat(getComputedStyle(lines[0]).lineHeight);
        const wrapped = lines.filter((l) => l.getBoundingClientRect().height > lh * 1.5).map((l) => l.textContent);
        const stack = document.querySelector('[data-testid=stack]');
        const s = stack.getBoundingClientRect();
        const cells = [...stack.querySelectorAll('thead th')].slice(4).map((th) => th.getBoundingClientRect());
        return { count: lines.length, wrapped, scrolls: stack.scrollWidth > stack.clientWidth + 1, hidden: cells.filter((c) => c.right > s.right + 1).length };
      });
      const what = `${lang}, n = ${n}: ${JSON.stringify(m)}`;
      expect(m.count, what).toBeGreaterThan(20);
      expect(m.wrapped, what).toStrictEqual([]);
      expect(m.scrolls || m.hidden > 0, what).toBe(false);
      expect(errors).toStrictEqual([]);
      await context.close();
    }
  }
});

test('the row tails beside the board hold every binary digit of their row (n = 11..16, desktop, both languages)', async () => {
  // A tail writes its row's queen as n binary digits; cut to its box, a
  // 16-digit value read as a wrong 9-digit one.
  for (const viewport of [{ width: 1024, height: 768 }, { width: 1280, height: 800 }]) {
    for (const [n, lang] of [[12, 'en'], [16, 'ja'], [16, 'en']]) {
      const { page, errors, context } = await open(site.browser, site.url, `?n=${n}&step=300&lang=${lang}`, { viewport });
      await page.getByTestId('code').waitFor();
      await expect(page.locator('.stepper')).not.toHaveAttribute('aria-busy', /.*/);
      const tails = await page.evaluate(() => [...document.querySelectorAll('[data-testid=board] .row-tail')]
        .filter((e) => e.textContent.trim() && e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden')
        .map((e) => ({ text: e.textContent.trim(), cut: e.scrollWidth > e.clientWidth + 1 })));
      expect(tails.length, `${viewport.width} px, n = ${n}: the tails are shown`).toBeGreaterThan(0);
      for (const t of tails) expect(t.text).toHaveLength(n);
      expect(tails.filter((t) => t.cut).map((t) => t.text), `${viewport.width} px, n = ${n}, ${lang}: tails cut`).toStrictEqual([]);
      // The board's columns and the bit rows' digits stay aligned.
      const [board, bits] = await Promise.all([
        page.locator('[data-testid=board] .cell').first().boundingBox(),
        page.locator('[data-testid=bits-left] .digit').first().boundingBox(),
      ]);
      expect(Math.abs(board.x - bits.x), 'column 0 over its digit').toBeLessThan(1.5);
      expect(errors).toStrictEqual([]);
      await context.close();
    }
  }
});
