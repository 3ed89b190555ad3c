// The stepper page (foundation): load, step, step back, permalinks, bad input.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, open, value } from './harness.mjs';

const site = useSite();

async function state(page) {
  const board = page.getByTestId('board');
  return {
    step: Number(await value(page, 'step-index')),
    solutions: Number(await value(page, 'solutions-found')),
    row: await board.getAttribute('data-row'),
    queens: await board.getAttribute('data-queens'),
    bits: Object.fromEntries(
      await Promise.all(
        ['left', 'down', 'right', 'attacks', 'mask', 'bitmap', 'bit'].map(async (k) => [
          k,
          Number(await value(page, `bits-${k}`)),
        ]),
      ),
    ),
  };
}

test('the page loads with no console error and shows the start of n = 8', async () => {
  const { page, errors, context } = await open(site.browser, site.url);
  const s = await state(page);
  assert.equal(s.step, 0);
  assert.equal(s.solutions, 0);
  assert.equal(s.row, '0');
  assert.equal(s.queens, '');
  assert.equal(s.bits.mask, 255);
  assert.equal(s.bits.bitmap, 255);
  assert.equal(s.bits.bit, 0);
  assert.equal(await page.getByTestId('board').locator('.cell').count(), 64);
  // The binary digits are printed most significant bit first.
  assert.equal(await page.getByTestId('bits-mask').locator('.digit').allInnerTexts().then((d) => d.join('')), '11111111');
  // This Chromium has WebAssembly SIMD: no "unsupported browser" message.
  assert.equal(await page.getByTestId('unsupported').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a browser without WebAssembly SIMD gets a message in both languages, not a blank page', async () => {
  const context = await site.browser.newContext();
  // Such a browser's validator refuses the SIMD probe, and the site's wasm
  // never starts (here: never arrives).
  await context.addInitScript(() => {
    WebAssembly.validate = () => false;
  });
  await context.route('**/*.wasm', (route) => route.abort());
  const page = await context.newPage();
  await page.goto(site.url);
  const panel = page.getByTestId('unsupported');
  await panel.waitFor();
  assert.equal(await panel.getAttribute('role'), 'alert');
  const text = await panel.innerText();
  assert.match(text, /cannot run this site/);
  assert.match(text, /Safari 16\.4/);
  assert.match(text, /このブラウザーではこのサイトを動かせません/);
  await context.close();
});

test('stepping through n = 5 reaches the seed example at step 9, and back', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?n=5');
  const forward = page.getByTestId('step-forward');
  await forward.click();
  let s = await state(page);
  assert.equal(s.step, 1);
  assert.equal(s.queens, '4');
  assert.equal(s.bits.bit, 1);
  assert.equal(s.bits.bitmap, 0b11110);
  await forward.click(); // Descend to row 1
  s = await state(page);
  assert.equal(s.row, '1');
  assert.deepEqual([s.bits.left, s.bits.down, s.bits.right, s.bits.attacks], [0b10, 0b1, 0, 0b11]);
  assert.equal(s.bits.bitmap, 0b11100);
  for (let i = 2; i < 9; i++) await forward.click();
  s = await state(page);
  assert.equal(s.step, 9);
  assert.equal(s.solutions, 1);
  assert.equal(s.queens, '4 2 0 3 1');
  assert.equal(s.row, '4');
  assert.equal(s.bits.bit, 0b01000);
  assert.match(page.url(), /[?&]n=5&step=9/);
  await page.getByTestId('step-back').click();
  s = await state(page);
  assert.equal(s.step, 8);
  assert.equal(s.solutions, 0);
  assert.equal(s.queens, '4 2 0 3');
  assert.match(page.url(), /step=8/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('n = 4 ends after 45 steps with 2 solutions', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?n=4&step=44');
  const forward = page.getByTestId('step-forward');
  assert.equal(await forward.isDisabled(), false);
  await forward.click();
  const s = await state(page);
  assert.equal(s.step, 45);
  assert.equal(s.solutions, 2);
  assert.equal(s.row, '-1');
  assert.equal(await forward.isDisabled(), true);
  assert.equal(await value(page, 'step-total'), '45');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a permalink restores exactly the state reached by stepping', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?n=6');
  for (let i = 0; i < 40; i++) await page.getByTestId('step-forward').click();
  const stepped = await state(page);
  assert.match(page.url(), /n=6&step=40/);
  const link = page.url();
  const other = await open(site.browser, '', link);
  assert.deepEqual(await state(other.page), stepped);
  assert.deepEqual(other.errors, []);
  await other.context.close();
  assert.deepEqual(errors, []);
  await context.close();
});

test('changing n starts a new search and updates the URL', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?n=8&step=123');
  assert.equal(Number(await value(page, 'step-index')), 123);
  await page.getByTestId('n-input').selectOption('5');
  const s = await state(page);
  assert.equal(s.step, 0);
  assert.equal(s.bits.mask, 31);
  assert.equal(await page.getByTestId('board').locator('.cell').count(), 25);
  assert.match(page.url(), /n=5&step=0/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a late step of n = 15 opens after the timeline is counted, without blocking', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?n=15&step=300000000');
  // While the timeline is being counted the page keeps answering: the
  // counter shows its progress.
  await page.locator('.of.preparing').waitFor();
  await page.waitForFunction(
    () => document.querySelector('[data-testid=step-index]')?.dataset.value === '300000000',
    null,
    { timeout: 120_000 },
  );
  const s = await state(page);
  assert.equal(s.step, 300000000);
  assert.equal(s.queens.split(' ').length >= 1, true);
  assert.deepEqual(errors, []);
  await context.close();
});

const BAD = [
  ['?n=abc', { n: 8, step: 0 }],
  ['?n=0', { n: 1, step: 0 }],
  ['?n=40', { n: 16, step: 0 }],
  ['?n=5&step=-3', { n: 5, step: 0 }],
  ['?n=5&step=1e99', { n: 5, step: 'last' }],
  ['?n=4&step=999', { n: 4, step: 45 }],
  ['?n=5&step=abc', { n: 5, step: 0 }],
  ['?lang=xx', { n: 8, step: 0 }],
];
for (const [query, want] of BAD) {
  test(`bad parameters ${query} give the nearest valid state and a notice`, async () => {
    const { page, errors, context } = await open(site.browser, site.url, query);
    await page.getByTestId('notice').waitFor();
    assert.notEqual((await page.getByTestId('notice').innerText()).trim(), '');
    assert.equal(await page.getByTestId('panic').count(), 0);
    const mask = Number(await value(page, 'bits-mask'));
    assert.equal(mask, 2 ** want.n - 1);
    const step = Number(await value(page, 'step-index'));
    if (want.step === 'last') {
      assert.equal(await page.getByTestId('board').getAttribute('data-row'), '-1');
      assert.equal(step, Number(await value(page, 'step-total')));
    } else {
      assert.equal(step, want.step);
    }
    await page.getByTestId('notice-dismiss').click();
    assert.equal(await page.getByTestId('notice').count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('a bug shows a readable message instead of a blank or frozen page', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?n=5');
  await page.evaluate(() => {
    try {
      window.wasmBindings.test_panic();
    } catch {
      // The wasm instance aborts after the hook ran.
    }
  });
  const panel = page.getByTestId('panic');
  await panel.waitFor();
  const text = await panel.innerText();
  assert.match(text, /Something went wrong/);
  assert.match(text, /test_panic\(\) was called/);
  assert.ok(errors.some((e) => e.includes('bitqueens panicked')), 'the panic is logged too');
  await context.close();
});
