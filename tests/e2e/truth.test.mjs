// What a browser alone can show true (the moments, equations and lesson
// are checked natively: tests/views.rs, tests/views_pages/truth.rs,
// tests/views_learn/): what a Japanese input method types into the write
// tab, by keyboard, and the stepper and lesson on sideways phones.
import { test, expect, useSite, open } from './harness.mjs';

const site = useSite();

test('the write tab: what a Japanese input method types, key by key, is read as ASCII; a run that cannot start names the blanks to fix, the focus in the first; Enter in a blank runs', async () => {
  const { page } = await open(site.browser, site.url, '?view=learn&write=1&lang=ja', { ready: 'write-run' });
  // The other blanks as a Japanese input method types them; the bit half typed.
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
  // The focus is in the first blank to fix.
  await expect(blank).toBeFocused();
  // Typed key by key, as an input method commits it: the field keeps the focus and every key.
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
  // (What is on the screen above the bar at every step, controls of 44 px,
  // nothing sideways: phone.test.mjs.) The smaller phone in Japanese only.
  for (const viewport of [{ width: 844, height: 390 }, { width: 667, height: 375 }]) {
    for (const lang of viewport.width === 844 ? ['en', 'ja'] : ['ja']) {
      const at = `${viewport.width}×${viewport.height} ${lang}`;
      const { page, context } = await open(site.browser, site.url, `?n=8&step=20&lang=${lang}`, { viewport, hasTouch: true });
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
      // The step's equations right after the board and the bits, before n, speed and the timeline.
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
