// The classroom kit: the embedded widget (in iframes of 640×480 and
// 360×480, as static/embed-example.html uses it), the share dialog, the
// figures (SVG and PNG downloads), presenter mode and printing.
import fs from 'node:fs';
import { test, expect, useSite, open, expectAttr, value, goTo } from './harness.mjs';

const site = useSite();

/** The binary rows a figure and the page must agree on. */
const ROWS = [
  ['left', 'bits-left'], ['down', 'bits-down'], ['right', 'bits-right'],
  ['left|down|right', 'bits-attacks'], ['mask', 'bits-mask'], ['bitmap', 'bits-bitmap'], ['bit', 'bits-bit'],
];

test('the embed example page: both frames fit without sideways scrolling, step inside, and link to the same moment', async () => {
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
    expect(await frame.getByTestId('board').getAttribute('data-queens') !== null).toBe(true);
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

test('the widget in a wide frame (640×480, n = 8): the bit rows beside the board, squares of at least 24 px, nothing scrolls', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?embed=1&n=8&step=40&lang=en', {
    viewport: { width: 640, height: 480 }, ready: 'embed',
  });
  const m = await page.evaluate(() => {
    const cell = document.querySelector('[data-testid=embed] .board .cell').getBoundingClientRect();
    const board = document.querySelector('[data-testid=embed] .board').getBoundingClientRect();
    const bits = document.querySelector('[data-testid=embed] .bit-grid').getBoundingClientRect();
    return {
      cell: cell.width, beside: bits.left >= board.right - 0.5,
      sw: document.documentElement.scrollWidth, sh: document.documentElement.scrollHeight,
    };
  });
  expect(m.beside, 'the bit rows beside the board').toBe(true);
  expect(m.cell >= 24, `squares of ${m.cell}px`).toBeTruthy();
  expect(m.sw <= 640 && m.sh <= 480, `page ${m.sw}×${m.sh}`).toBeTruthy();
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('the widget: a step button that runs out keeps the focus (aria-disabled, not disabled) and does nothing', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?n=4&step=1&lang=en&embed=1', {
    viewport: { width: 360, height: 480 }, ready: 'embed',
  });
  const back = page.getByTestId('step-back');
  await back.focus();
  await page.keyboard.press('Enter');
  await expectAttr(page, 'step-index', 0);
  await expect(back).toHaveAttribute('aria-disabled', 'true');
  await expect(back).toBeFocused();
  await page.keyboard.press('Enter');
  await expectAttr(page, 'step-index', 0);
  await expect(back).toBeFocused();
  // Forward still steps, and back is live again.
  await page.getByTestId('step-forward').click();
  await expectAttr(page, 'step-index', 1);
  expect(await back.getAttribute('aria-disabled')).toBe(null);
  expect(errors).toStrictEqual([]);
  await context.close();
});

for (const [width, lang, scheme] of [[640, 'en', 'dark'], [360, 'ja', 'light'], [360, 'en', 'dark']]) {
  test(`the widget alone at ${width}×480 (${lang}, ${scheme}) fits, n = 8 and n = 12`, async () => {
    for (const n of [8, 12]) {
      const { page, errors, context } = await open(site.browser, site.url, `?n=${n}&step=40&lang=${lang}&embed=1`, {
        viewport: { width, height: 480 }, colorScheme: scheme, ready: 'embed',
      });
      const s = await page.evaluate(() => ({ sw: document.documentElement.scrollWidth, w: window.innerWidth }));
      expect(s.sw <= s.w, `n = ${n}: scrollWidth ${s.sw} > ${s.w}`).toBeTruthy();
      if (width === 360) {
        // A phone's frame: every control a target of 44×44 px at least,
        // the link to the full site too, and none over another.
        const boxes = await page.evaluate(() => [...document.querySelectorAll('[data-testid=embed] :is(a, button)')]
          .map((e) => { const r = e.getBoundingClientRect(); return { id: e.dataset.testid, x: r.x, y: r.y, w: r.width, h: r.height }; }));
        expect(boxes.map((b) => b.id).sort()).toStrictEqual(['embed-open', 'play', 'step-back', 'step-forward']);
        for (const b of boxes) {
          expect(b.w >= 44 && b.h >= 44, `${b.id}: ${b.w}×${b.h}`).toBeTruthy();
          for (const o of boxes) {
            const apart = o === b || o.x >= b.x + b.w || b.x >= o.x + o.w || o.y >= b.y + b.h || b.y >= o.y + o.h;
            expect(apart, `${b.id} over ${o.id}`).toBeTruthy();
          }
        }
      }
      // The keys work in the widget too.
      await page.keyboard.press('ArrowRight');
      await expectAttr(page, 'step-index', 41);
      expect(errors).toStrictEqual([]);
      await context.close();
    }
  });
}

test('share: the link reopens the same state, the embed code is an iframe of that moment', async () => {
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
  expect(await page.getByTestId('share-status').textContent()).not.toBe('');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await page.getByTestId('share-embed-copy').click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  // Escape closes the dialog.
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.activeElement?.dataset.testid === 'share-open');

  const url = new URL(link);
  expect([url.searchParams.get('n'), url.searchParams.get('step'), url.searchParams.get('lang')]).toStrictEqual(['6', '58', 'ja']);
  const again = await context.newPage();
  await again.goto(link);
  await again.getByTestId('board').waitFor();
  await expectAttr(again, 'step-index', 58);
  expect(await value(again, 'board', 'data-queens')).toBe(await value(page, 'board', 'data-queens'));
  for (const [, id] of ROWS) expect(await value(again, id), id).toBe(await value(page, id));

  // The embed code: one iframe element whose src is this moment with embed=1.
  const parsed = await again.evaluate((html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const frames = doc.body.querySelectorAll('iframe');
    return { count: doc.body.children.length, frames: frames.length, src: frames[0]?.getAttribute('src'), title: frames[0]?.getAttribute('title'), width: frames[0]?.getAttribute('width'), height: frames[0]?.getAttribute('height') };
  }, code);
  expect([parsed.count, parsed.frames, parsed.width, parsed.height]).toStrictEqual([1, 1, '640', '480']);
  expect(parsed.title.length > 0).toBeTruthy();
  const src = new URL(parsed.src);
  expect(src.searchParams.get('embed')).toBe('1');
  expect(src.searchParams.get('step')).toBe('58');
  await again.goto(parsed.src);
  await again.getByTestId('embed').waitFor();
  await expectAttr(again, 'step-index', 58);
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('export: the SVG figure holds the shown state as text, the PNG is the same figure at twice its size', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?n=5&step=9&lang=en');
  const [svgDownload] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-svg').click()]);
  // The name says the language of the figure's texts.
  expect(svgDownload.suggestedFilename()).toBe('bitqueens-n5-step9-en.svg');
  const svg = fs.readFileSync(await svgDownload.path(), 'utf8');
  const shown = {};
  for (const [, id] of ROWS) shown[id] = Number(await value(page, id));
  const figure = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    if (doc.querySelector('parsererror')) return { error: doc.querySelector('parsererror').textContent };
    const rows = [...doc.querySelectorAll('g.bit-row')].map((g) => ({
      name: g.getAttribute('data-name'),
      value: Number(g.getAttribute('data-value')),
      digits: [...g.querySelectorAll('text[text-anchor=middle]')].map((t) => t.textContent).join(''),
    }));
    const svgEl = doc.documentElement;
    return {
      rows,
      caption: doc.querySelector('[data-testid=figure-caption]')?.textContent,
      credit: doc.querySelector('[data-testid=figure-credit]')?.textContent,
      creditY: Number(doc.querySelector('[data-testid=figure-credit]')?.getAttribute('y')),
      queens: [...doc.querySelectorAll('text')].filter((t) => t.textContent === '♛').length,
      width: Number(svgEl.getAttribute('width')),
      height: Number(svgEl.getAttribute('height')),
      equations: [...doc.querySelectorAll('#equations text')].map((t) => t.textContent),
    };
  }, svg);
  expect(figure.error, figure.error).toBe(undefined);
  expect(figure.caption).toBe('n = 5, step 9');
  // The credit: the site's name and this step's permalink, inside the figure.
  expect(figure.credit).toBe(`Bitmap N-Queens — ${new URL('?n=5&step=9&lang=en', page.url()).href}`);
  expect(figure.creditY).toBeLessThan(figure.height);
  expect(figure.rows.map((r) => r.name)).toStrictEqual(ROWS.map(([name]) => name));
  for (const [i, [name, id]] of ROWS.entries()) {
    expect(figure.rows[i].value, name).toBe(shown[id]);
    expect(figure.rows[i].digits, name).toBe(shown[id].toString(2).padStart(5, '0'));
  }
  const queens = (await value(page, 'board', 'data-queens')).split(/[^0-9]+/).filter(Boolean).length;
  expect(figure.queens).toBe(queens);
  const shownEquations = (await page.getByTestId('equation').first().innerText()).split('\n').filter(Boolean);
  expect(figure.equations).toStrictEqual(shownEquations);

  // In Japanese the caption follows the page.
  await page.getByTestId('lang-toggle').click();
  const [jaDownload] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-svg').click()]);
  const jaSvg = fs.readFileSync(await jaDownload.path(), 'utf8');
  expect(jaSvg).toMatch(/n = 5、ステップ 9/);
  expect(jaSvg).toContain(`ビットマップで解くNクイーン — ${new URL('?n=5&step=9&lang=ja', page.url()).href.replace(/&/g, '&amp;')}`);
  expect(jaDownload.suggestedFilename()).toBe('bitqueens-n5-step9-ja.svg');

  const [pngDownload] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-png').click()]);
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
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('presenter mode at 1920×1080: digits at least 40 px high, nothing overflows, the keys work, Esc and F leave', async () => {
  for (const n of [8, 12]) {
    const { page, errors, context } = await open(site.browser, site.url, `?n=${n}&step=30&lang=ja&present=1`, {
      viewport: { width: 1920, height: 1080 }, ready: 'present',
    });
    const m = await page.evaluate(() => {
      const digits = [...document.querySelectorAll('[data-testid=present] .digit')];
      const heights = digits.map((d) => d.getBoundingClientRect().height);
      const fonts = digits.map((d) => parseFloat(getComputedStyle(d).fontSize));
      const out = [...document.querySelectorAll('[data-testid=present] *')].filter((el) => {
        if (getComputedStyle(el).display === 'contents') return false; // no box
        if (el.closest('.sr-only')) return false; // for screen readers only, not drawn
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.right > window.innerWidth + 0.5 || r.bottom > window.innerHeight + 0.5);
      }).map((el) => el.className || el.tagName);
      return {
        count: digits.length, minHeight: Math.min(...heights), minFont: Math.min(...fonts), out,
        sw: document.documentElement.scrollWidth, sh: document.documentElement.scrollHeight,
        header: document.querySelector('.site-header') !== null,
      };
    });
    expect(m.count).toBe(7 * n);
    expect(m.minHeight >= 40 && m.minFont >= 40, `n = ${n}: digits ${m.minHeight}px high, font ${m.minFont}px`).toBeTruthy();
    expect(m.out, `n = ${n}: outside the screen`).toStrictEqual([]);
    expect(m.sw <= 1920 && m.sh <= 1080, `n = ${n}: page ${m.sw}×${m.sh}`).toBeTruthy();
    expect(m.header).toBe(false);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('present-caption')).toHaveText(/ステップ 31/);
    await page.keyboard.press('Escape');
    await page.getByTestId('board').waitFor();
    await page.getByTestId('present').waitFor({ state: 'detached' });
    // The address follows the page (synced after it renders).
    const param = (name) => () => new URL(page.url()).searchParams.get(name);
    await expect.poll(param('present')).toBe(null);
    await expect.poll(param('step')).toBe('31');
    // F enters it again (the address says so), the button leaves.
    await page.keyboard.press('f');
    await page.getByTestId('present').waitFor();
    await expect.poll(param('present')).toBe('1');
    await page.getByTestId('present-exit').click();
    await page.getByTestId('present').waitFor({ state: 'detached' });
    expect(errors).toStrictEqual([]);
    await context.close();
  }
});

test('presenter mode on a touch screen (a tablet, 1024×768): the step buttons step, back and forward, and play; the column numbers are large', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?n=8&step=30&lang=en&present=1', {
    viewport: { width: 1024, height: 768 }, ready: 'present',
  });
  const caption = page.getByTestId('present-caption');
  await page.getByTestId('step-forward').click();
  await expect(caption).toHaveText(/step 31$/);
  await page.getByTestId('step-back').click();
  await page.getByTestId('step-back').click();
  await expect(caption).toHaveText(/step 29$/);
  await page.getByTestId('play').click();
  await expect(page.getByTestId('play')).toHaveAttribute('data-playing', 'true');
  await page.getByTestId('play').click();
  await expect(page.getByTestId('play')).toHaveAttribute('data-playing', 'false');
  // The column numbers scale with the squares, as the row numbers do.
  const sizes = await page.evaluate(() => ({
    col: parseFloat(getComputedStyle(document.querySelector('[data-testid=present] .col-head')).fontSize),
    row: parseFloat(getComputedStyle(document.querySelector('[data-testid=present] .board .row-label')).fontSize),
  }));
  expect(sizes.col >= 0.75 * sizes.row, `column numbers ${sizes.col}px, row numbers ${sizes.row}px`).toBeTruthy();
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('printing the stepper gives one page: the figure and the explanation, no controls', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?n=8&step=100&lang=en');
  await page.emulateMedia({ media: 'print' });
  const shown = await page.evaluate(() => {
    const visible = (sel) => [...document.querySelectorAll(sel)].some((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden');
    return {
      board: visible('[data-testid=board] .cell'), bits: visible('[data-testid=bits-bitmap] .digit'),
      equation: visible('[data-testid=equation]'), meaning: visible('[data-testid=meaning]'),
      controls: visible('.transport button, .teach-tools button, .site-header, nav'),
    };
  });
  expect(shown).toStrictEqual({ board: true, bits: true, equation: true, meaning: true, controls: false });
  const pdf = await page.pdf({ format: 'A4' });
  const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  expect(pages, `printed on ${pages} pages`).toBe(1);
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('the widget says what the step did, in one line: a backtrack is called one', async () => {
  for (const [lang, words] of [['en', /^Backtrack: row 5 has no candidate; back to row 4\.$/], ['ja', /^バックトラック：行 5 に候補なし。行 4 へ戻ります。$/]]) {
    const { page, errors, context } = await open(site.browser, site.url, `?embed=1&n=6&step=11&lang=${lang}`, {
      viewport: { width: 360, height: 480 }, ready: 'embed',
    });
    await expect(page.getByTestId('embed-event')).toHaveText(words);
    await page.getByTestId('step-forward').click();
    await expect(page.getByTestId('embed-event')).toHaveText(lang === 'en'
      ? 'Backtrack: row 4 has no candidate; back to row 3.' : 'バックトラック：行 4 に候補なし。行 3 へ戻ります。');
    expect(errors).toStrictEqual([]);
    await context.close();
  }
});

for (const [width, height] of [[360, 480], [640, 480]]) {
  test(`the widget at ${width}×${height}, n = 16: nothing overprinted, clipped or run together`, async () => {
    const { page, errors, context } = await open(site.browser, site.url, `?embed=1&n=16&step=200&lang=en`, {
      viewport: { width, height }, ready: 'embed',
    });
    const m = await page.evaluate(() => {
      const box = (el) => el.getBoundingClientRect();
      const apart = (a, b) => a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;
      const q = (s) => document.querySelector(`[data-testid=embed] ${s}`);
      const eq = box(q('.equations'));
      // What the stage shows (its rows may scroll inside it).
      const stage = box(q('.present-stage'));
      const seen = (b) => ({ left: b.left, right: b.right, top: Math.max(b.top, stage.top), bottom: Math.min(b.bottom, stage.bottom) });
      const board = seen(box(q('.board')));
      const bits = seen(box(q('.bit-grid')));
      // The board's column numbers, each inside its own column.
      const heads = [...document.querySelectorAll('[data-testid=embed] .board .col-head')].map((h) => ({ box: box(h), text: h.textContent, over: h.scrollWidth > h.clientWidth + 1 }));
      const together = heads.filter((h, i) => h.over || (i > 0 && !apart(h.box, heads[i - 1].box) && h.text !== ''));
      // Every value beside its row, whole.
      const clipped = [...document.querySelectorAll('[data-testid=embed] .bit-grid .row-tail')]
        .filter((t) => t.scrollWidth > t.clientWidth + 1 || box(t).right > innerWidth + 0.5).map((t) => t.textContent);
      return {
        overprinted: !apart(eq, board) || !apart(eq, bits), together: together.map((h) => h.text), clipped,
        scrolls: q('.present-stage').scrollHeight > q('.present-stage').clientHeight,
        stageFocusable: q('.present-stage').tabIndex === 0,
        sw: document.documentElement.scrollWidth, sh: document.documentElement.scrollHeight,
      };
    });
    expect(m.overprinted, 'the equations over the board or the bit rows').toBe(false);
    // Rows that do not fit at a legible size (n = 16 in 360 x 480) scroll
    // in a region the keyboard reaches; the share dialog says which frame
    // suits such a board.
    if (width >= 640) expect(m.scrolls, 'every bit row in sight').toBe(false);
    expect(m.stageFocusable, 'the stage is focusable').toBe(true);
    expect(m.together, 'column numbers run together').toStrictEqual([]);
    expect(m.clipped, 'values clipped').toStrictEqual([]);
    // A narrow frame scrolls as a page (its step buttons stay at the top),
    // never sideways.
    expect(m.sw <= width && (width < 640 || m.sh <= height), `page ${m.sw}×${m.sh}`).toBeTruthy();
    expect(errors).toStrictEqual([]);
    await context.close();
  });
}

test('presenter mode and the widget show why a bit disappeared, on the screen', async () => {
  // n = 6, step 8: the notes' words, the page's meaning and the figure's
  // are checked natively (tests/views_pages.rs, mod lost): here they fit.
  for (const mode of ['present', 'embed']) {
    const { page, errors, context } = await open(site.browser, site.url, `?n=6&step=8&lang=en&${mode}=1`, { ready: mode });
    const note = page.getByTestId('lost-note');
    await expect(note).toHaveCount(2);
    for (const i of [0, 1]) await expect(note.nth(i)).toBeInViewport({ ratio: 1 });
    await page.getByTestId('step-forward').click();
    await expect(note).toHaveCount(0);
    expect(errors).toStrictEqual([]);
    await context.close();
  }
});

test('presenter mode: the way out reads at 20 px, as the rest of the head', async () => {
  for (const [width, height] of [[1024, 768], [1920, 1080]]) {
    const { page, errors, context } = await open(site.browser, site.url, '?n=8&step=5&lang=en&present=1', { viewport: { width, height }, ready: 'present' });
    const px = await page.getByTestId('present-exit').evaluate((b) => parseFloat(getComputedStyle(b).fontSize));
    expect(px, `${width}×${height}`).toBeGreaterThanOrEqual(20);
    expect(errors).toStrictEqual([]);
    await context.close();
  }
});

test('the attack arrows stay inside their squares: n = 8 on a desktop, a phone and in presenter mode', async () => {
  for (const [query, viewport, ready] of [['', { width: 1280, height: 800 }, 'board'], ['', { width: 390, height: 844 }, 'board'], ['&present=1', { width: 1024, height: 768 }, 'present']]) {
    const { page, errors, context } = await open(site.browser, site.url, `?n=8&step=0&lang=en${query}`, { viewport, ready });
    const out = [];
    let multi = 0;
    for (const step of [2, 4, 6, 8, 10, 14, 20, 30]) {
      await goTo(page, `?n=8&step=${step}&lang=en${query}`);
      if (query) await expect(page.getByTestId('present-caption')).toHaveText(new RegExp(`step ${step}$`));
      else await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', String(step));
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
    expect(out, `${viewport.width}×${viewport.height}${query}`).toStrictEqual([]);
    expect(errors).toStrictEqual([]);
    await context.close();
  }
});

test('printing n = 16: one page, the labels beside the board whole, no count in progress, the site and the link named', async () => {
  for (const lang of ['en', 'ja']) {
    const { page, errors, context } = await open(site.browser, site.url, `?n=16&step=300&lang=${lang}`, { viewport: { width: 794, height: 1123 } });
    await page.emulateMedia({ media: 'print' });
    const m = await page.evaluate(() => {
      const visible = (el) => el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
      const source = document.querySelector('[data-testid=print-source]');
      return {
        counting: [...document.querySelectorAll('.counters .preparing')].some(visible),
        source: visible(source) ? source.textContent : null,
        cut: [...document.querySelectorAll('[data-testid=board] .row-label, [data-testid=board] .row-tail, .bit-grid .row-label, .bit-grid .row-tail')]
          .filter((e) => visible(e) && (e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right > innerWidth))
          .map((e) => e.textContent.trim()),
      };
    });
    expect(m.counting, 'a count in progress is printed').toBe(false);
    expect(m.source, 'the site and the link').toContain(lang === 'en' ? 'Bitmap N-Queens' : 'ビットマップで解くNクイーン');
    expect(m.source).toContain(`${site.url}?n=16&step=300`);
    expect(m.cut, 'labels cut').toStrictEqual([]);
    const pdf = await page.pdf({ format: 'A4' });
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    expect(pages, `${lang}: printed on ${pages} pages`).toBe(1);
    expect(errors).toStrictEqual([]);
    await context.close();
  }
});

test('share: at n = 16 the 360 × 480 frame is not offered, and the dialog says why; at n = 8 it is', async () => {
  for (const lang of ['en', 'ja']) {
    for (const [n, offered] of [[8, true], [16, false]]) {
      const { page, errors, context } = await open(site.browser, site.url, `?n=${n}&step=2&lang=${lang}`);
      await page.getByTestId('share-open').click();
      const narrow = page.getByTestId('share-size').locator('option', { hasText: '360 × 480' });
      if (offered) await expect(narrow).toBeEnabled();
      else await expect(narrow).toBeDisabled();
      await expect(page.getByTestId('share-size')).toHaveAccessibleDescription(/360 × 480/);
      await expect(page.getByTestId('share-size-note')).toContainText(lang === 'en' ? 'cannot show the current row' : '今の行とそのビットが収まらない');
      expect(errors).toStrictEqual([]);
      await context.close();
    }
  }
});

test('the widget uses its frame: 800×600 filled at every n, digits of 12 px or more at n = 16 in 640×480', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?embed=1&n=4&step=2&lang=en', { viewport: { width: 800, height: 600 }, ready: 'embed' });
  for (const [width, height] of [[800, 600], [640, 480]]) {
    await page.setViewportSize({ width, height });
    for (const n of [4, 6, 8, 12, 16]) {
      await goTo(page, `?embed=1&n=${n}&step=2&lang=en`);
      await expect(page.getByTestId('board').locator('[role=row][data-r]')).toHaveCount(n);
      const m = await page.evaluate(() => {
        const box = (s) => document.querySelector(`[data-testid=embed] ${s}`).getBoundingClientRect();
        const stage = box('.present-stage');
        const board = box('.board');
        const bits = box('.bit-grid');
        const used = { w: (Math.max(board.right, bits.right) - Math.min(board.left, bits.left)) / stage.width, h: (Math.max(board.bottom, bits.bottom) - Math.min(board.top, bits.top)) / stage.height };
        const fonts = [...document.querySelectorAll('[data-testid=embed] .bit-grid .digit')].map((d) => parseFloat(getComputedStyle(d).fontSize));
        return { fill: Math.max(used.w, used.h), digit: Math.min(...fonts), sw: document.documentElement.scrollWidth, sh: document.documentElement.scrollHeight };
      });
      const what = `${width}×${height}, n = ${n}: ${JSON.stringify(m)}`;
      if (width === 800) expect(m.fill, what).toBeGreaterThanOrEqual(0.85);
      expect(m.digit, what).toBeGreaterThanOrEqual(12);
      expect(m.sw <= width && m.sh <= height, what).toBe(true);
    }
  }
  expect(errors).toStrictEqual([]);
  await context.close();
});
