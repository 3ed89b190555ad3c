// The stepper page in a browser: load, a far step opened while the timeline
// is counted, bad addresses, the step box, and the layout (equations, code,
// stack, row tails) at real widths. What each moment shows, and the address's
// parsing: natively.
import { test, expect, useSite, open, value, goTo, SHOWN, badEquationBreaks } from './harness.mjs';

const site = useSite();

/** The page agrees with itself: the queens on the board are the stack's bits. */
async function consistent(page) {
  const { n, queens, bits } = await page.evaluate(() => ({
    n: Number(document.querySelector('[data-testid=n-input]').value),
    queens: document.querySelector('[data-testid=board]').dataset.queens,
    bits: [...document.querySelectorAll('[data-testid^=stack-row-]')].map((r) => Number(r.dataset.bit)),
  }));
  const cols = bits.filter((b) => b !== 0).map((b) => n - 1 - (31 - Math.clz32(b)));
  expect(queens, 'the board\'s queens are the stack\'s').toBe(cols.join(' '));
}

test('a late step of n = 14 opens after the timeline is counted, its progress shown meanwhile', async () => {
  const K = 60_000_000;
  // Every progress text the step counter shows while the timeline is counted.
  const record = () => {
    window.preparingSeen = [];
    new MutationObserver(() => {
      const note = document.querySelector('.of.preparing');
      const text = note?.textContent;
      if (text && window.preparingSeen.at(-1) !== text) window.preparingSeen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  };
  const { page } = await open(site.browser, site.url, `?n=14&step=${K}`, { initScript: record });
  await page.waitForFunction(
    (k) => document.querySelector('[data-testid=step-index]')?.dataset.value === String(k),
    K,
    { timeout: 300_000 },
  );
  // The page answered while it counted: its progress moved on screen.
  const seen = await page.evaluate(() => window.preparingSeen);
  expect(seen.length >= 2, `progress shown while counting: ${JSON.stringify(seen)}`).toBeTruthy();
  expect(seen[0]).toMatch(/^ \/ counting… \d+%$/);
  await consistent(page);
});

test('the bare address shows the start of n = 8; bad parameters give the nearest valid state and a notice that can be dismissed', async () => {
  const { page } = await open(site.browser, site.url);
  expect([await value(page, 'step-index'), await value(page, 'bits-mask'), await page.getByTestId('board').getAttribute('data-row')]).toStrictEqual(['0', '255', '0']);
  // This Chromium has WebAssembly SIMD: no "unsupported browser" message.
  expect(await page.getByTestId('unsupported').count()).toBe(0);
  // (Each kind of bad n and step: core's URL tests.) One of each reaches the
  // page: its notice shown and dismissed, the board and step where the state says.
  for (const [query, n, step] of [
    ['?n=40', 16, 0], ['?n=5&step=1e99', 5, SHOWN.totals[5]], ['?n=4&step=999', 4, SHOWN.totals[4]], ['?lang=xx', 8, 0],
  ]) {
    await page.goto(site.url + query);
    await page.getByTestId('notice').waitFor();
    expect((await page.getByTestId('notice').innerText()).trim(), query).not.toBe('');
    expect(await page.getByTestId('panic').count()).toBe(0);
    const shown = [await page.getByTestId('n-input').inputValue(), await value(page, 'step-index')];
    expect(shown, query).toStrictEqual([String(n), String(step)]);
    await page.getByTestId('notice-dismiss').click();
    expect(await page.getByTestId('notice').count()).toBe(0);
  }
});

for (const lang of ['en', 'ja']) {
  test(`${lang}: every equation wraps inside its box at the narrowest width of each layout from 320 to 1920 px, its result (= value (decimal)) on one line, broken only before an operator (never after one, nor inside a number)`, async () => {
    const { page } = await open(site.browser, site.url, `?n=4&step=2&lang=${lang}`, { viewport: { width: 1280, height: 800 } });
    const bad = [];
    // Step 2: the first descend; step 8: a later one with more queens above.
    for (const [n, step] of [[4, 2], [8, 8], [12, 2], [16, 2], [16, 8]]) {
      await goTo(page, `?n=${n}&step=${step}&lang=${lang}`);
      await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', String(step));
      await expect(page.getByTestId('board').locator('[role=row][data-r]')).toHaveCount(n);
      // The narrowest width of each layout (breakpoints at 26, 36, 40, 60 and
      // 80 rem; side by side from 800 px) is its hardest.
      for (const width of [320, 417, 577, 641, 800, 960, 1280]) {
        await page.setViewportSize({ width, height: 800 });
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
        if (m.count < 4 || m.sideways || m.page || m.split.length > 0 || !m.left) bad.push(`${width} px, n = ${n}, step ${step}: ${JSON.stringify(m)}`);
        bad.push(...(await badEquationBreaks(page)).map((b) => `${width} px, n = ${n}, step ${step}: ${b}`));
      }
    }
    expect(bad).toStrictEqual([]);
  });
}

test('the step box: a typed number (Enter or Go) jumps there; bad input gets a message, never a panic; it shows the step shown after a step button, a key and the timeline, never an old number', async () => {
  // (What the box accepts and each message: core's speech.rs.)
  const { page } = await open(site.browser, site.url, '?n=6&lang=en');
  await expect(page.getByTestId('step-total')).toBeAttached({ timeout: 30_000 });
  const last = await value(page, 'step-total');
  const input = page.getByTestId('step-input');
  await expect(input).toHaveValue('0');
  await input.fill('12');
  await input.press('Enter');
  await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', '12');
  await expect(input).toHaveValue('12');
  await expect.poll(() => new URL(page.url()).searchParams.get('step')).toBe('12');
  await page.getByTestId('step-forward').click();
  await expect(input).toHaveValue('13');
  await page.getByTestId('step-back').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', '12');
  await expect(input).toHaveValue('12');
  await page.getByTestId('timeline').fill('30');
  await expect(input).toHaveValue('30');
  // A bad entry gets a message and moves nothing; it goes once the step changes.
  const error = page.getByTestId('step-input-error');
  for (const [bad, says] of [['abc', '“abc” is not a step number'], [String(Number(last) + 1), last]]) {
    await input.fill(bad);
    await input.press('Enter');
    await expect(error, `"${bad}"`).toContainText(says);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(await value(page, 'step-index')).toBe('30');
  }
  await page.getByTestId('step-forward').click();
  await expect(input).toHaveValue('31');
  await expect(error).toHaveCount(0);
  // The Go button jumps too.
  await input.fill(last);
  await page.getByTestId('step-go').click();
  await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', last);
  expect(await page.getByTestId('panic').count()).toBe(0);
});

test('desktop widths: the code keeps its lines whole, the stack shows bitmap and bit, the row tails hold every digit, the bit rows\' digits sit under the columns; from 576 px the step\'s panel keeps its height from step to step, the derivation\'s box to its foot; a derivation row\'s formula on one line', async () => {
  const { page } = await open(site.browser, site.url, '?n=8&step=40&lang=en&code=c', { viewport: { width: 1024, height: 768 } });
  for (const lang of ['en', 'ja']) {
    for (const n of [8, 16]) {
      await goTo(page, `?n=${n}&step=40&lang=${lang}&code=c`);
      await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', '40');
      const m = await page.evaluate(() => {
        // A line of up to 60 characters is one line high; the stack's last columns shown.
        const lines = [...document.querySelectorAll('.code-src')].filter((l) => l.textContent.length <= 60);
        const lh = parseFloat(getComputedStyle(lines[0]).lineHeight);
        const wrapped = lines.filter((l) => l.getBoundingClientRect().height > lh * 1.5).map((l) => l.textContent);
        const stack = document.querySelector('[data-testid=stack]');
        const s = stack.getBoundingClientRect();
        const cells = [...stack.querySelectorAll('thead th')].slice(4).map((th) => th.getBoundingClientRect());
        return { count: lines.length, wrapped, scrolls: stack.scrollWidth > stack.clientWidth + 1, hidden: cells.filter((c) => c.right > s.right + 1).length };
      });
      const what = `1024×768, ${lang}, n = ${n}: ${JSON.stringify(m)}`;
      expect(m.count, what).toBeGreaterThan(20);
      expect(m.wrapped, what).toStrictEqual([]);
      expect(m.scrolls || m.hidden > 0, what).toBe(false);
    }
  }
  // A tail writes its row's queen as n digits (cut, 16 digits read as a wrong 9).
  for (const viewport of [{ width: 1024, height: 768 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport);
    for (const [n, lang] of [[12, 'en'], [16, 'ja'], [16, 'en']]) {
      await goTo(page, `?n=${n}&step=300&lang=${lang}`);
      await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', '300');
      await expect(page.locator('.stepper')).not.toHaveAttribute('aria-busy', /.*/);
      const where = `${viewport.width} px, n = ${n}, ${lang}`;
      const tails = await page.evaluate(() => [...document.querySelectorAll('[data-testid=board] .row-tail')]
        .filter((e) => e.textContent.trim() && e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden')
        .map((e) => ({ text: e.textContent.trim(), cut: e.scrollWidth > e.clientWidth + 1 })));
      expect(tails.length, `${where}: the tails are shown`).toBeGreaterThan(0);
      for (const t of tails) expect(t.text, where).toHaveLength(n);
      expect(tails.filter((t) => t.cut).map((t) => t.text), `${where}: tails cut`).toStrictEqual([]);
      // The bit rows' digits sit under the board's columns.
      const xs = await page.evaluate(() => {
        const x = (el) => el.getBoundingClientRect().left;
        return {
          cells: [...document.querySelectorAll('[data-testid=board] [role=row]:nth-child(2) [role=gridcell]')].map(x),
          digits: [...document.querySelectorAll('[data-testid=bits-left] .digit')].map(x),
        };
      });
      expect(xs.digits.length, where).toBe(n);
      expect(xs.cells.length, where).toBe(n);
      xs.digits.forEach((d, c) => expect(Math.abs(d - xs.cells[c]), `${where}: column ${c} over its digit`).toBeLessThan(1.5));
    }
  }
  // The panel "This step" keeps one height at every step from 576 px wide
  // (it ran from 370 to 607 px), so what follows stays put: n = 8's start, a
  // place, a descend, its tallest, a back-track and a solution; on an upright
  // phone it takes only the room each step needs. A shorter step's room is
  // the derivation's box, drawn to the panel's foot (not a blank of 200 px);
  // a formula naming a derivation row (16 characters and fewer) on one line.
  const STEPS = [0, 1, 2, 13, 14, 330];
  const unsteady = [];
  const blank = [];
  const broken = [];
  for (const lang of ['en', 'ja']) {
    const heights = new Map();
    for (const step of STEPS) {
      await goTo(page, `?n=8&step=${step}&lang=${lang}`);
      await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', String(step));
      for (const width of [390, 576, 768, 1024, 1280]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        const m = await page.locator('section.explain').evaluate((e) => {
          const bottom = (x) => x.getBoundingClientRect().bottom;
          const formulas = [...e.querySelectorAll('.derivation .row-label')].filter((l) => / [&^] /.test(l.textContent) && l.textContent.length <= 16);
          // Its lines: its text's boxes (and the span's) that start 4 px and more apart.
          const lines = (l) => {
            const r = document.createRange();
            r.selectNodeContents(l);
            const tops = [...r.getClientRects()].filter((b) => b.width > 1).map((b) => b.top).sort((a, b) => a - b);
            return tops.filter((t, i) => i === 0 || t - tops[i - 1] > 4).length;
          };
          return {
            h: Math.round(e.getBoundingClientRect().height),
            foot: Math.round(bottom(e) - Math.max(...[...e.children].map(bottom))),
            broken: formulas.filter((l) => lines(l) > 1 || l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent),
            formulas: formulas.length,
            wide: document.documentElement.scrollWidth > innerWidth,
          };
        });
        heights.set(width, [...(heights.get(width) ?? []), m.h]);
        if (width >= 576 && m.foot > 12) blank.push(`${lang}, ${width} px, step ${step}: ${m.foot} px`);
        if (m.broken.length || m.wide) broken.push(`${lang}, ${width} px, step ${step}: ${m.broken}${m.wide ? ' (sideways)' : ''}`);
        if (step === 1) expect(m.formulas, `${lang}, ${width} px: a place's formula names`).toBe(4);
      }
    }
    for (const [width, hs] of heights) {
      if (width === 390) expect(hs[0], `${lang}, 390 px: the start's panel (${hs})`).toBeLessThan(Math.max(...hs) - 100);
      else if (Math.max(...hs) - Math.min(...hs) > 1) unsteady.push(`${lang}, ${width} px: ${hs}`);
    }
  }
  expect(unsteady, `the panel's heights at steps ${STEPS}`).toStrictEqual([]);
  expect(broken, 'a derivation row\'s formula broken or cut').toStrictEqual([]);
  expect(blank, 'a blank under the panel\'s last part').toStrictEqual([]);
});
