// The extra pages (lab, bits primer, symmetry, records) are a wasm of their
// own (src/extra/): loaded once, at the first visit to one; a page keeps its
// state; a wasm that cannot load gives a message (its words: natively,
// views_pages/shell.rs).
import { test, expect, useSite, open, expectAttr } from './harness.mjs';

const site = useSite();

/** The paths of the extra pages' files the page asked for, in order. */
function extraRequests(page) {
  const asked = [];
  page.on('request', (r) => {
    const name = new URL(r.url()).pathname.split('/').pop();
    if (name.startsWith('extra')) asked.push(name);
  });
  return asked;
}

test('the stepper and the counter load without the extra pages; the first extra page loads them once for all four; an extra page keeps its own state when the language changes, and shares the board size with the stepper', async () => {
  // No service worker: it would fetch every file of the site for offline
  // use, and this test is about what the page itself asks for.
  const { page } = await open(site.browser, site.url, '?n=6&lang=en', { serviceWorkers: 'block' });
  const asked = extraRequests(page);
  await page.getByTestId('nav-count').click();
  await page.getByTestId('count-start').waitFor();
  await page.getByTestId('nav-stepper').click();
  await page.getByTestId('board').waitFor();
  expect(asked, 'the stepper and the counter need no extra wasm').toStrictEqual([]);
  await page.getByTestId('nav-bits').click();
  await page.getByTestId('bits-view').waitFor();
  expect(asked).toStrictEqual(['extra.js', 'extra_bg.wasm']);
  for (const [nav, ready] of [['nav-symmetry', 'sym-board'], ['nav-stepper', 'board'], ['nav-lab', 'lab-run'], ['nav-records', 'records-table']]) {
    await page.getByTestId(nav).click();
    await page.getByTestId(ready).waitFor();
  }
  expect(asked, 'loaded once per visit').toStrictEqual(['extra.js', 'extra_bg.wasm']);
  // One page at a time, and the shell's own page is gone.
  expect(await page.getByTestId('sym-board').count()).toBe(0);
  expect(await page.locator('main:visible').count()).toBe(1);
  await page.getByTestId('nav-stepper').click();
  await page.getByTestId('board').waitFor();
  expect(await page.getByTestId('records-table').count()).toBe(0);
  expect(await page.locator('#extra').getAttribute('hidden')).toBe('');

  // The symmetry explorer starts at the app's n and keeps its own choice,
  // updated (not mounted again) when the language changes.
  await page.getByTestId('nav-symmetry').click();
  await page.getByTestId('sym-board').waitFor();
  expect(await page.getByTestId('sym-n').inputValue()).toBe('6');
  await page.getByTestId('sym-n').selectOption('9');
  const title = await page.locator('#extra h2').first().innerText();
  await page.getByTestId('lang-toggle').click();
  await page.locator('html[lang=ja]').waitFor({ state: 'attached' });
  await page.waitForFunction((t) => document.querySelector('#extra h2')?.innerText !== t, title);
  expect(await page.locator('#extra h2').first().innerText(), 'the page speaks Japanese').toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  expect(await page.getByTestId('sym-n').inputValue(), 'the page was updated, not mounted again').toBe('9');
  // The bits primer's board size is the app's, both ways.
  await page.getByTestId('nav-bits').click();
  await page.getByTestId('bits-view').waitFor();
  expect(await page.getByTestId('bits-n').inputValue()).toBe('6');
  await page.getByTestId('bits-n').selectOption('10');
  await page.getByTestId('nav-stepper').click();
  expect(await page.getByTestId('n-input').inputValue()).toBe('10');
  await page.getByTestId('n-input').selectOption('5');
  await page.getByTestId('nav-bits').click();
  await page.waitForFunction(() => document.querySelector('[data-testid=bits-n]')?.value === '5');
});

test('while the extra wasm loads a line says so; if it cannot load, a message that follows the language, and the rest of the site works', async () => {
  const { page, errors } = await open(site.browser, site.url, '?n=8&lang=ja', { serviceWorkers: 'block', errors: 'mine' });
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route(/\/extra_bg\.wasm$/, async (route) => {
    await held;
    await route.abort('failed');
  });
  await page.getByTestId('nav-lab').click();
  await page.getByTestId('extra-loading').waitFor();
  release();
  const failed = page.getByTestId('extra-failed');
  await expect(failed).toContainText('読み込めませんでした');
  await page.getByTestId('lang-toggle').click();
  await expect(failed).toContainText('could not be loaded');
  // The shell's own pages still work.
  await page.getByTestId('nav-stepper').click();
  await page.getByTestId('board').waitFor();
  await page.getByTestId('step-forward').click();
  await expectAttr(page, 'step-index', '1');
  // Only the console's note of the failed load, no uncaught error.
  expect(errors.every((e) => /extra pages could not be loaded|extra_bg\.wasm|Failed to load resource/.test(e)), errors.join('\n')).toBeTruthy();
});
