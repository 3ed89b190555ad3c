// The stepper's first screen is built over frames (`use_reveal`: short tasks,
// not one long one), top to bottom, none moving what is already on screen.
import { test, expect, useSite, open, focused, DESKTOP, PHONE } from './harness.mjs';

const site = useSite();

// What each part is known by, in the order in which it must appear.
const PARTS = [
  ['header', '[data-testid="lang-toggle"]'],
  ['controls', '[data-testid="step-forward"]'],
  ['board', '[data-testid="board"]'],
  ['bit rows', '[data-testid="bits-bit"]'],
  ['explanation', '[data-testid="derivation"]'],
  ['side column', '[data-testid="code"]'],
];

/** Notes the frame in which each part first exists and the last one with the
 *  timeline's progress line, and sums the layout shifts. */
function watchStart(parts) {
  window.__frame = 0;
  const tick = () => { window.__frame += 1; requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  window.__seen = {};
  const look = () => {
    for (const [name, selector] of [...parts, ['busy', '.stepper[aria-busy="true"]']]) {
      if (!(name in window.__seen) && document.querySelector(selector)) window.__seen[name] = window.__frame;
    }
    if (document.querySelector('.timeline .preparing')) window.__counting = window.__frame;
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  window.__shift = 0;
  window.__shifted = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__shift += e.value;
      for (const s of e.sources) window.__shifted.push(`${s.node?.nodeName}.${s.node?.className}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** `open`'s init script: `watchStart` from the page's start. */
const START = `(${watchStart})(${JSON.stringify(PARTS)})`;

// (Each language on one width: harness.mjs LANG_WIDTH.) At n = 14 the
// timeline's count ends after the first screen is up: what it found replaces
// its progress lines, moving nothing either (they moved all below).
for (const [width, viewport, lang] of [['phone', PHONE, 'ja'], ['desktop', DESKTOP, 'en']]) {
  test(`the stepper's first screen comes in frames, top to bottom, and nothing on it moves, nor when the timeline's count ends (n = 14, ${width}, ${lang})`, async () => {
    const { page } = await open(site.browser, site.url, `?n=14&lang=${lang}`, {
      viewport, initScript: START, ready: 'code',
    });
    await page.getByTestId('step-total').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForTimeout(300);
    const { seen, shift, shifted, counting } = await page.evaluate(() => ({ seen: window.__seen, shift: window.__shift, shifted: window.__shifted, counting: window.__counting }));
    const frames = PARTS.map(([name]) => seen[name]);
    expect(frames.every((f) => Number.isInteger(f)), `every part appeared: ${JSON.stringify(seen)}`).toBeTruthy();
    for (let i = 1; i < PARTS.length; i++) {
      expect(frames[i], `${PARTS[i][0]} after ${PARTS[i - 1][0]}: ${JSON.stringify(seen)}`).toBeGreaterThan(frames[i - 1]);
    }
    // The count went on after the first screen was up (else its end moves nothing here).
    expect(counting, `counting until frame ${counting}, the screen up at ${seen['side column']}`).toBeGreaterThan(seen['side column']);
    expect(shift, `no layout shift while the screen is built nor when the count ends (${shifted.join(', ')})`).toBe(0);
    await expect(page.getByTestId('timeline-status')).toHaveText(lang === 'en' ? 'The whole search: 81,344,465 steps, 365,596 solutions' : '探索全体：81,344,465 ステップ、解 365,596 個');
    // Busy while it is built, for assistive technology, and not after.
    expect(seen.busy, 'the stepper is marked busy while it is built').toBeLessThan(seen['side column']);
    await expect(page.locator('.stepper')).not.toHaveAttribute('aria-busy', /.*/);
    // The whole screen in the end: the settings too, on a phone after the bit rows.
    await expect(page.getByTestId('n-input')).toBeVisible();
    await expect(page.getByTestId('share-open')).toBeVisible();
    if (width === 'phone') {
      const [bits, n] = await Promise.all([page.locator('.stepper .bits'), page.getByTestId('n-input')].map((l) => l.boundingBox()));
      expect(n.y, 'the settings follow the bit rows').toBeGreaterThan(bits.y);
    }
  });
}

test('a step taken while the screen is still being built lands, and the screen completes', async () => {
  const context = await site.browser.newContext({ viewport: PHONE });
  try {
    const page = await context.newPage();
    await page.goto(site.url);
    // As soon as the controls exist, before the board and the bit rows.
    await page.getByTestId('step-forward').click();
    await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', '1');
    // The first queen on the lowest bit: column 7 of the 8 columns.
    await expect(page.getByTestId('board')).toHaveAttribute('data-queens', '7');
    await expect(page.getByTestId('code')).toBeVisible();
  } finally {
    await context.close();
  }
});

// Only the first screen is built in stages: a stepper mounted again (leaving
// presenter mode) is whole, the focus straight back on presenter mode's button.
test('presenter mode turned on from the page, or opened from the address (present=1), and left at once: the focus goes back to its button', async () => {
  for (const [query, ready] of [['', 'code'], ['?present=1', 'present-exit']]) {
    const { page } = await open(site.browser, site.url, query, { ready });
    if (!query) await page.keyboard.press('f');
    await page.getByTestId('present-exit').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('present').waitFor({ state: 'detached' });
    await expect.poll(() => focused(page), query).toBe('present-toggle');
  }
});
