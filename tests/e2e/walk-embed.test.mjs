// The share dialog says that up to NARROW_FRAME_MAX_N (12) its larger
// frames show the whole step (not every frame: the 360 × 480 one cannot
// show the bit rows with the board at n = 8): in each of those frames the
// board's last row, every bit row (the seven and the masked one) and the
// equation are in sight, not scrolled away inside the widget's stage nor
// cut by the frame. In the narrow frame the widget scrolls as a page, as
// the dialog says (core/src/domain/stepper/texts.rs): its squares keep their
// size from step to step, the step buttons stay in sight, and every bit
// row can be read, not left under a fade.
import { test, expect, useSite, open, goTo } from './harness.mjs';

const site = useSite();
// The larger frames the share dialog offers (core/src/state/url/embed.rs, EMBED_SIZES).
const SIZES = [[640, 480], [800, 600]];
const ROWS = ['left', 'down', 'right', 'attacks', 'mask', 'bitmap', 'bit'];

for (const [width, height] of SIZES) {
  test(`the widget at ${width}×${height} shows the whole step: n = 4, 8, 12`, async () => {
    const { page, errors, context } = await open(site.browser, site.url, '?n=4&step=2&lang=ja&embed=1', {
      viewport: { width, height }, ready: 'embed',
    });
    const hidden = [];
    for (const lang of ['ja', 'en']) {
      for (const n of [4, 8, 12]) {
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
            // The frame itself never scrolls, and the digits stay legible.
            const page = document.documentElement;
            if (page.scrollHeight > innerHeight || page.scrollWidth > innerWidth) missing.push(`the page scrolls: ${page.scrollWidth}×${page.scrollHeight}`);
            const px = Math.min(...[...document.querySelectorAll('[data-testid=embed] .bit-grid .digit')].map((d) => parseFloat(getComputedStyle(d).fontSize)));
            if (px < 12) missing.push(`digits of ${px} px`);
            return missing;
          }, ROWS);
          if (out.length) hidden.push(`${lang}, n = ${n}, step ${step}: ${out.join('; ')}`);
        }
      }
    }
    expect(hidden).toStrictEqual([]);
  });
}

test('the widget in a 360×480 frame scrolls as the share dialog says: the same squares at every step, the step buttons in sight, every bit row readable (n = 4, 8, 12)', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?n=4&step=2&lang=ja&embed=1', {
    viewport: { width: 360, height: 480 }, ready: 'embed',
  });
  const wrong = [];
  for (const lang of ['ja', 'en']) {
    for (const n of [4, 8, 12]) {
      const cells = new Set();
      // A descend (the longest equations), a place, a later step.
      for (const step of [2, 9, 40]) {
        await goTo(page, `?n=${n}&step=${step}&lang=${lang}&embed=1`);
        await page.locator(`html[lang=${lang}]`).waitFor({ state: 'attached' });
        await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', String(step));
        const m = await page.evaluate((rows) => {
          const q = (s) => document.querySelector(`[data-testid=embed] ${s}`);
          const stage = q('.present-stage');
          const out = { cell: q('[data-testid=board] .cell').getBoundingClientRect().width, problems: [] };
          // No box of its own scrolls or clips (and so no fade over its rows).
          const clips = (e) => getComputedStyle(e).overflowY !== 'visible' && e.scrollHeight > e.clientHeight + 1;
          if (clips(stage)) out.problems.push('the stage scrolls inside the frame');
          if (clips(q('.equations'))) out.problems.push('the equations scroll inside the frame');
          // Each bit row, brought into sight, is seen whole and on top: not
          // under the step buttons, nothing over its digits.
          for (const row of rows) {
            const digits = [...document.querySelectorAll(`[data-testid=bits-${row}] .digit`)];
            digits.at(-1).scrollIntoView({ block: 'center' });
            for (const d of [digits[0], digits.at(-1)]) {
              const r = d.getBoundingClientRect();
              const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
              if (!d.contains(top)) out.problems.push(`bits-${row}: ${top?.className || top?.tagName} over its digit`);
              if (r.bottom > innerHeight + 0.5 || r.top < 0) out.problems.push(`bits-${row} outside the frame`);
            }
            const px = parseFloat(getComputedStyle(digits[0]).fontSize);
            if (px < 12) out.problems.push(`bits-${row}: digits of ${px} px`);
          }
          // At the foot: the last equation and the step buttons in sight.
          window.scrollTo(0, document.scrollingElement.scrollHeight);
          const last = [...document.querySelectorAll('[data-testid=equation] > div')].at(-1).getBoundingClientRect();
          if (last.bottom > innerHeight + 0.5) out.problems.push('the last equation cannot be reached');
          const forward = q('[data-testid=step-forward]').getBoundingClientRect();
          if (forward.top < -0.5 || forward.bottom > innerHeight) out.problems.push('the step buttons scrolled away');
          if (document.documentElement.scrollWidth > innerWidth) out.problems.push('sideways scrolling');
          window.scrollTo(0, 0);
          return out;
        }, ROWS);
        cells.add(m.cell.toFixed(1));
        if (m.problems.length) wrong.push(`${lang}, n = ${n}, step ${step}: ${m.problems.join('; ')}`);
      }
      if (cells.size > 1) wrong.push(`${lang}, n = ${n}: squares of ${[...cells].join(', ')} px from step to step`);
    }
  }
  expect(wrong).toStrictEqual([]);
  // (The dialog says so: its words in both languages are core's
  // (domain/stepper/texts.rs); the note in the dialog: classroom.test.mjs.)
});
