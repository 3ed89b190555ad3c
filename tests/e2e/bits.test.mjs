// The bits primer: playground values (negative numbers, the 32-bit
// edge), parse errors, clickable bits, bit origins, n-bit mode, the guided
// cards and their links to stepper moments, languages, the phone layout.
import { test, expect, useSite, open, value, expectAttr, PHONE } from './harness.mjs';

const site = useSite();

/** Opens `?view=bits…` and checks that the page did not panic. */
async function openBits(query = '', options = {}) {
  const opened = await open(site.browser, site.url, `?view=bits${query}`, { ...options, ready: 'bits-view' });
  expect(await opened.page.getByTestId('panic').count(), 'the page panicked').toBe(0);
  return opened;
}

async function compute(page, { width, op, a, b }) {
  if (width !== undefined) await page.getByTestId('bits-width').selectOption(String(width));
  await page.getByTestId('bits-op').selectOption(op);
  await page.getByTestId('bits-a').fill(a);
  if (b !== undefined) await page.getByTestId('bits-b').fill(b);
}

// [width, op, a, b, unsigned result masked to the width]
const CASES = [
  [8, 'and', '22', '-22', 2],
  [8, 'lowest_one', '22', undefined, 2],
  [8, 'or', '-22', '0', 234],
  [8, 'neg', '22', undefined, 234],
  [8, 'xor', '0b1010', '0x0f', 5],
  [8, 'clear_lowest', '22', undefined, 20],
  [8, 'set_lowest_zero', '22', undefined, 23],
  [8, 'shr', '22', '9', 0],
  [8, 'shl', '2#00010', '1', 4],
  [4, 'not', '5', undefined, 10],
  [8, 'not', '0', undefined, 255],
  [16, 'and_not', '0xffff', '0x00f0', 65295],
  [16, 'neg', '-32768', undefined, 32768],
  [32, 'not', '0', undefined, 4294967295],
  [32, 'shl', '0x80000000', '1', 0],
  [32, 'shl', '1', '31', 2147483648],
  [32, 'shr', '0x80000000', '31', 1],
  [32, 'neg', '1', undefined, 4294967295],
  [32, 'or', '-2147483648', '0', 2147483648],
  [32, 'lowest_one', '-8', undefined, 8],
];

test('playground operations give the right values, negative numbers and the 32-bit edge included', async () => {
  const { page, errors, context } = await openBits('&lang=en');
  // The default example is the seed's 22 & -22.
  await expectAttr(page, 'bits-result', 2);
  for (const [width, op, a, b, expected] of CASES) {
    await compute(page, { width, op, a, b });
    await expectAttr(page, 'bits-result', expected);
    const digits = await page.getByTestId('bits-result').locator('.digit').count();
    expect(digits, `${op} at ${width} bits shows one digit per bit`).toBe(width);
  }
  // a = -22 at 8 bits is stored as 234 (two's complement).
  await compute(page, { width: 8, op: 'or', a: '-22', b: '0' });
  await expectAttr(page, 'bits-a-row', 234);
  expect(await page.getByTestId('bits-a-row').locator('.digit').allInnerTexts().then((d) => d.join(''))).toBe('11101010');
  // Binary, unsigned, signed and hex side by side.
  const row = await page.getByTestId('bits-values').locator('tbody tr').first().locator('td').allInnerTexts();
  expect(row).toStrictEqual(['234', '-22', '0xea']);
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('bad input shows a clear message under the input, and no console error', async () => {
  const { page, errors, context } = await openBits('&lang=en');
  await page.getByTestId('bits-width').selectOption('8');
  const cases = [
    ['12x', /“x” is not a decimal digit/],
    ['300', /largest value is 255/],
    ['-129', /smallest value is -128/],
    ['0b102', /“2” is not a binary digit/],
    ['0x', /Digits are missing/],
    ['', /Enter a number/],
  ];
  for (const [text, message] of cases) {
    await page.getByTestId('bits-a').fill(text);
    const error = page.getByTestId('bits-a-error');
    await error.filter({ hasText: message }).waitFor();
    expect(await page.getByTestId('bits-a').getAttribute('aria-invalid')).toBe('true');
    // The message is tied to the input.
    const describedBy = await page.getByTestId('bits-a').getAttribute('aria-describedby');
    expect(describedBy.split(' ').includes(await error.getAttribute('id'))).toBeTruthy();
    await expectAttr(page, 'bits-result', '');
  }
  await page.getByTestId('bits-a').fill('22');
  await expectAttr(page, 'bits-result', 2);
  expect(await page.getByTestId('bits-a-error').count()).toBe(0);
  expect(await page.getByTestId('bits-a').getAttribute('aria-invalid')).toBe('false');
  // b is checked too, but not when the operation does not use it.
  await page.getByTestId('bits-b').fill('zz');
  await page.getByTestId('bits-b-error').waitFor();
  await page.getByTestId('bits-op').selectOption('not');
  await expectAttr(page, 'bits-result', 233);
  expect(await page.getByTestId('bits-b-error').count()).toBe(0);
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('the error messages are translated', async () => {
  const { page, errors, context } = await openBits('&lang=ja');
  expect(await page.locator('html').getAttribute('lang')).toBe('ja');
  await page.getByTestId('bits-a').fill('300');
  await page.getByTestId('bits-a-error').waitFor();
  expect(await page.getByTestId('bits-a-error').innerText()).toMatch(/この幅には大きすぎます。最大値は 255 です。/);
  expect(await page.locator('h2.page-title').innerText()).toMatch(/ビット演算入門/);
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('clicking a digit flips that bit, keeping how the value was written', async () => {
  const { page, errors, context } = await openBits('&lang=en');
  await compute(page, { width: 8, op: 'or', a: '22', b: '0' });
  await page.getByTestId('bits-a-row').locator('button[data-bit="0"]').click();
  await expectAttr(page, 'bits-result', 23);
  expect(await page.getByTestId('bits-a').inputValue()).toBe('23');
  await page.getByTestId('bits-a').fill('0b0001');
  await page.getByTestId('bits-a-row').locator('button[data-bit="7"]').click();
  await expectAttr(page, 'bits-result', 129);
  expect(await page.getByTestId('bits-a').inputValue()).toBe('0b10000001');
  await page.getByTestId('bits-a').fill('-1');
  await page.getByTestId('bits-a-row').locator('button[data-bit="0"]').click();
  await expectAttr(page, 'bits-result', 254);
  expect(await page.getByTestId('bits-a').inputValue()).toBe('-2');
  // Digits are buttons with a spoken label.
  const label = await page.getByTestId('bits-a-row').locator('button[data-bit="0"]').getAttribute('aria-label');
  expect(label).toMatch(/bit 0 = 0/);
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('each result bit shows where it came from', async () => {
  const { page, errors, context } = await openBits('&lang=en');
  // 22 & -22: the lowest 1 is chosen first.
  await expectAttr(page, 'bits-result', 2);
  expect(await page.getByTestId('bits-origin').innerText()).toMatch(/Bit 1: a₁ & b₁ = 1 & 1 = 1/);
  // A shift: result bit 4 is a copy of bit 2 of a, outlined.
  await compute(page, { width: 8, op: 'shl', a: '5', b: '2' });
  await expectAttr(page, 'bits-result', 20);
  await page.getByTestId('bits-result').locator('button[data-bit="4"]').click();
  await expect(page.getByTestId('bits-origin')).toContainText('bit 2 of a');
  expect(await page.getByTestId('bits-a-row').locator('[data-bit="2"]').getAttribute('class')).toMatch(/\bsrc\b/);
  expect(await page.getByTestId('bits-result').locator('button[data-bit="4"]').getAttribute('aria-pressed')).toBe('true');
  await page.getByTestId('bits-result').locator('button[data-bit="0"]').click();
  await expect(page.getByTestId('bits-origin')).toContainText('shift brought in');
  // Negation shows the carries of ~a + 1.
  await compute(page, { width: 8, op: 'neg', a: '22' });
  await expectAttr(page, 'bits-result', 234);
  await page.getByTestId('bits-result').locator('button[data-bit="1"]').click();
  await expect(page.getByTestId('bits-origin')).toContainText('flipped digit 0 + carry 1 = 1');
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('n-bit mode follows the board size', async () => {
  const { page, errors, context } = await openBits('&lang=en');
  await page.getByTestId('bits-width').selectOption('n');
  await page.getByTestId('bits-n').selectOption('5');
  await compute(page, { op: 'not', a: '22' });
  await expectAttr(page, 'bits-result', 9);
  expect(await page.getByTestId('bits-a-row').locator('.digit').count()).toBe(5);
  await page.getByTestId('bits-a').fill('40');
  await page.getByTestId('bits-a-error').getByText('largest value is 31').waitFor();
  await page.getByTestId('bits-n').selectOption('12');
  await expectAttr(page, 'bits-result', 4095 - 40);
  expect(await page.getByTestId('bits-a-row').locator('.digit').count()).toBe(12);
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('the cards compute their live examples', async () => {
  const { page, errors, context } = await openBits('&lang=en');
  // n = 8 by default.
  await expectAttr(page, 'card-row-result', 2);
  await page.getByTestId('card-row-board').locator('[data-col="2"]').click();
  await expectAttr(page, 'card-row-result', 34);
  await expectAttr(page, 'card-or-result', 7);
  await page.getByTestId('card-or-left').locator('button[data-bit="7"]').click();
  await expectAttr(page, 'card-or-result', 135);
  await expectAttr(page, 'card-mask-result', 255);
  await page.getByTestId('card-mask-n').selectOption('5');
  await expectAttr(page, 'card-mask-result', 31);
  await expectAttr(page, 'card-not-result', 248);
  await expectAttr(page, 'card-twos-result', 234);
  // The two's complement card reads each row both ways, in full: no tail
  // is cut ("unsigned 234, signed -22").
  const tails = page.getByTestId('card-twos').locator('.row-tail');
  await expect(tails.filter({ hasText: 'unsigned 234, signed -22' })).toHaveCount(1);
  for (const tail of await tails.all()) {
    expect(await tail.evaluate((el) => el.scrollWidth <= el.clientWidth), await tail.textContent()).toBe(true);
  }
  await page.getByTestId('card-twos-x').fill('0');
  await expectAttr(page, 'card-twos-result', 0);
  await page.getByTestId('card-lowest-x').fill('0b01101000');
  await expectAttr(page, 'card-lowest-result', 8);
  await page.getByTestId('card-clear-x').fill('0b01101000');
  await expectAttr(page, 'card-clear-result', 96);
  await page.getByTestId('card-set-x').fill('0b00000111');
  await expectAttr(page, 'card-set-result', 15);
  await page.getByTestId('card-pop-x').fill('0xff');
  await expectAttr(page, 'card-pop-clearing', 8);
  await expectAttr(page, 'card-pop-parallel', 8);
  await page.getByTestId('card-pop-x').fill('zz');
  await page.getByTestId('card-pop-x-error').waitFor();
  // Combinations: 5 choose 3, the seed's numbering (10110 is number 6).
  await expectAttr(page, 'card-comb-index', 6);
  await page.getByTestId('card-comb-n').selectOption('6');
  await expectAttr(page, 'card-comb-index', 0);
  await expectAttr(page, 'card-comb-pattern', 7);
  expect(await page.getByTestId('card-comb-list').locator('li').count()).toBe(20);
  await page.getByTestId('card-comb-list').locator('li').nth(19).locator('button').click();
  await expectAttr(page, 'card-comb-pattern', 0b111000);
  await expectAttr(page, 'card-comb-index', 19);
  // A pattern with the wrong number of ones has no number.
  await page.getByTestId('card-comb-pattern').locator('button[data-bit="0"]').click();
  await page.getByTestId('card-comb-error').waitFor();
  expect(errors).toStrictEqual([]);
  await context.close();
});

async function stepperBits(page) {
  const get = async (k) => Number(await value(page, `bits-${k}`));
  return {
    left: await get('left'),
    down: await get('down'),
    right: await get('right'),
    bitmap: await get('bitmap'),
    bit: await get('bit'),
    attacks: await get('attacks'),
  };
}

/** Follows a card's link into the stepper; returns its n and step. */
async function follow(page, card) {
  const link = page.getByTestId(`${card}-link`);
  const n = Number(await link.getAttribute('data-n'));
  const step = Number(await link.getAttribute('data-step'));
  expect(await link.getAttribute('href')).toBe(`?n=${n}&step=${step}&lang=en`);
  await link.click();
  await page.getByTestId('board').waitFor();
  await expectAttr(page, 'step-index', step);
  await expect(page).toHaveURL(new RegExp(`[?&]n=${n}&step=${step}(&|$)`));
  return { n, step };
}

test('each card links to the stepper moment where the solver does the same thing', async () => {
  let page, errors, context;
  for (const [card, n, check] of [
    // The seed's n = 5 example: the queen on 00010 gives left 4, down 2, right 1.
    ['card-or', 5, (b) => expect([b.left, b.down, b.right, b.attacks]).toStrictEqual([4, 2, 1, 7])],
    ['card-not', 5, (b) => expect([b.attacks, b.bitmap]).toStrictEqual([7, 24])],
    // 22 = 10110: bit = 22 & -22 = 2 is taken, 22 & 21 = 20 is left.
    ['card-lowest', 8, (b) => expect([b.bit, b.bitmap]).toStrictEqual([2, 20])],
    ['card-twos', 8, (b) => expect([b.bit, b.bitmap | b.bit]).toStrictEqual([2, 22])],
    ['card-clear', 8, (b) => expect([b.bit, b.bitmap]).toStrictEqual([2, 20])],
    ['card-row', 8, (b) => expect(b.bit).toBe(2)],
    ['card-pop', 8, (b) => expect(b.bitmap).toBe(22)],
    // Right after that Descend, the lowest 0 of 00111 (bit 3) is the first candidate.
    ['card-set', 5, (b) => expect([b.attacks, b.bitmap & -b.bitmap]).toStrictEqual([7, 8])],
    ['card-mask', 8, (b) => expect([b.bitmap, b.attacks]).toStrictEqual([255, 0])],
    ['card-comb', 5, (b) => expect(b.down).toBe(0b10110)],
  ]) {
    // Back to the primer by its menu link (the page, its extra wasm loaded
    // once, starts again with its own examples).
    if (page) {
      await page.getByTestId('nav-bits').click();
      await page.getByTestId('bits-view').waitFor();
    } else {
      ({ page, errors, context } = await openBits('&lang=en'));
    }
    await page.getByTestId('bits-n').selectOption(String(n));
    await page.getByTestId(`${card}-link`).waitFor();
    if (card !== 'card-comb') {
      await expectAttr(page, `${card}-link`, String(n), 'data-n');
    }
    await expectAttr(page, `${card}-link`, 'true', 'data-exact');
    await follow(page, card);
    check(await stepperBits(page));
    expect(errors, card).toStrictEqual([]);
  }
  await context.close();
});

test('a value the search never meets links to the first moment of the same kind', async () => {
  const { page, errors, context } = await openBits('&lang=en');
  await page.getByTestId('bits-n').selectOption('4');
  // In n = 4, left | down | right is never 1111 right after a Descend with
  // left = down = right = 1111.
  for (const side of ['left', 'down', 'right']) {
    for (const bit of ['3', '2', '1', '0']) {
      const b = page.getByTestId(`card-or-${side}`).locator(`button[data-bit="${bit}"]`);
      const on = (await b.innerText()) === '1';
      if (!on) await b.click();
    }
  }
  await expectAttr(page, 'card-or-result', 15);
  await expectAttr(page, 'card-or-link', 'false', 'data-exact');
  // The first Descend of n = 4 is step 2.
  await expectAttr(page, 'card-or-link', '2', 'data-step');
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('the nav link opens the primer, and the page fits a phone without horizontal scroll', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?lang=ja', { viewport: PHONE });
  // On a phone the menu is behind its button.
  await page.getByTestId('menu-toggle').click();
  await page.getByTestId('nav-bits').click();
  await page.getByTestId('bits-view').waitFor();
  await expect(page).toHaveURL(/view=bits/);
  expect(await page.getByTestId('nav-bits').getAttribute('aria-current')).toBe('page');
  // On a phone a row's name and value sit on the line above its digits
  // (the value column is hidden), and eight digits fill the width.
  await page.getByTestId('bits-a').fill('22');
  const row = await page.getByTestId('bits-a-row').evaluate((r) => {
    const label = r.querySelector('.row-label');
    const digits = [...r.querySelectorAll('.digit')].map((d) => d.getBoundingClientRect());
    return {
      after: getComputedStyle(label, '::after').content,
      tail: getComputedStyle(r.querySelector('.row-tail')).display,
      labelBottom: label.getBoundingClientRect().bottom,
      digitsTop: Math.min(...digits.map((d) => d.top)),
      narrowest: Math.min(...digits.map((d) => Math.min(d.width, d.height))),
    };
  });
  expect(row.after).toBe('"\u00a0= 22"');
  expect(row.tail).toBe('none');
  expect(row.labelBottom).toBeLessThanOrEqual(row.digitsTop + 0.5);
  expect(row.narrowest).toBeGreaterThanOrEqual(44);
  for (const width of ['8', '32']) {
    await page.getByTestId('bits-width').selectOption(width);
    const overflow = await page.evaluate(() => {
      const w = document.documentElement.clientWidth;
      const scrolls = (el) => {
        for (let e = el.parentElement; e; e = e.parentElement) {
          const o = getComputedStyle(e).overflowX;
          if ((o === 'auto' || o === 'scroll') && e !== document.body) return true;
        }
        return false;
      };
      // (An element with display: contents has no box: the harness
      // refuses to measure it.)
      return [...document.querySelectorAll('body *')]
        .filter((e) => getComputedStyle(e).display !== 'contents')
        .filter((e) => e.getBoundingClientRect().right > w + 1 && !scrolls(e))
        .map((e) => `${e.tagName}.${e.className}`)
        .slice(0, 5);
    });
    expect(overflow, `nothing sticks out of a 390 px page at ${width} bits`).toStrictEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= 390)).toBeTruthy();
    // The playground's rows do not scroll either: wider than a byte, they
    // take lines of 8 digits, each line starting at a byte's top bit, every
    // digit at least 44 px square.
    const lines = await page.getByTestId('bits-a-row').evaluate((r) => {
      const wrap = r.closest('.bq-grid-wrap');
      const digits = [...r.querySelectorAll('.digit')].map((d) => ({ bit: Number(d.dataset.bit), box: d.getBoundingClientRect() }));
      const tops = [...new Set(digits.map((d) => Math.round(d.box.top)))];
      return {
        scrolls: wrap.scrollWidth > wrap.clientWidth,
        starts: tops.map((top) => digits.find((d) => Math.round(d.box.top) === top).bit),
        narrowest: Math.min(...digits.map((d) => Math.min(d.box.width, d.box.height))),
      };
    });
    expect(lines.scrolls, `${width} bits`).toBe(false);
    expect(lines.starts).toStrictEqual(width === '8' ? [7] : [31, 23, 15, 7]);
    expect(lines.narrowest).toBeGreaterThanOrEqual(44);
  }
  // Every input has a label.
  for (const id of ['bits-a', 'bits-b', 'card-twos-x']) {
    const labelled = await page.locator(`label[for="${id}"]`).count();
    expect(labelled, id).toBe(1);
  }
  expect(errors).toStrictEqual([]);
  await context.close();
});
