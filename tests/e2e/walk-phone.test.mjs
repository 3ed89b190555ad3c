// Phones: the focused control is never hidden under the step bar (WCAG 2.4.11).
import { test, expect, useSite, open, PHONE } from './harness.mjs';

const site = useSite();
const LANDSCAPE = { width: 844, height: 390 };

/** Boxes of the focused element and of the step bar (scrolled into view first). */
const focusAndBar = (page) => page.evaluate(() => {
  const box = (el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height };
  };
  const el = document.activeElement;
  const bar = document.querySelector('[data-testid=step-forward]').closest('[role=group]');
  return {
    name: `${el.tagName.toLowerCase()}[data-testid=${el.dataset.testid ?? ''}] ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}`,
    inBar: bar.contains(el),
    el: box(el),
    bar: box(bar),
    height: window.innerHeight,
  };
});

const overlaps = (a, b) => a.bottom > b.top + 0.5 && a.top < b.bottom - 0.5 && a.right > b.left + 0.5 && a.left < b.right - 0.5;

test('phones upright and lying down: no control reached by Tab is hidden under the step bar (the n select among them)', async () => {
  const { page } = await open(site.browser, site.url, '?n=8&step=10&lang=ja', { viewport: PHONE, hasTouch: true });
  for (const viewport of [PHONE, LANDSCAPE]) {
    const at = `${viewport.width}×${viewport.height}`;
    await page.setViewportSize(viewport);
    await page.goto(`${site.url}?n=8&step=10&lang=ja`);
    await page.getByTestId('board').waitFor();
    const hidden = [];
    const seen = new Set();
    for (let k = 0; k < 60; k += 1) {
      await page.keyboard.press('Tab');
      const f = await focusAndBar(page);
      if (seen.has(f.name) && f.name.includes('data-testid=step-back')) break;
      seen.add(f.name);
      // The bar's own buttons, and a box taller than what the bar leaves.
      if (f.inBar || f.el.height === 0 || f.el.height > f.bar.top) continue;
      if (overlaps(f.el, f.bar)) hidden.push(`${f.name}: ${Math.round(f.el.top)}–${Math.round(f.el.bottom)} under the bar from ${Math.round(f.bar.top)}`);
    }
    expect(seen.size, `${at}: Tab went through the page`).toBeGreaterThan(5);
    expect([...seen].some((name) => name.includes('data-testid=n-input')), `${at}: Tab reached the n select`).toBeTruthy();
    expect(hidden, at).toStrictEqual([]);
  }
});
