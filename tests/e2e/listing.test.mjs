// The code panel's listing is the program and nothing else: a selection of
// it copied, its Copy button and its download give the same bytes as the
// listing's text, in both languages (that text is `code::program`:
// tests/views_pages/stepper.rs, which also marks the step's line; Chromium
// says the mark here). At 390 px no `-bitmap` breaks after its minus.
//   DIST=… tools/node_modules/.bin/playwright test -c tests/e2e/playwright.config.mjs listing.test.mjs
import fs from 'node:fs';
import { test, expect, useSite, open as openPage, PHONE, evaluateWith, charBoxes } from './harness.mjs';

const site = useSite();
const open = (query, options) => openPage(site.browser, site.url, query, options);

const FILES = { python: 'bitmap_nr.py', c: 'bitmap_nr.c', js: 'bitmap_nr.js', rust: 'bitmap_nr.rs' };

const clipboard = (page) => page.evaluate(() => navigator.clipboard.readText());

for (const lang of ['en', 'ja']) {
  test(`${lang}: the listing copied (a selection, the Copy button) and downloaded is the program alone; its step's line is said marked`, async () => {
    const { page, context } = await open(`?n=8&step=7&code=python&lang=${lang}`);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site.url).origin });
    for (const code of ['python', 'c', 'js', 'rust']) {
      await page.getByTestId('code-lang').selectOption(code);
      const listing = page.getByTestId('code');
      await expect(listing).toHaveAttribute('data-code', code);
      // Step 7 of n = 8 is a Place: its line is marked.
      await expect(page.getByTestId('code-line-current')).toHaveCount(1);
      // The whole listing selected, as a reader drags over it, and copied
      // with the keyboard through the real clipboard.
      await page.evaluate(() => navigator.clipboard.writeText(''));
      await listing.evaluate((pre) => {
        const range = document.createRange();
        range.selectNodeContents(pre);
        getSelection().removeAllRanges();
        getSelection().addRange(range);
      });
      await page.keyboard.press('Control+C');
      await expect.poll(() => clipboard(page)).not.toBe('');
      const selected = await clipboard(page);
      expect(selected, `${code}: nothing but the program`).not.toMatch(/this step|このステップ|▸/);
      // The Copy button: the same bytes (what it said of the last
      // program is gone).
      await expect(page.getByTestId('code-status')).toHaveText('');
      await page.evaluate(() => navigator.clipboard.writeText(''));
      await page.getByTestId('code-copy').click();
      await expect(page.getByTestId('code-status')).toHaveText(lang === 'en' ? 'Copied.' : 'コピーしました。');
      await expect.poll(() => clipboard(page), `${code}: the Copy button`).toBe(selected);
      // The download: a file of the program's name, the same bytes.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('code-download').click()]);
      expect(download.suggestedFilename()).toBe(FILES[code]);
      const saved = fs.readFileSync(await download.path(), 'utf8');
      expect(saved, `${code}: the download`).toBe(selected);
      // The listing's text is that program too (a screen reader's copy).
      expect(await page.locator('#code-text').textContent()).toBe(selected);
    }
    // A screen reader hears the step's line marked, in the listing and in
    // the program in words (the mark's words are the style's).
    await page.getByTestId('code-lang').selectOption('c');
    const here = lang === 'en' ? 'this step:' : 'このステップ：';
    const tree = await page.getByTestId('code').ariaSnapshot();
    expect(tree).toContain(`${here} unsigned bit = bitmap[row] & -bitmap[row];`);
    expect(tree.split(here).length - 1, 'one line marked').toBe(1);
    await page.getByTestId('code-words').locator('summary').click();
    // There the mark's words run into the line's (inline): a space after
    // the English colon, none after the Japanese full-width one.
    expect(await page.getByTestId('code-words').ariaSnapshot()).toContain(`${here}${lang === 'en' ? ' ' : ''}unsigned bit = bitmap[row] AND`);
  });
}

test('at 390 px `-bitmap` never breaks after its minus (the equations, the rows, the C listing)', async () => {
  for (const lang of ['en', 'ja']) {
    const { page, context } = await open(`?n=8&step=7&code=c&lang=${lang}`, { viewport: PHONE });
    const broken = await evaluateWith(page, charBoxes, (charBoxes) => {
      const roots = document.querySelectorAll('[data-testid=equation], [data-testid=derivation], [data-testid=meaning], [data-testid=code]');
      const found = [...roots].flatMap((root) => {
        // Each character shown, in order, with its line's top.
        const chars = charBoxes(root).filter((c) => c.top !== null);
        // A unary minus (not after a name, a number or a bracket) and the
        // character after it, on two lines.
        return chars.flatMap((c, i) => {
          const [before, after] = [chars[i - 1], chars[i + 1]];
          const unary = c.ch === '-' && !(before?.node === c.node && /[\w)\]]/.test(before.ch)) && /\w/.test(after?.ch ?? '');
          return unary && Math.abs(after.top - c.top) > 2 ? [`${root.dataset.testid}: ${c.node.data}`] : [];
        });
      });
      return { found, checked: roots.length };
    });
    expect(broken.checked).toBe(4);
    expect(broken.found, lang).toStrictEqual([]);
    await context.close();
  }
});
