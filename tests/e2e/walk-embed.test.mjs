// The share dialog says that up to NARROW_FRAME_MAX_N (12) its larger
// frames show the whole step (not every frame: the 360 × 480 one cannot
// show the bit rows with the board at n = 8): in each of those frames the
// board's last row, every bit row (the seven and the masked one) and the
// equation are in sight, not scrolled away inside the widget's stage nor
// cut by the frame. (The narrow frame's stage scrolls, as the dialog says:
// src/domain/stepper/texts.rs.)
import { test, expect, useSite, open, goTo } from './harness.mjs';

const site = useSite();
// The larger frames the share dialog offers (src/state/url.rs, EMBED_SIZES).
const SIZES = [[640, 480], [800, 600]];
const ROWS = ['left', 'down', 'right', 'attacks', 'mask', 'bitmap', 'bit'];

for (const [width, height] of SIZES) {
  test(`the widget at ${width}×${height} shows the whole step: n = 4, 8, 11, 12`, async () => {
    const { page, errors, context } = await open(site.browser, site.url, '?n=4&step=2&lang=ja&embed=1', {
      viewport: { width, height }, ready: 'embed',
    });
    const hidden = [];
    for (const lang of ['ja', 'en']) {
      for (const n of [4, 8, 11, 12]) {
        for (const step of [2, 40]) {
          await goTo(page, `?n=${n}&step=${step}&lang=${lang}&embed=1`);
          await page.locator(`html[lang=${lang}]`).waitFor({ state: 'attached' });
          await expect(page.getByTestId('board').locator('[role=row][data-r]')).toHaveCount(n);
          await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', String(step));
          const out = await page.evaluate((rows) => {
            const stage = document.querySelector('[data-testid=embed] .present-stage').getBoundingClientRect();
            const view = { top: Math.max(0, stage.top), bottom: Math.min(window.innerHeight, stage.bottom) };
            const seen = (el) => {
              if (!el) return 'missing';
              const r = el.getBoundingClientRect();
              return r.top >= view.top - 0.5 && r.bottom <= view.bottom + 0.5 && r.right <= window.innerWidth + 0.5
                ? null : `${Math.round(r.top)}–${Math.round(r.bottom)} outside ${Math.round(view.top)}–${Math.round(view.bottom)}`;
            };
            const missing = [];
            const board = [...document.querySelectorAll('[data-testid=board] [role=row][data-r]')].at(-1)?.querySelector('.cell');
            const b = seen(board);
            if (b) missing.push(`board's last row ${b}`);
            const named = [...document.querySelectorAll('[data-testid=embed] [data-testid^="bits-"]')]
              .filter((el) => el.querySelector('.digit'));
            for (const row of rows) {
              if (!named.some((el) => el.dataset.testid === `bits-${row}`)) missing.push(`no bits-${row}`);
            }
            for (const el of named) {
              const digits = el.querySelectorAll('.digit');
              const d = seen(digits[digits.length - 1]);
              if (d) missing.push(`${el.dataset.testid} ${d}`);
            }
            const eq = document.querySelector('[data-testid=equation]');
            const e = eq.getBoundingClientRect();
            if (e.bottom > window.innerHeight + 0.5 || eq.scrollHeight > eq.clientHeight + 1) missing.push('the equation is cut');
            return missing;
          }, ROWS);
          if (out.length) hidden.push(`${lang}, n = ${n}, step ${step}: ${out.join('; ')}`);
        }
      }
    }
    expect(hidden).toStrictEqual([]);
    expect(errors).toStrictEqual([]);
    await context.close();
  });
}
