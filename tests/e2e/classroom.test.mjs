// The classroom kit: the embedded widget (in static/embed-example.html's
// frames and alone in frames of the sizes the share dialog offers), the share
// dialog, the figures (SVG and PNG downloads), printing. (Presenter mode:
// teacher.test.mjs; the widget's words and markup: natively.)
import fs from 'node:fs';
import {
  test, expect, useSite, open, expectAttr, value, goTo, PHONE, watchAdditions, additions, expectScrollStops,
  expectNothingSideways, controlsUnder44,
} from './harness.mjs';

const site = useSite();

/** The binary rows a reopened link and the page must agree on. */
const ROWS = ['left', 'down', 'right', 'attacks', 'mask', 'bitmap', 'bit'].map((k) => `bits-${k}`);

test('the embed example page: both frames fit without sideways scrolling, step inside, link to the same moment', async () => {
  // (Its words match its widgets' moments: natively, tests/static_site.rs.)
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 1400 } });
  const p = await context.newPage();
  const errors = [];
  p.on('pageerror', (err) => errors.push(String(err)));
  p.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  await p.goto(`${site.url}embed-example.html`);
  const frames = p.locator('iframe');
  expect(await frames.count()).toBe(2);
  const expected = [
    { width: 640, n: '5', step: 9, lang: 'en' },
    { width: 360, n: '8', step: 330, lang: 'ja' },
  ];
  for (const [i, want] of expected.entries()) {
    const handle = await frames.nth(i).elementHandle();
    await handle.scrollIntoViewIfNeeded();
    const frame = await handle.contentFrame();
    await frame.getByTestId('embed').waitFor();
    const size = await frame.evaluate(() => ({
      width: window.innerWidth,
      scrollWidth: document.documentElement.scrollWidth,
      header: document.querySelector('.site-header, nav') !== null,
      lang: document.documentElement.lang,
    }));
    expect(size.width).toBe(want.width);
    expect(size.scrollWidth <= size.width, `frame ${i}: scrollWidth ${size.scrollWidth} > ${size.width}`).toBeTruthy();
    expect(size.header, 'no header or menu in the widget').toBe(false);
    expect(size.lang).toBe(want.lang);
    expect(await frame.getByTestId('step-index').getAttribute('data-value')).toBe(String(want.step));
    // Stepping works inside the frame.
    await frame.getByTestId('step-forward').click();
    await expectAttr(frame, 'step-index', want.step + 1);
    await frame.getByTestId('step-back').click();
    await frame.getByTestId('step-back').click();
    await expectAttr(frame, 'step-index', want.step - 1);
    // The link to the full site carries the same moment, without embed.
    const href = await frame.getByTestId('embed-open').getAttribute('href');
    const url = new URL(href, frame.url());
    expect(url.searchParams.get('n')).toBe(want.n);
    expect(url.searchParams.get('step')).toBe(String(want.step - 1));
    expect(url.searchParams.get('lang')).toBe(want.lang);
    expect(url.searchParams.get('embed')).toBe(null);
    expect(await frame.getByTestId('embed-open').getAttribute('target')).toBe('_blank');
  }
  expect(errors).toStrictEqual([]);
  await context.close();
});

/** Everything measured of the widget at one moment, unscrolled. Runs in the page. */
function measureWidget(rows) {
  const q = (s) => document.querySelector(`[data-testid=embed] ${s}`);
  const all = (s) => [...document.querySelectorAll(`[data-testid=embed] ${s}`)];
  const box = (el) => el.getBoundingClientRect();
  const apart = (a, b) => a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;
  const stage = box(q('.present-stage'));
  // What the stage shows (its rows may scroll inside it).
  const seen = (b) => ({ left: b.left, right: b.right, top: Math.max(b.top, stage.top), bottom: Math.min(b.bottom, stage.bottom) });
  const board = box(q('.board'));
  const bits = box(q('.bit-grid'));
  const heads = all('.board .col-head').map((h) => ({ box: box(h), text: h.textContent, over: h.scrollWidth > h.clientWidth + 1 }));
  // The whole step in sight: the board's last row, every bit row's last
  // digit inside the stage's part of the screen, the equation not cut.
  const view = { top: Math.max(0, stage.top), bottom: Math.min(innerHeight, stage.bottom) };
  const outside = (el) => {
    if (!el) return 'missing';
    const r = box(el);
    return r.top >= view.top - 0.5 && r.bottom <= view.bottom + 0.5 && r.right <= innerWidth + 0.5
      ? null : `${Math.round(r.top)}–${Math.round(r.bottom)} outside ${Math.round(view.top)}–${Math.round(view.bottom)}`;
  };
  const unseen = [];
  const last = outside([...document.querySelectorAll('[data-testid=board] [role=row][data-r]')].at(-1)?.querySelector('.cell'));
  if (last) unseen.push(`board's last row ${last}`);
  const named = all('[data-testid^="bits-"]').filter((el) => el.querySelector('.digit'));
  for (const row of rows) if (!named.some((el) => el.dataset.testid === row)) unseen.push(`no ${row}`);
  for (const el of named) {
    const d = outside([...el.querySelectorAll('.digit')].at(-1));
    if (d) unseen.push(`${el.dataset.testid} ${d}`);
  }
  const eq = document.querySelector('[data-testid=equation]');
  if (box(eq).bottom > innerHeight + 0.5 || eq.scrollHeight > eq.clientHeight + 1) unseen.push('the equation is cut');
  return {
    h: innerHeight,
    w: innerWidth,
    sw: document.documentElement.scrollWidth,
    sh: document.documentElement.scrollHeight,
    cell: box(q('.board .cell')).width,
    beside: bits.left >= board.right - 0.5,
    controls: all(':is(a, button)').map((e) => { const r = box(e); return { id: e.dataset.testid, x: r.x, y: r.y, w: r.width, h: r.height }; }),
    overprinted: !apart(box(q('.equations')), seen(board)) || !apart(box(q('.equations')), seen(bits)),
    // The board's column numbers, each inside its own column.
    together: heads.filter((h, i) => h.over || (i > 0 && !apart(h.box, heads[i - 1].box) && h.text !== '')).map((h) => h.text),
    // Every value beside its row, whole.
    clipped: all('.bit-grid .row-tail').filter((t) => t.scrollWidth > t.clientWidth + 1 || box(t).right > innerWidth + 0.5).map((t) => t.textContent),
    stageScrolls: q('.present-stage').scrollHeight > q('.present-stage').clientHeight,
    fill: Math.max((Math.max(board.right, bits.right) - Math.min(board.left, bits.left)) / stage.width, (Math.max(board.bottom, bits.bottom) - Math.min(board.top, bits.top)) / stage.height),
    digit: Math.min(...all('.bit-grid .digit').map((d) => parseFloat(getComputedStyle(d).fontSize))),
    notes: [...document.querySelectorAll('[data-testid=lost-note]')].map((e) => { const r = box(e); return r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth; }),
    unseen,
  };
}

/** What is wrong with the widget in a narrow frame, which scrolls as a page
 *  (as the share dialog says): a box that scrolls or clips, a bit row not
 *  whole, on top and legible in sight, the last equation out of reach, the
 *  step buttons scrolled away. Scrolls the page and back. In the page. */
function narrowFrameFaults(rows) {
  const q = (s) => document.querySelector(`[data-testid=embed] ${s}`);
  const problems = [];
  const clips = (e) => getComputedStyle(e).overflowY !== 'visible' && e.scrollHeight > e.clientHeight + 1;
  if (clips(q('.present-stage'))) problems.push('the stage scrolls inside the frame');
  if (clips(q('.equations'))) problems.push('the equations scroll inside the frame');
  for (const row of rows) {
    const digits = [...document.querySelectorAll(`[data-testid=${row}] .digit`)];
    digits.at(-1).scrollIntoView({ block: 'center' });
    for (const d of [digits[0], digits.at(-1)]) {
      const r = d.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!d.contains(top)) problems.push(`${row}: ${top?.className || top?.tagName} over its digit`);
      if (r.bottom > innerHeight + 0.5 || r.top < 0) problems.push(`${row} outside the frame`);
    }
    const px = parseFloat(getComputedStyle(digits[0]).fontSize);
    if (px < 12) problems.push(`${row}: digits of ${px} px`);
  }
  window.scrollTo(0, document.scrollingElement.scrollHeight);
  const last = [...document.querySelectorAll('[data-testid=equation] > div')].at(-1).getBoundingClientRect();
  if (last.bottom > innerHeight + 0.5) problems.push('the last equation cannot be reached');
  const forward = q('[data-testid=step-forward]').getBoundingClientRect();
  if (forward.top < -0.5 || forward.bottom > innerHeight) problems.push('the step buttons scrolled away');
  window.scrollTo(0, 0);
  return problems;
}

/** Opens the widget at `width`×`height`; `at(n, step, lang)` then moves it
 *  to a moment as Back and Forward would, and returns what it measures. */
async function openWidget(viewport) {
  const { page } = await open(site.browser, site.url, '?embed=1&n=4&step=2&lang=en', { viewport, ready: 'embed' });
  const at = async (n, step, lang) => {
    await goTo(page, `?n=${n}&step=${step}&lang=${lang}&embed=1`);
    await page.locator(`html[lang=${lang}]`).waitFor({ state: 'attached' });
    await expect(page.getByTestId('board').locator('[role=row][data-r]')).toHaveCount(n);
    await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', String(step));
    return page.evaluate(measureWidget, ROWS);
  };
  return { page, at };
}

/** n = 16 far on, in a frame of `width`: nothing overprinted, clipped or
 *  run together, never sideways. */
async function expectWhole16(page, w, width, height) {
  const what = `${width}×${height}, n = 16`;
  expect(w.overprinted, `${what}: the equations over the board or the bit rows`).toBe(false);
  if (width >= 640) expect(w.stageScrolls, `${what}: every bit row in sight`).toBe(false);
  // A tab stop where it scrolls, only there (the stage and the equations):
  // none at 640 px, where it fits.
  await expectScrollStops(page, what);
  if (width >= 640) expect(await page.locator('[data-testid=embed] .present-stage').getAttribute('tabindex'), what).toBe(null);
  expect(w.together, `${what}: column numbers run together`).toStrictEqual([]);
  expect(w.clipped, `${what}: values clipped`).toStrictEqual([]);
  expect(w.sw <= width && (width < 640 || w.sh <= height), `${what}: page ${w.sw}×${w.sh}`).toBe(true);
}

const noScroll = (m, what) => expect(m.sw <= m.w && m.sh <= m.h, `${what}: page ${m.sw}×${m.sh}`).toBe(true);

// The share dialog says that up to n = 12 its larger frames show the whole
// step: the board, every bit row and the equation in sight.
for (const [width, height] of [[640, 480], [800, 600]]) {
  test(`the widget at ${width}×${height} shows the whole step without scrolling at n = 4 to 12 (en, ja); nothing overprinted or cut at n = 16${width === 800 ? '; the frame filled' : ', dark; the keys'}`, async () => {
    const viewport = { width, height };
    const { page, at } = await openWidget(viewport);
    const hidden = [];
    // Of steps 2 and 40 at n = 4, 8, 12, the least room (px under the board, bit rows and equation at ea1e4b47,
    // the same in en and ja): 640×480 step 2 13/16/16, 40 13/58/38; 800×600 step 2 13/52/52 (the fill), 40 13/58/38.
    for (const lang of ['ja', 'en']) {
      for (const [n, step] of [[4, 2], [8, 2], [12, 2], ...(width === 800 ? [[12, 40]] : [])]) {
        const m = await at(n, step, lang);
        const what = `${lang}, n = ${n}, step ${step}`;
        if (m.sh > m.h || m.sw > m.w) m.unseen.push(`the page scrolls: ${m.sw}×${m.sh}`);
        if (m.digit < 12) m.unseen.push(`digits of ${m.digit} px`);
        if (m.unseen.length) hidden.push(`${what}: ${m.unseen.join('; ')}`);
        // 800×600 filled at every n (n = 16 below).
        if (width === 800 && step === 2) expect(m.fill, `800×600, ${what}`).toBeGreaterThanOrEqual(0.85);
      }
    }
    expect(hidden).toStrictEqual([]);
    if (width === 640) {
      // 640×480 (the dialog's default), dark.
      await page.emulateMedia({ colorScheme: 'dark' });
      const m16 = await at(16, 2, 'en');
      noScroll(m16, '640×480, n = 16');
      expect(m16.digit, '640×480, n = 16').toBeGreaterThanOrEqual(12);
      // n = 8 further on: the bit rows beside the board, squares of 24 px.
      const m = await at(8, 40, 'en');
      expect(m.beside, 'the bit rows beside the board').toBe(true);
      expect(m.cell, 'squares of 24 px').toBeGreaterThanOrEqual(24);
      // The keys work in the widget too.
      await page.keyboard.press('ArrowRight');
      await expectAttr(page, 'step-index', 41);
    } else {
      const f = await at(16, 2, 'en');
      const what = `800×600, n = 16: ${JSON.stringify({ ...f, controls: undefined })}`;
      expect(f.fill, what).toBeGreaterThanOrEqual(0.85);
      expect(f.digit, what).toBeGreaterThanOrEqual(12);
      noScroll(f, what);
      // Why a bit disappeared, on the screen (the notes' words: tests/views_pages/lost.rs).
      expect((await at(6, 8, 'en')).notes, '800×600: the lost notes in sight').toStrictEqual([true, true]);
    }
    await expectWhole16(page, await at(16, 200, 'en'), width, height);
  });
}

test('the widget in a 360×480 frame (a phone\'s): it scrolls as the share dialog says, the same squares at every step, every bit row readable (n = 4, 8, 12); controls of 44 px, none over another (ja light, en dark); nothing cut at n = 16', async () => {
  const { at, page } = await openWidget({ width: 360, height: 480 });
  const wrong = [];
  for (const [lang, scheme] of [['ja', 'light'], ['en', 'dark']]) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const n of [4, 8, 12]) {
      const cells = new Set();
      // A descend (the longest equations), a place, a later step.
      for (const step of [2, 9, 40]) {
        const p = await at(n, step, lang);
        cells.add(p.cell.toFixed(1));
        const what = `360×480, ${lang}, ${scheme}, n = ${n}, step ${step}`;
        // Every control a target of 44×44 px at least, none over another.
        if (step === 40 && n >= 8) {
          expect(p.controls.map((b) => b.id).sort(), what).toStrictEqual(['embed-open', 'play', 'step-back', 'step-forward']);
          expect(await controlsUnder44(page), what).toStrictEqual([]);
          for (const b of p.controls) {
            for (const o of p.controls) {
              const apart = o === b || o.x >= b.x + b.w || b.x >= o.x + o.w || o.y >= b.y + b.h || b.y >= o.y + o.h;
              expect(apart, `${what}: ${b.id} over ${o.id}`).toBe(true);
            }
          }
        }
        await expectNothingSideways(page, what);
        const problems = await page.evaluate(narrowFrameFaults, ROWS);
        if (problems.length) wrong.push(`${what}: ${problems.join('; ')}`);
      }
      if (cells.size > 1) wrong.push(`${lang}, n = ${n}: squares of ${[...cells].join(', ')} px from step to step`);
    }
  }
  expect(wrong).toStrictEqual([]);
  await expectWhole16(page, await at(16, 200, 'en'), 360, 480);
});

test('share: the link reopens the same state, the embed code opens that moment\'s widget at the size chosen, a QR code of the link; the copies; Tab stays in the dialog, Escape gives the focus back', async () => {
  // (What the dialog shows for a moment, the iframe's title, the sizes
  // offered at each n and the note on them: natively, mod stepper.)
  const { page, errors, context } = await open(site.browser, site.url, '?n=6&step=57&lang=ja');
  await page.getByTestId('step-forward').click();
  await expectAttr(page, 'step-index', 58);
  await page.getByTestId('share-open').click();
  const dialog = page.getByTestId('share-dialog');
  await dialog.waitFor();
  // The dialog takes the focus (its link); closed, the focus returns.
  await page.waitForFunction(() => document.activeElement?.dataset.testid === 'share-link');
  const link = await page.getByTestId('share-link').inputValue();
  const code = await page.getByTestId('share-embed-code').inputValue();
  // Copying says so (the page is served from 127.0.0.1, a secure context).
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByTestId('share-link-copy').click();
  await expect(page.getByTestId('share-status'), 'said once the clipboard holds it').toHaveText('コピーしました。');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await page.getByTestId('share-embed-copy').click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  // A QR code of the link: an image of an SVG, named by its alt text.
  const qr = page.getByTestId('share-qr');
  await expect(qr).toBeVisible({ timeout: 20_000 });
  expect(await qr.getAttribute('alt')).toMatch(/QRコード/);
  const first = await qr.getAttribute('src');
  expect(decodeURIComponent(first)).toMatch(/^data:image\/svg\+xml;charset=utf-8,<svg /);
  expect(await qr.getAttribute('data-link')).toBe(link);
  expect(await qr.evaluate((img) => img.complete && img.naturalWidth > 0)).toBe(true);
  // The frame size changes the iframe code.
  const embedCode = page.getByTestId('share-embed-code');
  await expect(embedCode).toHaveValue(/width="640" height="480"/);
  await page.getByTestId('share-size').selectOption({ label: '360 × 480' });
  await expect(embedCode).toHaveValue(/width="360" height="480"/);
  await page.getByTestId('share-size').selectOption({ label: '800 × 600' });
  await expect(embedCode).toHaveValue(/width="800" height="600"/);
  // A modal <dialog>: Tab and Shift+Tab cycle inside it.
  expect(await dialog.evaluate((d) => d.matches('dialog:modal'))).toBe(true);
  const inside = () => page.evaluate(() => document.querySelector('[data-testid=share-dialog]').contains(document.activeElement));
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press(key);
      expect(await inside(), `${key} ${i + 1}`).toBe(true);
    }
  }
  // Escape closes the dialog and gives the focus back.
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.activeElement?.dataset.testid === 'share-open');
  // The QR code changes with the link.
  await page.getByTestId('step-forward').click();
  await page.getByTestId('share-open').click();
  await expect(qr).toHaveAttribute('data-link', await page.getByTestId('share-link').inputValue(), { timeout: 20_000 });
  expect(await qr.getAttribute('src')).not.toBe(first);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  const url = new URL(link);
  expect([url.searchParams.get('n'), url.searchParams.get('step'), url.searchParams.get('lang')]).toStrictEqual(['6', '58', 'ja']);
  const again = await context.newPage();
  await again.goto(link);
  await again.getByTestId('board').waitFor();
  await expectAttr(again, 'step-index', 58);
  await page.getByTestId('step-back').click();
  await expectAttr(page, 'step-index', 58);
  expect(await value(again, 'board', 'data-queens')).toBe(await value(page, 'board', 'data-queens'));
  for (const id of ROWS) expect(await value(again, id), id).toBe(await value(page, id));

  // The embed code's frame opens this moment's widget.
  await again.goto(code.match(/src="([^"]*)"/)[1].replaceAll('&amp;', '&'));
  await again.getByTestId('embed').waitFor();
  await expectAttr(again, 'step-index', 58);
  await again.close();
});

/** Expects the figure's status line changed once since the last look
 *  (polled: the text can be read before the observer's record of it). */
async function saidOnce(page, what) {
  await expect.poll(() => page.evaluate(() => window.__added), `${what}: said`).toBe(1);
  expect(await additions(page), `${what}: said once`).toBe(1);
}

/** Downloads the figure by the button `testid`; the line under the buttons
 *  says `said` once, on screen and as a status. Returns the download. */
async function downloadSaid(page, testid, said) {
  const status = page.getByTestId('figure-status');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testid).click()]);
  await expect(status).toHaveText(said);
  await expect(status).toBeInViewport();
  expect(await status.ariaSnapshot()).toBe(`- status: ${said}`);
  await saidOnce(page, testid);
  return download;
}

test('export: the SVG figure holds the shown state as text, the PNG is the same figure at twice its size; each download says what it saved, once, or that the browser could not make it', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?n=5&step=9&lang=en');
  await expect(page.getByTestId('figure-status')).toHaveText('');
  await watchAdditions(page, '#figure-status');
  const svgDownload = await downloadSaid(page, 'export-svg', 'Downloaded the figure as bitqueens-n5-step9-en.svg.');
  // The name says the language of the figure's texts.
  expect(svgDownload.suggestedFilename()).toBe('bitqueens-n5-step9-en.svg');
  // A second download says it again (the same words, made anew).
  await downloadSaid(page, 'export-svg', 'Downloaded the figure as bitqueens-n5-step9-en.svg.');
  const svg = fs.readFileSync(await svgDownload.path(), 'utf8');
  // (Its bit rows, digits and queens: core's figure.rs; here, that it is the
  // page's moment, link and language.)
  const figure = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    if (doc.querySelector('parsererror')) return { error: doc.querySelector('parsererror').textContent };
    const svgEl = doc.documentElement;
    return {
      caption: doc.querySelector('[data-testid=figure-caption]')?.textContent,
      credit: doc.querySelector('[data-testid=figure-credit]')?.textContent,
      creditY: Number(doc.querySelector('[data-testid=figure-credit]')?.getAttribute('y')),
      width: Number(svgEl.getAttribute('width')),
      height: Number(svgEl.getAttribute('height')),
      equations: [...doc.querySelectorAll('#equations text')].map((t) => t.textContent),
      // Wrapped lines, each keeping the space it breaks at.
      sentence: [...doc.querySelectorAll('#sentence text')].map((t) => t.textContent).join(''),
      legend: [...doc.querySelectorAll('#legend text')].map((t) => t.textContent).join(''),
    };
  }, svg);
  expect(figure.error, figure.error).toBe(undefined);
  expect(figure.caption).toBe('n = 5, step 9');
  // The credit: the site's name and this step's permalink, inside the figure.
  expect(figure.credit).toBe(`Bitmap N-Queens — ${new URL('?n=5&step=9&lang=en', page.url()).href}`);
  expect(figure.creditY).toBeLessThan(figure.height);
  const shownEquations = (await page.getByTestId('equation').first().innerText()).split('\n').filter(Boolean);
  expect(figure.equations).toStrictEqual(shownEquations);
  // The page's sentence of the step, and its legend's words for the marks drawn.
  expect(figure.sentence).toBe(await page.getByTestId('event-line').innerText());
  const legend = await page.locator('.legend [aria-hidden=true]').innerText();
  const [row, marks] = figure.legend.slice(0, -1).split(': ');
  expect(legend.startsWith(`${row}: `) && marks.split('; ').every((m) => legend.includes(m)), figure.legend).toBeTruthy();

  // In Japanese the caption follows the page.
  await page.getByTestId('lang-toggle').click();
  // The English line is not kept in the Japanese page.
  await expect(page.getByTestId('figure-status')).toHaveText('');
  await watchAdditions(page, '#figure-status');
  const jaDownload = await downloadSaid(page, 'export-svg', '図を bitqueens-n5-step9-ja.svg としてダウンロードしました。');
  const jaSvg = fs.readFileSync(await jaDownload.path(), 'utf8');
  expect(jaSvg).toMatch(/n = 5、ステップ 9/);
  expect(jaSvg).toContain(`ビットマップで解くNクイーン — ${new URL('?n=5&step=9&lang=ja', page.url()).href.replace(/&/g, '&amp;')}`);
  expect(jaDownload.suggestedFilename()).toBe('bitqueens-n5-step9-ja.svg');

  const pngDownload = await downloadSaid(page, 'export-png', '図を bitqueens-n5-step9-ja.png としてダウンロードしました。');
  expect(pngDownload.suggestedFilename()).toBe('bitqueens-n5-step9-ja.png');
  const png = fs.readFileSync(await pngDownload.path());
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  // The PNG is the Japanese figure (its credit line may make it wider).
  const jaSize = ['width', 'height'].map((a) => Number(jaSvg.match(new RegExp(`<svg [^>]*${a}="(\\d+)"`))[1]));
  expect(png.readUInt32BE(16)).toBe(jaSize[0] * 2);
  expect(png.readUInt32BE(20)).toBe(jaSize[1] * 2);
  // Not blank: drawn back in the page, it has dark pixels (text, queens) and light ones.
  const tones = await page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width; c.height = img.height;
    const g = c.getContext('2d');
    g.drawImage(img, 0, 0);
    const d = g.getImageData(0, 0, c.width, c.height).data;
    let dark = 0, light = 0;
    for (let i = 0; i < d.length; i += 4) {
      const y = d[i] + d[i + 1] + d[i + 2];
      if (y < 150) dark++; else if (y > 600) light++;
    }
    return { dark, light };
  }, png.toString('base64'));
  expect(tones.dark > 1000 && tones.light > 10000, JSON.stringify(tones)).toBeTruthy();

  // A canvas the browser cannot turn into a file: nothing downloaded, said once.
  let downloads = 0;
  page.on('download', () => { downloads += 1; });
  await page.evaluate(() => { HTMLCanvasElement.prototype.toBlob = function (done) { done(null); }; });
  await page.getByTestId('export-png').click();
  const failed = 'このブラウザーでは図（bitqueens-n5-step9-ja.png）を作れなかったため、ダウンロードできませんでした。';
  await expect(page.getByTestId('figure-status')).toHaveText(failed);
  expect(await page.getByTestId('figure-status').ariaSnapshot()).toBe(`- status: ${failed}`);
  await saidOnce(page, 'the failed PNG');
  expect(downloads).toBe(0);
});

test('printing: one page (A4, US Letter, the default margins) of the figure, its legend, the rows as bits beside it and the explanation, no controls, no count in progress, the labels whole, the site and the link named; the explanation follows the equations without a gap; a lesson stop without its bar', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?n=8&step=100&lang=en', { viewport: { width: 794, height: 1123 } });
  await page.emulateMedia({ media: 'print' });
  const at = async (n, step, lang) => {
    await goTo(page, `?n=${n}&step=${step}&lang=${lang}`);
    await page.locator(`html[lang=${lang}]`).waitFor({ state: 'attached' });
    await expectAttr(page, 'step-index', step);
    await expect(page.getByTestId('board').locator('[role=row][data-r]')).toHaveCount(n);
  };
  // As Ctrl+P prints: the print dialog's default margins, 0.4 in a side.
  const pages = async (format = 'A4') => {
    const pdf = await page.pdf({ format, margin: { top: '0.4in', right: '0.4in', bottom: '0.4in', left: '0.4in' } });
    return (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  };
  const shown = await page.evaluate(() => {
    const visible = (sel) => [...document.querySelectorAll(sel)].some((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden');
    return {
      board: visible('[data-testid=board] .cell'), bits: visible('[data-testid=bits-bitmap] .digit'),
      equation: visible('[data-testid=equation]'), meaning: visible('[data-testid=meaning]'),
      controls: visible('.transport button, .teach-tools button, .site-header, nav'),
      // Each queen's row as bits beside the board, all of them printed.
      tails: (() => {
        const tails = [...document.querySelectorAll('[data-testid=board] .row-tail')].filter((el) => /^[01]{8}$/.test(el.textContent.trim()));
        const printed = tails.filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden');
        return tails.length > 0 && printed.length === tails.length;
      })(),
    };
  });
  expect(shown).toStrictEqual({ board: true, bits: true, equation: true, meaning: true, controls: false, tails: true });
  expect(await pages(), 'n = 8: pages').toBe(1);
  for (const lang of ['en', 'ja']) {
    // A place and a descend: the explanation right under the equations.
    for (const step of [1, 2]) {
      await at(8, step, lang);
      const gap = await page.evaluate(() => {
        // The last line printed in the equations' box: an equation or a note.
        const last = [...document.querySelector('.explain .equations').querySelectorAll('.eq-lines > div, .eq-note')]
          .filter((e) => e.getClientRects().length > 0).at(-1).getBoundingClientRect();
        const text = document.createRange();
        text.selectNodeContents(document.querySelector('[data-testid=meaning]'));
        return text.getBoundingClientRect().top - last.bottom;
      });
      expect(gap, `${lang}, step ${step}: ${gap} px between the equations and the explanation`).toBeLessThanOrEqual(16);
    }
    await at(16, 300, lang);
    const m = await page.evaluate(() => {
      const visible = (el) => el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
      const source = document.querySelector('[data-testid=print-source]');
      return {
        counting: [...document.querySelectorAll('.counters .preparing')].some(visible),
        source: visible(source) ? source.textContent : null,
        // What the board's marks mean.
        legend: [...document.querySelectorAll('.stage .legend')].filter(visible).map((e) => e.textContent).join(''),
        left: source.getBoundingClientRect().left,
        cut: [...document.querySelectorAll('[data-testid=board] .row-label, [data-testid=board] .row-tail, .bit-grid .row-label, .bit-grid .row-tail')]
          .filter((e) => visible(e) && (e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right > innerWidth))
          .map((e) => e.textContent.trim()),
      };
    });
    expect(m.counting, 'a count in progress is printed').toBe(false);
    expect(m.source, 'the site and the link').toContain(lang === 'en' ? 'Bitmap N-Queens' : 'ビットマップで解くNクイーン');
    expect(m.source).toContain(`${site.url}?n=16&step=300`);
    expect(m.legend, 'the board\'s legend printed').toContain(lang === 'en' ? '○ candidates (bitmap)' : '○ 候補（bitmap）');
    expect(m.left, 'the title at the page margin, not the paper edge').toBeGreaterThanOrEqual(16);
    expect(m.cut, 'labels cut').toStrictEqual([]);
    // Step 97: the longest explanation of n = 16's first steps.
    for (const step of [300, 97]) {
      if (step !== 300) await at(16, step, lang);
      for (const format of ['A4', 'Letter']) {
        expect(await pages(format), `${lang}, n = 16, step ${step}, ${format}: pages`).toBe(1);
      }
    }
  }
  // A lesson stop: no previous / next bar, nothing over the board.
  await goTo(page, '?view=learn&stop=6&lang=ja');
  await page.getByTestId('lesson-stop').waitFor();
  const lesson = await page.evaluate(() => {
    const nav = document.querySelector('.lesson-nav');
    const board = document.querySelector('[data-testid=board]').getBoundingClientRect();
    const buttons = [...document.querySelectorAll('[data-testid=lesson-prev], [data-testid=lesson-next]')]
      .filter((b) => b.getClientRects().length > 0);
    const r = nav.getBoundingClientRect();
    return {
      navShown: nav.getClientRects().length > 0 && getComputedStyle(nav).display !== 'none',
      navOverBoard: r.height > 0 && r.bottom > board.top && r.top < board.bottom,
      buttons: buttons.length,
    };
  });
  expect(lesson, 'a lesson stop printed').toStrictEqual({ navShown: false, navOverBoard: false, buttons: 0 });
  // In dark mode the paper is still white: printed in the light theme's colours.

  const colours = async (colorScheme) => {
    await page.emulateMedia({ media: 'print', colorScheme });
    await at(12, 15, 'en');
    return page.evaluate(() => {
      const style = (sel, prop) => [...new Set([...document.querySelectorAll(sel)].map((e) => getComputedStyle(e)[prop]))].sort();
      return {
        squares: style('[data-testid=board] .cell', 'backgroundColor'),
        digits: style('.bit-grid .digit', 'color'),
        labels: style('.bit-grid .row-label', 'color'),
      };
    });
  };
  const light = await colours('light');
  expect(light.squares.length, 'light and dark squares').toBeGreaterThan(1);
  expect(await colours('dark'), 'printed in dark mode').toStrictEqual(light);
});

test('the attack arrows stay inside their squares: n = 8 on a desktop and a phone (presenter mode: teacher.test.mjs)', async () => {
  const { page } = await open(site.browser, site.url, '?n=8&lang=en', { viewport: { width: 1280, height: 800 } });
  for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
    await page.setViewportSize(viewport);
    const out = [];
    let multi = 0;
    for (const step of [2, 4, 6, 8, 10, 14, 20, 30]) {
      await goTo(page, `?n=8&step=${step}&lang=en`);
      await expectAttr(page, 'step-index', step);
      const m = await page.evaluate(() => [...document.querySelectorAll('[data-testid=board] .cell')].filter((c) => c.querySelector('.g')).map((c) => {
        const cell = c.getBoundingClientRect();
        const marks = [...c.querySelectorAll('.g')].map((g) => g.getBoundingClientRect());
        const inside = marks.every((g) => g.left >= cell.left - 0.5 && g.right <= cell.right + 0.5 && g.top >= cell.top - 0.5 && g.bottom <= cell.bottom + 0.5);
        return { inside, count: marks.length, where: `${c.dataset.r},${c.dataset.col}`, cell: Math.round(cell.width), marks: marks.map((g) => Math.round(g.width)) };
      }));
      multi += m.filter((c) => c.count > 1).length;
      out.push(...m.filter((c) => !c.inside).map((c) => `step ${step} ${JSON.stringify(c)}`));
    }
    expect(multi, 'squares with two or three arrows were seen').toBeGreaterThan(0);
    expect(out, `${viewport.width}×${viewport.height}`).toStrictEqual([]);
  }
});
