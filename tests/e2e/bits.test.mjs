// The bits primer in a browser: its fields, menus and digits drive the
// playground and the cards, a card's link opens the stepper at its moment,
// and the page fits a phone. What it shows for a state: natively, bits.rs.
import {
  test, expect, useSite, open, value, expectAttr, PHONE, expectNothingSideways,
} from './harness.mjs';

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

test('the fields, menus and digits drive the playground and the cards; a card\'s link opens the stepper at its moment', async () => {
  const { page, errors, context } = await openBits('&lang=en');
  await expectAttr(page, 'bits-result', 2);
  await compute(page, { width: 8, op: 'or', a: '22', b: '0' });
  await expectAttr(page, 'bits-result', 22);
  // A digit flips its bit, keeping how the value was written.
  await page.getByTestId('bits-a-row').locator('button[data-bit="0"]').click();
  await expectAttr(page, 'bits-result', 23);
  expect(await page.getByTestId('bits-a').inputValue()).toBe('23');
  // A result bit selects its origin.
  await compute(page, { width: 8, op: 'shl', a: '5', b: '2' });
  await page.getByTestId('bits-result').locator('button[data-bit="4"]').click();
  await expect(page.getByTestId('bits-origin')).toContainText('bit 2 of a');
  // A bad value gets its message.
  await page.getByTestId('bits-a').fill('300');
  await page.getByTestId('bits-a-error').getByText('largest value is 255').waitFor();
  // The cards: a square, a digit, a select, a field, a list button.
  await page.getByTestId('card-row-board').locator('[data-col="2"]').click();
  await expectAttr(page, 'card-row-result', 34);
  await page.getByTestId('card-or-left').locator('button[data-bit="7"]').click();
  await expectAttr(page, 'card-or-result', 135);
  await page.getByTestId('card-mask-n').selectOption('5');
  await expectAttr(page, 'card-mask-result', 31);
  await page.getByTestId('card-lowest-x').fill('0b01101000');
  await expectAttr(page, 'card-lowest-result', 8);
  await page.getByTestId('card-comb-n').selectOption('6');
  await page.getByTestId('card-comb-list').locator('li').nth(19).locator('button').click();
  await expectAttr(page, 'card-comb-index', 19);
  // The two's complement card's tails are whole (no "unsigned 234, sig…").
  for (const tail of await page.getByTestId('card-twos').locator('.row-tail').all()) {
    expect(await tail.evaluate((el) => el.scrollWidth <= el.clientWidth), await tail.textContent()).toBe(true);
  }
  // The board size drives n bits.
  await page.getByTestId('bits-width').selectOption('n');
  await page.getByTestId('bits-n').selectOption('5');
  await compute(page, { op: 'not', a: '22' });
  await expectAttr(page, 'bits-result', 9);
  // A card's link opens the stepper at its moment, in the page: the seed's
  // n = 5 example, the queen on 00010 giving left 4, down 2, right 1.
  const link = page.getByTestId('card-or-link');
  const step = await link.getAttribute('data-step');
  await link.click();
  await page.getByTestId('board').waitFor();
  await expectAttr(page, 'step-index', step);
  await expect(page).toHaveURL(new RegExp(`[?&]n=5&step=${step}(&|$)`));
  expect(await Promise.all(['left', 'down', 'right'].map((k) => value(page, `bits-${k}`)))).toStrictEqual(['4', '2', '1']);
});

test('the page fits a phone without horizontal scroll (a choice in the phone\'s menu: phone.test.mjs)', async () => {
  const { page } = await openBits('&lang=ja', { viewport: PHONE });
  await page.getByTestId('bits-a').fill('22');
  for (const width of ['8', '32']) {
    await page.getByTestId('bits-width').selectOption(width);
    await expectNothingSideways(page, `${width} bits`);
    // A row's name and value sit on the line above its digits (the value
    // column hidden). The rows do not scroll either: wider than a byte, they
    // take lines of 8 digits, each from a byte's top bit; every digit 44 px.
    const row = await page.getByTestId('bits-a-row').evaluate((r) => {
      const label = r.querySelector('.row-label');
      const wrap = r.closest('.bq-grid-wrap');
      const digits = [...r.querySelectorAll('.digit')].map((d) => ({ bit: Number(d.dataset.bit), box: d.getBoundingClientRect() }));
      const tops = [...new Set(digits.map((d) => Math.round(d.box.top)))];
      return {
        after: getComputedStyle(label, '::after').content,
        tail: getComputedStyle(r.querySelector('.row-tail')).display,
        above: label.getBoundingClientRect().bottom <= Math.min(...digits.map((d) => d.box.top)) + 0.5,
        scrolls: wrap.scrollWidth > wrap.clientWidth,
        starts: tops.map((top) => digits.find((d) => Math.round(d.box.top) === top).bit),
        narrowest: Math.min(...digits.map((d) => Math.min(d.box.width, d.box.height))),
      };
    });
    if (width === '8') expect([row.after, row.tail, row.above]).toStrictEqual(['"\u00a0= 22"', 'none', true]);
    expect([row.scrolls, row.starts], `${width} bits`).toStrictEqual([false, width === '8' ? [7] : [31, 23, 15, 7]]);
    expect(row.narrowest).toBeGreaterThanOrEqual(44);
  }
});
