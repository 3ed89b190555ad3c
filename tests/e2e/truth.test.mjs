// Every moment shown is true (the shift equation with its mask on every
// surface, the state after a backtrack, in the views and the figure:
// tests/views.rs and tests/views_pages/truth.rs; the lesson's stops,
// tasks, puzzle and answers: tests/views_learn/): what a Japanese input
// method types (and the write tab's blanks to fix, by keyboard), and
// sideways phones. (Back in the lesson: ear.test.mjs.)
//   playwright test -c tests/e2e/playwright.config.mjs truth
import { test, expect, useSite, open } from './harness.mjs';

const site = useSite();

test('the write tab: what a Japanese input method types, key by key, is read as ASCII; a run that cannot start names the blanks to fix, the focus in the first; Enter in a blank runs', async () => {
  // (The step box and the count page's n: core's parse_step and parse_n,
  // and tests/views_pages/count.rs. The words of a run that cannot start:
  // views_learn junk_gives_a_parse_error_at_its_character.)
  const { page } = await open(site.browser, site.url, '?view=learn&write=1&lang=ja', { ready: 'write-run' });
  // The other blanks, as a Japanese input method types them too; the bit
  // half typed.
  for (const [b, typed] of [['bit', 'ｂｉｔｍａｐ　＆　ー'], ['left', '（left｜bit）＜＜１'], ['down', 'ｄｏｗｎ｜ｂｉｔ'], ['right', '(right｜bit) ＞＞ １']]) {
    await page.getByTestId(`write-expr-${b}`).fill(typed);
  }
  const blank = page.getByTestId('write-expr-bitmap');
  const status = page.getByTestId('write-status');
  // Errors show once Run was pressed: C's logical AND names the one meant.
  await blank.fill('mask && ~(left|down|right)');
  await page.getByTestId('write-run').click();
  await expect(page.getByTestId('write-error-bitmap')).toContainText('& を1つだけ');
  await expect(status).toHaveText(/^bitmap・bit の空欄がまだ読めません。/);
  // The focus is in the first blank to fix (described by its message
  // alone, not the text typed again with its caret: views_learn, write.rs).
  await expect(blank).toBeFocused();
  // Typed key by key, as an input method commits it: the errors of the
  // half-typed text come and go, and the field keeps the focus and every key.
  await blank.fill('');
  await blank.pressSequentially('mask ＆ ~（left｜down｜right）');
  await expect(blank).toBeFocused();
  await expect(blank).toHaveValue('mask ＆ ~（left｜down｜right）');
  await expect(page.getByTestId('write-error-bitmap')).toHaveCount(0);
  await blank.fill('ｍａｓｋ　＆　〜（ｌｅｆｔ｜ｄｏｗｎ｜ｒｉｇｈｔ）');
  await expect(page.getByTestId('write-error-bitmap')).toHaveCount(0);
  // Enter in a blank runs, as in a form: the next blank to fix takes the focus.
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(/^bit の空欄がまだ読めません。/);
  await expect(page.getByTestId('write-expr-bit')).toBeFocused();
  await page.keyboard.type('ｂｉｔｍａｐ');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('write-result')).toHaveAttribute('data-match', 'true');
});

test('sideways phones: the stepper shows the board beside the bit rows, the lesson\'s banner in a strip of 44 px controls, the equations next; closed, the board grows back; the lesson shows its stop under a short bar', async () => {
  // (The board, every bit row and the step buttons on the screen above the
  // bar, at every step, nothing sideways: phone.test.mjs, its PHONES at
  // 844 × 390 with every control 44 px, the banner shown and closed, and its
  // phones lying down at 667 × 375.)
  // The smaller phone in Japanese only (its words the longer).
  for (const viewport of [{ width: 844, height: 390 }, { width: 667, height: 375 }]) {
    for (const lang of viewport.width === 844 ? ['en', 'ja'] : ['ja']) {
      const at = `${viewport.width}×${viewport.height} ${lang}`;
      const { page, errors, context } = await open(site.browser, site.url, `?n=8&step=20&lang=${lang}`, { viewport, hasTouch: true });
      await expect(page.getByTestId('lesson-banner'), at).toBeVisible();
      const seen = () => page.evaluate(() => {
        const board = document.querySelector('[data-testid=board] .cell').getBoundingClientRect();
        const bits = document.querySelector('.stage .bits .bit-grid .digit').getBoundingClientRect();
        return {
          besides: bits.left > board.right, square: board.width,
          banner: [...document.querySelectorAll('[data-testid=lesson-banner] a, [data-testid=lesson-banner] button')]
            .map((e) => e.getBoundingClientRect()).filter((r) => r.width < 44 || r.height < 44).length,
        };
      });
      const banner = await seen();
      expect([banner.besides, banner.banner], at).toStrictEqual([true, 0]);
      await page.getByTestId('lesson-banner-dismiss').tap();
      await page.getByTestId('lesson-banner').waitFor({ state: 'detached' });
      const closed = await seen();
      expect(closed.square, `${at}: the board's squares grow back`).toBeGreaterThan(banner.square);
      // The step's equations come right after the board and the bits,
      // before n, speed and the timeline.
      const top = (sel) => page.locator(sel).first().evaluate((e) => e.getBoundingClientRect().top + scrollY);
      const equations = await top('.explain [data-testid=equation]');
      expect(await top('[data-testid=bits-bit] .digit'), `${at}: the bits before the equations`).toBeLessThan(equations);
      for (const sel of ['[data-testid=n-input]', '[data-testid=speed]', '[data-testid=timeline]']) {
        expect(equations, `${at}: ${sel} comes after the equations`).toBeLessThan(await top(sel));
      }
      // Stepping keeps them there.
      await page.getByTestId('step-forward').click();
      await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', '21');
      expect(await page.evaluate(() => window.scrollY), at).toBe(0);

      // The lesson: the stop's text on the first screen, a bar of 56 px at most.
      await page.goto(`${site.url}?view=learn&stop=4&lang=${lang}`);
      await page.getByTestId('lesson-stop').waitFor();
      const lesson = await page.evaluate(() => {
        const r = (id) => document.querySelector(`[data-testid=${id}]`).getBoundingClientRect();
        const nav = document.querySelector('.lesson-nav').getBoundingClientRect();
        return { text: r('lesson-text').top, nav: nav.height, navTop: nav.top, height: window.innerHeight };
      });
      expect(lesson.nav, `${at}: the lesson's bar`).toBeLessThanOrEqual(56);
      expect(lesson.text, `${at}: the stop's text on the first screen`).toBeLessThan(lesson.navTop - 40);
      // The keys hint is not shown on a touch screen.
      await expect(page.locator('.keys-hint')).toHaveCount(1);
      await expect(page.locator('.keys-hint')).toBeHidden();
      await context.close();
    }
  }
});
