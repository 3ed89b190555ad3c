// A phone's first screen (390×844): the stepper shows the board and the bit
// rows of the current row without scrolling, the step buttons sit in a bar
// at the bottom of the screen (under the thumb) and keep their names, and
// the menu opens from its button. Both languages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, open as openPage, PHONE } from './harness.mjs';

const site = useSite();

/** Boxes of test ids, the viewport and the bottom bar, read in one go. */
async function layout(page) {
  return page.evaluate(() => {
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    const byId = (id) => document.querySelector(`[data-testid="${id}"]`);
    return {
      height: window.innerHeight,
      width: window.innerWidth,
      scrollWidth: document.documentElement.scrollWidth,
      board: box(byId('board')),
      bitmap: box(byId('bits-bitmap')),
      back: box(byId('step-back')),
      forward: box(byId('step-forward')),
      bar: box(byId('step-forward').closest('[role=group]')),
      header: box(document.querySelector('.site-header')),
    };
  });
}

for (const lang of ['en', 'ja']) {
  for (const n of [8, 12]) {
    test(`phone 390×844, ${lang}, n = ${n}: the first screen shows the board and bits-bitmap, the step buttons under the thumb`, async () => {
      const { page, errors, context } = await openPage(site.browser, site.url, `?n=${n}&step=5&lang=${lang}`, { viewport: PHONE });
      const l = await layout(page);
      assert.deepEqual([l.width, l.height], [PHONE.width, PHONE.height]);
      assert.equal(await page.evaluate(() => window.scrollY), 0, 'the page opens at its top');
      // Above the bottom bar, nothing scrolled: the board and the bitmap row.
      assert.ok(l.board.top >= 0 && l.board.bottom <= l.bar.top, `the board (${l.board.top}–${l.board.bottom}) is above the bar (${l.bar.top})`);
      assert.ok(l.bitmap.bottom <= l.bar.top, `bits-bitmap (bottom ${l.bitmap.bottom}) is above the bar (${l.bar.top})`);
      assert.ok(l.header.bottom <= 80, `the header is compact (${l.header.bottom}px)`);
      // The bar: at the bottom edge, the buttons in the lower third, side by side.
      assert.ok(Math.abs(l.bar.bottom - l.height) <= 1, `the bar ends at the bottom (${l.bar.bottom})`);
      for (const b of [l.back, l.forward]) {
        assert.ok(b.top > (2 * l.height) / 3 && b.bottom <= l.height, `a step button in the lower third (${b.top}–${b.bottom})`);
        assert.ok(b.bottom - b.top >= 44, 'a button a thumb can hit (44 px)');
      }
      assert.ok(l.scrollWidth <= l.width, 'no sideways scroll');
      // Icons on screen, names for screen readers.
      const name = lang === 'en' ? 'Step forward' : '1ステップ進む';
      const forward = page.getByRole('button', { name, exact: true });
      assert.equal(await forward.getAttribute('data-testid'), 'step-forward');
      await forward.click();
      await page.locator('[data-testid="step-index"][data-value="6"]').waitFor();
      await page.getByTestId('step-back').click();
      await page.locator('[data-testid="step-index"][data-value="5"]').waitFor();
      // The bar stays at the bottom while the page scrolls.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const after = await layout(page);
      assert.ok(Math.abs(after.bar.bottom - after.height) <= 1, 'the bar stays at the bottom');
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  test(`phone, ${lang}: the menu opens from its button and closes after a choice`, async () => {
    const { page, errors, context } = await openPage(site.browser, site.url, `?lang=${lang}`, { viewport: PHONE });
    const toggle = page.getByTestId('menu-toggle');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    assert.equal(await page.getByTestId('nav-lab').isVisible(), false, 'the menu is closed at first');
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    await page.getByTestId('nav-lab').click();
    await page.locator('[data-testid="nav-lab"][aria-current="page"]').waitFor({ state: 'attached' });
    assert.match(page.url(), /view=lab/);
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    assert.equal(await page.getByTestId('nav-lab').isVisible(), false, 'the menu closes after a choice');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
