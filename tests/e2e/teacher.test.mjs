// What a teacher uses and the shell around it: the embedded widget fits its
// frame, the share dialog's sizes and QR code, presenter mode's board, the
// dialogs and the phone menu hold and return the focus, each view's title
// and heading, the sources section and its citations, and what a screen
// reader hears of a count.
import { test, expect, useSite, open, PHONE, DESKTOP, goTo } from './harness.mjs';

const site = useSite();
const LANGS = ['en', 'ja'];

/** The test id of the focused element, or its tag name. */
const focused = (page) => page.evaluate(() => {
  const el = document.activeElement;
  return el?.dataset?.testid ?? el?.tagName ?? null;
});

/** Whether the focused element lies inside the element of test id `testid`. */
const focusInside = (page, testid) => page.evaluate(
  (id) => document.querySelector(`[data-testid=${id}]`)?.contains(document.activeElement) ?? false,
  testid,
);

// (A 360 × 480 frame scrolls as a page instead, as the share dialog says:
// walk-embed.test.mjs.)
test('the embedded widget fits 640×480: board, bit rows and the equation without scrolling, n = 4..8', async () => {
  for (const [width, height] of [[640, 480]]) {
    const { page, errors, context } = await open(site.browser, site.url, '?n=4&step=2&lang=en&embed=1', {
      viewport: { width, height }, ready: 'embed',
    });
    for (const lang of LANGS) {
      for (let n = 4; n <= 8; n++) {
        for (const step of [2, 9]) {
          // The moment's address, restored in the page as Back or Forward
          // would (the same state a load of that address gives, without a
          // load each time).
          await goTo(page, `?n=${n}&step=${step}&lang=${lang}&embed=1`);
          await page.locator(`html[lang=${lang}]`).waitFor({ state: 'attached' });
          await expect(page.getByTestId('board').locator('[role=row][data-r]')).toHaveCount(n);
          await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', String(step));
          const fit = await page.evaluate(() => {
            const bottom = (sel) => document.querySelector(sel)?.getBoundingClientRect().bottom ?? Infinity;
            const eq = document.querySelector('[data-testid=equation]');
            return {
              h: window.innerHeight,
              scrollH: document.documentElement.scrollHeight,
              scrollW: document.documentElement.scrollWidth,
              w: window.innerWidth,
              board: bottom('[data-testid=board]'),
              bits: bottom('.bit-grid'),
              eq: bottom('[data-testid=equation]'),
              // The line `bitmap = mask & ~(left|down|right)` is inside the
              // equation's box, not scrolled away in it.
              eqScrolls: eq ? eq.scrollHeight > eq.clientHeight + 1 : true,
              lines: eq ? eq.innerText : '',
            };
          });
          const where = `${width}×${height}, ${lang}, n = ${n}, step ${step}: ${JSON.stringify(fit)}`;
          expect(fit.lines, where).toContain('bitmap');
          expect(fit.board <= fit.h && fit.bits <= fit.h && fit.eq <= fit.h, where).toBe(true);
          expect(fit.scrollH <= fit.h && fit.scrollW <= fit.w, where).toBe(true);
          expect(fit.eqScrolls, where).toBe(false);
        }
      }
    }
    expect(errors).toStrictEqual([]);
    await context.close();
  }
});

test('the embed example page: its words match its widgets', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 1400 } });
  const p = await context.newPage();
  await p.goto(`${site.url}embed-example.html`);
  const claims = p.locator('[data-claim]');
  expect(await claims.count()).toBe(2);
  const frames = p.locator('iframe');
  expect(await frames.count()).toBe(2);
  for (let i = 0; i < 2; i++) {
    const claim = JSON.parse(await claims.nth(i).getAttribute('data-claim'));
    const text = (await claims.nth(i).innerText()).replace(/\s+/g, ' ');
    for (const word of claim.words) expect(text, `claim ${i}`).toContain(word);
    const handle = await frames.nth(i).elementHandle();
    await handle.scrollIntoViewIfNeeded();
    const frame = await handle.contentFrame();
    await frame.getByTestId('embed').waitFor();
    await expect(frame.getByTestId('step-index')).toHaveAttribute('data-value', String(claim.step));
    const board = frame.getByTestId('board');
    expect(await board.getAttribute('data-row')).toBe(String(claim.row));
    const queens = (await board.getAttribute('data-queens')).trim();
    expect(queens.split(/\s+/).length).toBe(claim.queens);
    expect(text).toContain(queens);
    await expect(frame.getByTestId('equation')).toContainText(claim.equation);
    // The full site at the same moment: the solutions found so far.
    const href = await frame.getByTestId('embed-open').getAttribute('href');
    const full = await context.newPage();
    await full.goto(new URL(href, frame.url()).href);
    await expect(full.getByTestId('solutions-found')).toHaveAttribute('data-value', String(claim.solutions));
    await full.close();
  }
  await context.close();
});

test('share: the frame size changes the iframe code; Tab stays in the dialog; Escape gives the focus back', async () => {
  for (const lang of LANGS) {
    const { page, errors, context } = await open(site.browser, site.url, `?n=6&step=2&lang=${lang}`);
    await page.getByTestId('share-open').click();
    const code = page.getByTestId('share-embed-code');
    await expect(code).toHaveValue(/width="640" height="480"/);
    await page.getByTestId('share-size').selectOption({ label: '360 × 480' });
    await expect(code).toHaveValue(/width="360" height="480"/);
    await page.getByTestId('share-size').selectOption({ label: '800 × 600' });
    await expect(code).toHaveValue(/width="800" height="600"/);
    // The dialog is a modal <dialog>: Tab and Shift+Tab cycle inside it.
    expect(await page.evaluate(() => document.querySelector('[data-testid=share-dialog]').matches('dialog:modal'))).toBe(true);
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInside(page, 'share-dialog'), `Tab ${i + 1}: ${await focused(page)}`).toBe(true);
    }
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside(page, 'share-dialog'), `Shift+Tab ${i + 1}: ${await focused(page)}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.getByTestId('share-dialog').waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('share-open');
    expect(errors).toStrictEqual([]);
    await context.close();
  }
});

test('share: a QR code of the link, with a name, that changes with the link', async () => {
  for (const lang of LANGS) {
    const { page, errors, context } = await open(site.browser, site.url, `?n=6&step=2&lang=${lang}`);
    await page.getByTestId('share-open').click();
    const qr = page.getByTestId('share-qr');
    await expect(qr).toBeVisible({ timeout: 20_000 });
    // An image of an SVG, named by its alt text.
    expect(await qr.getAttribute('alt')).toMatch(lang === 'ja' ? /QRコード/ : /QR code/);
    const first = await qr.getAttribute('src');
    expect(decodeURIComponent(first)).toMatch(/^data:image\/svg\+xml;charset=utf-8,<svg /);
    expect(await qr.getAttribute('data-link')).toBe(await page.getByTestId('share-link').inputValue());
    expect(await qr.evaluate((img) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByTestId('step-forward').click();
    await page.getByTestId('share-open').click();
    await expect(qr).toHaveAttribute('data-link', await page.getByTestId('share-link').inputValue(), { timeout: 20_000 });
    expect(await qr.getAttribute('src')).not.toBe(first);
    expect(errors).toStrictEqual([]);
    await context.close();
  }
});

test('keys: Tab stays in the dialog, Escape gives the focus back to the opener (button or key)', async () => {
  for (const lang of LANGS) {
    const { page, errors, context } = await open(site.browser, site.url, `?n=6&lang=${lang}`);
    await page.getByTestId('help-toggle').click();
    await page.getByTestId('help').waitFor();
    expect(await focused(page)).toBe('help-close');
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
      expect(await focusInside(page, 'help')).toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.getByTestId('help').waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('help-toggle');
    // Opened by its key, from no control: the focus comes back to the
    // help button rather than to the body.
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('?');
    await page.getByTestId('help').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('help').waitFor({ state: 'detached' });
    expect(await focused(page)).not.toBe('BODY');
    expect(errors).toStrictEqual([]);
    await context.close();
  }
});

test('the phone menu: Escape closes it and gives the focus to its button; leaving it by Tab closes it', async () => {
  const { page, context } = await open(site.browser, site.url, '?lang=ja', { viewport: PHONE });
  const nav = page.locator('#site-nav');
  const toggle = page.getByTestId('menu-toggle');
  await toggle.click();
  await expect(nav).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement.closest('#site-nav') !== null)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(await focused(page)).toBe('menu-toggle');
  // Tab through every link and out of the menu: it closes.
  await toggle.click();
  await expect(nav).toBeVisible();
  const links = await nav.locator('a').count();
  for (let i = 0; i <= links; i++) await page.keyboard.press('Tab');
  await expect(nav).toBeHidden();
  await context.close();
});

test('every view has a title of its own and takes the focus to its heading', async () => {
  for (const lang of LANGS) {
    const { page, errors, context } = await open(site.browser, site.url, `?lang=${lang}`);
    const names = await page.locator('#site-nav a').evaluateAll((as) => as.map((a) => [a.dataset.testid, a.textContent.trim()]));
    expect(names.length).toBe(8); // stepper, learn, count, lab, bits, symmetry, records, tree
    // From the last view back to the first, so that every view is reached
    // by a change of view.
    for (const [testid, name] of [...names.slice(1), names[0]]) {
      await page.getByTestId(testid).click();
      await expect(page).toHaveTitle(`${name} — bitqueens`, { timeout: 20_000 });
      await expect.poll(() => page.evaluate(() => {
        const el = document.activeElement;
        return /^H[12]$/.test(el.tagName) && el.closest('main:not([hidden])') !== null;
      }), { timeout: 20_000, message: `${lang}: ${testid}` }).toBe(true);
    }
    expect(errors).toStrictEqual([]);
    await context.close();
  }
});

test('presenter mode fills the screen: the board takes most of its height, every bit row through bit is on it without scrolling; on and off keep the focus on a control', async () => {
  // [width, height, the board's least share of the height]: a projector's
  // 16:10, 16:9 and 4:3 (side by side), a tablet upright (stacked), phones
  // lying down (side by side, under a short head).
  const screens = [[1280, 800, 0.6], [1920, 1080, 0.7], [1024, 768, 0.45], [768, 1024, 0.35], [844, 390, 0.6], [667, 375, 0.6]];
  for (const [width, height, least] of screens) {
    const phone = height < 500;
    for (const n of [8, 12]) {
      for (const lang of width < height || phone ? LANGS : ['en']) {
        const what = `${width}×${height}, n = ${n}, ${lang}`;
        const { page, context } = await open(site.browser, site.url, `?n=${n}&step=20&lang=${lang}&present=1`, { viewport: { width, height }, ready: 'present', hasTouch: phone });
        const at = await page.evaluate(() => {
          const middle = (e) => { const r = e.getBoundingClientRect(); return r.left + r.width / 2; };
          const squares = [...document.querySelectorAll('[data-testid=board] .board-row[data-r="0"] .cell')].map(middle);
          const digits = [...document.querySelectorAll('[data-testid=bits-bit] .digit')].map(middle);
          // The row itself is `display: contents` (no box): its value's box.
          const bit = document.querySelector('[data-testid=bits-bit] .row-tail').getBoundingClientRect();
          const board = document.querySelector('[data-testid=board]').getBoundingClientRect();
          const controls = [...document.querySelectorAll('.present-head button')].map((b) => b.getBoundingClientRect());
          return {
            board: board.height / window.innerHeight,
            boardBottom: board.bottom,
            smallest: Math.min(...controls.flatMap((r) => [r.width, r.height])),
            bitTop: bit.top,
            bitBottom: bit.bottom,
            offsets: digits.map((x, i) => Math.round(Math.abs(x - squares[i]))),
            wide: document.documentElement.scrollWidth > window.innerWidth,
          };
        });
        expect(at.board, `${what}: the board's share ${at.board}`).toBeGreaterThanOrEqual(least);
        expect(at.bitTop, `${what}: the bit row has a box`).toBeGreaterThan(0);
        expect(at.boardBottom, `${what}: the board ends at ${at.boardBottom}`).toBeLessThanOrEqual(height);
        expect(at.bitBottom, `${what}: the bit row ends at ${at.bitBottom}`).toBeLessThanOrEqual(height);
        if (phone) expect(at.smallest, `${what}: a control of ${at.smallest} px`).toBeGreaterThanOrEqual(44);
        expect(at.wide, what).toBe(false);
        expect(at.offsets.length, what).toBe(n);
        // Stacked, each digit is under its square (side by side the rows
        // are beside the board).
        if (width < height) expect(at.offsets, `${what}: digits off their squares`).toStrictEqual(Array(n).fill(0));
        await context.close();
      }
    }
  }
  const { page, context } = await open(site.browser, site.url, '?n=8&lang=ja');
  await page.getByTestId('present-toggle').click();
  await page.getByTestId('present').waitFor();
  await expect.poll(() => focused(page)).toBe('present-caption');
  await page.getByTestId('present-exit').click();
  await page.getByTestId('present').waitFor({ state: 'detached' });
  await expect.poll(() => focused(page)).toBe('present-toggle');
  await context.close();
});

test('sources: a citation on the lab opens the records page at its entry; no "seed" on the stepper, the lesson or the count', async () => {
  // Where every citation points, and the lab's, records', bits' and
  // symmetry pages' words: tests/views_pages.rs (mod sources).
  for (const lang of LANGS) {
    const { page, errors, context } = await open(site.browser, site.url, `?view=lab&lang=${lang}`, { ready: 'lab-run' });
    await page.locator('[data-testid=cite]').first().click();
    await page.getByTestId('sources').waitFor();
    await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#src-/);
    for (const view of ['stepper', 'learn', 'count']) {
      await page.goto(`${site.url}?view=${view}&lang=${lang}`);
      await page.locator('main:not([hidden]) h2').first().waitFor();
      const text = await page.evaluate(() => document.body.innerText + ' ' + document.title);
      expect(/seed|シード/i.test(text), `${view} (${lang})`).toBe(false);
    }
    expect(errors).toStrictEqual([]);
    await context.close();
  }
});

test('the count: few progress announcements, and the totals in the last one', async () => {
  for (const [lang, n, total, unique] of [['en', 15, '2,279,184', '285,053'], ['ja', 16, '14,772,512', '1,846,955']]) {
    const { page, context } = await open(site.browser, site.url, `?view=count&lang=${lang}`, { ready: 'count-view' });
    await page.evaluate(() => {
      window.announced = [];
      const live = document.querySelector('[data-testid=count-announce]');
      new MutationObserver(() => window.announced.push([performance.now(), live.textContent])).observe(live, { childList: true, subtree: true, characterData: true });
    });
    const started = Date.now();
    await page.getByTestId('count-n').fill(String(n));
    await page.getByTestId('count-start').click();
    const go = page.getByTestId('count-estimate-go');
    await page.locator('[data-testid=count-status][data-state=done]').or(go).first().waitFor({ timeout: 240_000 });
    if (await go.isVisible()) await go.click();
    await page.locator('[data-testid=count-status][data-state=done]').waitFor({ timeout: 240_000 });
    const seconds = (Date.now() - started) / 1000;
    const said = await page.evaluate(() => window.announced.map(([, t]) => t).filter((t, i, all) => t !== '' && t !== all[i - 1]));
    const last = said[said.length - 1];
    expect(last, said.join(' | ')).toContain(total);
    expect(last).toContain(unique);
    // The start, one every 5 s at most, the end (and a calibration's two).
    expect(said.length, said.join(' | ')).toBeLessThanOrEqual(4 + Math.ceil(seconds / 5));
    await context.close();
  }
});

test('the lab: a fast method is timed by the median of repeated batches (or said to be below the clock), and a range run draws the whole curve', async () => {
  for (const lang of LANGS) {
    const { page, errors, context } = await open(site.browser, site.url, `?view=lab&lang=${lang}`, { ready: 'lab-run' });
    await page.getByTestId('lab-n').selectOption('6');
    await page.getByTestId('lab-limit').selectOption('1');
    await page.getByTestId('lab-run').click();
    const table = page.getByTestId('lab-table');
    await expect(table).toHaveAttribute('data-running', 'false', { timeout: 120_000 });
    const bitmap = page.getByTestId('lab-row-bitmap');
    await expect(bitmap).toHaveAttribute('data-state', 'done');
    const runs = Number(await bitmap.getAttribute('data-runs'));
    const below = await bitmap.getAttribute('data-below-resolution');
    const time = await bitmap.locator('td').nth(3).innerText();
    // n = 6 takes microseconds: never a single run's reading.
    expect(runs, time).toBeGreaterThan(1);
    if (below === 'true') {
      expect(time).toContain(lang === 'ja' ? '時計の分解能' : "below the clock's resolution");
    } else {
      expect(time).toContain(lang === 'ja' ? '中央値' : 'median');
      // The value a test reads is the one shown, to the shown digits (a
      // run of 0.44 µs is not 0 ms).
      const ms = Number(await bitmap.getAttribute('data-ms'));
      const [, shown, unit] = time.match(/([\d.]+) (µs|ms)/);
      const scale = unit === 'µs' ? 1000 : 1;
      // Half the shown last digit, in ms.
      const half = 0.5 * 10 ** -(shown.split('.')[1] ?? '').length / scale;
      expect(ms).toBeGreaterThan(0);
      expect(Math.abs(ms - Number(shown) / scale), `${ms} ms, shown as ${time}`).toBeLessThanOrEqual(half * 1.001);
    }
    // The range runs in one language (their words are the table's, checked above).
    if (lang !== 'ja') {
      expect(errors).toStrictEqual([]);
      await context.close();
      continue;
    }
    // One click: every board from 4 to 7, each a point of the time chart.
    await page.getByTestId('lab-limit').selectOption('1');
    await page.getByTestId('lab-n').selectOption('7');
    await page.getByTestId('lab-run-range').click();
    await expect(table).toHaveAttribute('data-n', '7', { timeout: 180_000 });
    await expect(table).toHaveAttribute('data-running', 'false', { timeout: 180_000 });
    const ns = await page.locator('[data-testid=lab-chart-time] path[data-series=bitmap]').evaluateAll(
      (ps) => [...new Set(ps.map((p) => p.dataset.n))].sort((a, b) => a - b),
    );
    expect(ns).toStrictEqual(['4', '5', '6', '7']);
    // A method stopped by the limit is not run again on the larger boards
    // of the range: brute force (n^n leaves) cannot do n = 9 in a second.
    await page.getByTestId('lab-n').selectOption('10');
    await page.getByTestId('lab-run-range').click();
    await expect(table).toHaveAttribute('data-n', '10', { timeout: 180_000 });
    await expect(table).toHaveAttribute('data-running', 'false', { timeout: 180_000 });
    const brute = page.getByTestId('lab-row-bruteforce');
    await expect(brute).toHaveAttribute('data-state', 'skipped');
    const at = Number(await brute.locator('td.state').getAttribute('data-gave-up'));
    expect(at).toBeGreaterThanOrEqual(4);
    expect(at).toBeLessThanOrEqual(9);
    await expect(brute.locator('td.state')).toContainText(`n = ${at}`);
    const bruteNs = await page.locator('[data-testid=lab-chart-time] path[data-series=bruteforce]').evaluateAll((ps) => ps.map((p) => Number(p.dataset.n)));
    expect(bruteNs.every((k) => k < at), `brute force drawn at ${bruteNs}, gave up at ${at}`).toBeTruthy();
    // The methods that never reached the limit ran on every board.
    await expect(page.getByTestId('lab-row-bitmap')).toHaveAttribute('data-state', 'done');
    await expect(page.getByTestId('lab-row-bitmap')).toHaveAttribute('data-n', '10');
    expect(errors).toStrictEqual([]);
    await context.close();
  }
});

test('presenter mode on a 1024×768 projector: every label, value and equation at 20 px or more', async () => {
  for (const n of [8, 12, 16]) {
    const { page, errors, context } = await open(site.browser, site.url, `?n=${n}&step=20&lang=en&present=1`, { viewport: { width: 1024, height: 768 }, ready: 'present' });
    // At n = 16 the board's squares are about 24 px: its row and column
    // numbers are smaller there (and whole), its column numbers apart.
    const heads = n > 12 ? '' : ', .present .board .col-head, .present .board .row-label';
    const small = await page.evaluate((heads) => [...document.querySelectorAll(
      `.present .bit-grid .row-label, .present .bit-grid .row-tail, .present .bit-grid .digit, .present [data-testid=equation], .present-event${heads}`,
    )].filter((e) => e.textContent.trim() !== '')
      .map((e) => ({ what: `${e.className} “${e.textContent.trim().slice(0, 20)}”`, px: parseFloat(getComputedStyle(e).fontSize) }))
      .filter((e) => e.px < 20), heads);
    expect(small, `n = ${n}: text under 20 px`).toStrictEqual([]);
    const gaps = await page.evaluate(() => [...document.querySelectorAll('.present .board .col-head')].map((e) => {
      const range = document.createRange();
      range.selectNodeContents(e.lastChild); // the number (after the words for the ear)
      const r = range.getBoundingClientRect();
      return [r.left, r.right];
    }).flatMap(([, right], i, all) => (i + 1 < all.length ? [Math.round(all[i + 1][0] - right)] : [])));
    expect(Math.min(...gaps), `n = ${n}: the column numbers' least gap (${gaps})`).toBeGreaterThanOrEqual(2);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
    expect(wide, `n = ${n}: nothing runs off the side`).toBe(false);
    expect(errors).toStrictEqual([]);
    await context.close();
  }
});

test('presenter mode on a 1024×768 or 1366×768 projector: a descend\'s four equations are on the screen without scrolling, n = 5 to 16', async () => {
  // Step 2 is the first descend, with the longest event line of the head.
  for (const [width, height] of [[1024, 768], [1366, 768]]) {
    for (const n of [5, 8, 10, 12, 16]) {
      for (const lang of ['en', 'ja']) {
        const what = `${width}×${height}, n = ${n}, ${lang}`;
        const { page, errors, context } = await open(site.browser, site.url, `?n=${n}&step=2&lang=${lang}&present=1`, { viewport: { width, height }, ready: 'present' });
        const lines = page.locator('.present [data-testid=equation] > div');
        await expect(lines).toHaveCount(4);
        const bottom = await lines.last().evaluate((e) => e.getBoundingClientRect().bottom);
        expect(bottom, `${what}: the last equation's foot`).toBeLessThanOrEqual(height);
        // The first descend pushes the right attack past the last column:
        // its note follows the equations, on the screen too.
        const note = page.getByTestId('lost-note');
        await expect(note).toHaveCount(1);
        const noteBottom = await note.evaluate((e) => e.getBoundingClientRect().bottom);
        expect(noteBottom, `${what}: the note's foot`).toBeLessThanOrEqual(height);
        const scroll = await page.evaluate(() => document.scrollingElement.scrollHeight - innerHeight);
        expect(scroll, `${what}: the page scrolls`).toBeLessThanOrEqual(0);
        // A wrapped equation keeps its result (value and decimal) on one line.
        const split = await lines.evaluateAll((all) => all.map((l) => l.querySelector('.eq-result'))
          .filter((r) => r && new Set([...r.getClientRects()].map((b) => Math.round(b.top))).size > 1).map((r) => r.textContent));
        expect(split, `${what}: a result broken over two lines`).toStrictEqual([]);
        expect(errors).toStrictEqual([]);
        await context.close();
      }
    }
  }
});

test('presenter mode on a 1024×768 projector at n = 16: every row\'s value is shown whole, and the current row\'s number', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?n=16&step=400&lang=en&present=1', { viewport: { width: 1024, height: 768 }, ready: 'present' });
  const cut = await page.evaluate(() => [...document.querySelectorAll('.present .bit-grid .row-tail, .present .board .board-row.current .row-label')]
    .filter((e) => {
      const r = e.getBoundingClientRect();
      return e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1 || r.right > innerWidth;
    })
    .map((e) => `${e.className} “${e.textContent.trim()}”`));
  expect(cut, 'values and the row number cut').toStrictEqual([]);
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('presenter mode at n = 16 on a 1024×768 projector: queens and arrows as large as their squares allow (14 and 10 px at least)', async () => {
  for (const lang of LANGS) {
    const { page, errors, context } = await open(site.browser, site.url, `?n=16&step=40&lang=${lang}&present=1`, { viewport: { width: 1024, height: 768 }, ready: 'present' });
    const m = await page.evaluate(() => {
      const px = (sel) => [...document.querySelectorAll(sel)].map((e) => parseFloat(getComputedStyle(e).fontSize));
      return {
        queen: Math.min(...px('[data-testid=board] .queen-mark')),
        arrow: Math.min(...px('[data-testid=board] .cell:not([class*=arrows-]) .g')),
        board: document.querySelector('[data-testid=board]').getBoundingClientRect().bottom,
      };
    });
    expect(m.queen, `${lang}: a queen of ${m.queen} px`).toBeGreaterThanOrEqual(14);
    expect(m.arrow, `${lang}: an arrow of ${m.arrow} px`).toBeGreaterThanOrEqual(10);
    expect(m.board).toBeLessThanOrEqual(768);
    expect(errors).toStrictEqual([]);
    await context.close();
  }
});

test('presenter mode on a 1024×768 or 1366×768 projector at n = 16: squares of 24 px or more at a descend and after it; on 1024×768 the board\'s share grows with n', async () => {
  for (const [width, height] of [[1024, 768], [1366, 768]]) {
    for (const lang of LANGS) {
      const shares = [];
      for (const [n, step] of [[8, 2], [16, 2], [16, 40]]) {
        const what = `${width}×${height}, ${lang}, n = ${n}, step ${step}`;
        const { page, errors, context } = await open(site.browser, site.url, `?n=${n}&step=${step}&lang=${lang}&present=1`, { viewport: { width, height }, ready: 'present' });
        await page.evaluate(() => document.fonts.ready);
        const m = await page.evaluate(() => ({
          cell: document.querySelector('[data-testid=board] .cell').getBoundingClientRect().width,
          share: document.querySelector('[data-testid=board]').getBoundingClientRect().width / innerWidth,
          foot: Math.max(...[...document.querySelectorAll('.present .equations > *')].map((e) => e.getBoundingClientRect().bottom)),
          scroll: document.scrollingElement.scrollHeight - innerHeight,
        }));
        if (n === 16) expect(m.cell, `${what}: a square of ${m.cell} px`).toBeGreaterThanOrEqual(24);
        expect(m.foot, `${what}: the equations' foot`).toBeLessThanOrEqual(height);
        expect(m.scroll, `${what}: the page scrolls`).toBeLessThanOrEqual(0);
        if (step === 2) shares.push(m.share);
        expect(errors).toStrictEqual([]);
        await context.close();
      }
      // On a 1366 px screen both boards take the height the equations
      // leave (n = 16's take more), so only the 1024 px one is compared.
      if (width === 1024) expect(shares[1], `${width}×${height}, ${lang}: the board's share at n = 8 and 16: ${shares}`).toBeGreaterThan(shares[0]);
    }
  }
});

test('presenter mode: the board\'s share of the width grows with n where the bit rows beside it leave room (1280×800, 1920×1080)', async () => {
  for (const [width, height] of [[1280, 800], [1920, 1080]]) {
    const shares = [];
    for (const n of [8, 16]) {
      const { page, errors, context } = await open(site.browser, site.url, `?n=${n}&step=20&lang=en&present=1`, { viewport: { width, height }, ready: 'present' });
      shares.push(await page.getByTestId('board').evaluate((b) => b.getBoundingClientRect().width / innerWidth));
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      expect(errors).toStrictEqual([]);
      await context.close();
    }
    expect(shares[1], `${width}×${height}: the board's share at n = 8 and 16: ${shares}`).toBeGreaterThan(shares[0]);
  }
});

test('presenter mode at n = 16 on a projector (1280×720, 1024×768): two or three arrows in a square nearly as large as a lone one (12 px or more), inside it and apart', async () => {
  for (const [width, height] of [[1280, 720], [1024, 768]]) {
    for (const lang of LANGS) {
      const what = `${width}×${height}, ${lang}`;
      const { page, errors, context } = await open(site.browser, site.url, `?n=16&step=40&lang=${lang}&present=1`, { viewport: { width, height }, ready: 'present' });
      await page.evaluate(() => document.fonts.ready);
      const cells = await page.evaluate(() => [...document.querySelectorAll('[data-testid=board] .cell')]
        .filter((c) => c.querySelectorAll('.g').length > 1).map((c) => {
          const cell = c.getBoundingClientRect();
          const marks = [...c.querySelectorAll('.g')].map((g) => ({ box: g.getBoundingClientRect(), px: parseFloat(getComputedStyle(g).fontSize) }));
          const apart = (a, b) => a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;
          return {
            where: `${c.dataset.r},${c.dataset.col}`,
            cell: cell.width,
            px: Math.min(...marks.map((m) => m.px)),
            inside: marks.every(({ box: g }) => g.left >= cell.left - 0.5 && g.right <= cell.right + 0.5 && g.top >= cell.top - 0.5 && g.bottom <= cell.bottom + 0.5),
            apart: marks.every((m, i) => marks.every((o, j) => i === j || apart(m.box, o.box))),
          };
        }));
      // Step 40 holds squares of two and of three arrows.
      expect(cells.length, what).toBeGreaterThan(3);
      for (const c of cells) {
        const at = `${what}, square ${c.where} (${c.cell.toFixed(1)} px): arrows of ${c.px} px`;
        expect(c.px, at).toBeGreaterThanOrEqual(c.cell * 0.55);
        expect(c.px, at).toBeGreaterThanOrEqual(12);
        expect(c.inside && c.apart, `${at}: inside ${c.inside}, apart ${c.apart}`).toBe(true);
      }
      expect(errors).toStrictEqual([]);
      await context.close();
    }
  }
});

test('printing: the explanation follows the equations without a gap (a place and a descend)', async () => {
  for (const lang of LANGS) {
    for (const step of [1, 2]) {
      const { page, errors, context } = await open(site.browser, site.url, `?n=8&step=${step}&lang=${lang}`, { viewport: { width: 794, height: 1123 } });
      await page.emulateMedia({ media: 'print' });
      const m = await page.evaluate(() => {
        const equations = document.querySelector('.explain .equations');
        // The last line printed in the equations' box: an equation or a note.
        const last = [...equations.querySelectorAll('.eq-lines > div, .eq-note')]
          .filter((e) => e.getClientRects().length > 0).at(-1).getBoundingClientRect();
        const meaning = document.querySelector('[data-testid=meaning]');
        const text = document.createRange();
        text.selectNodeContents(meaning);
        return { gap: text.getBoundingClientRect().top - last.bottom };
      });
      expect(m.gap, `${lang}, step ${step}: ${m.gap} px between the equations and the explanation`).toBeLessThanOrEqual(16);
      expect(errors).toStrictEqual([]);
      await context.close();
    }
  }
});
