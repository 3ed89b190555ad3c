// The records page (issue 5): exact counts n = 1..27, the largest ones'
// dates and projects, the growth chart, and how far the site counts here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, open, PHONE } from './harness.mjs';

const site = useSite();

async function openRecords(query = '?view=records', options = {}) {
  const ready = query.includes('view=') ? 'records-table' : 'lang-toggle';
  const opened = await open(site.browser, site.url, query, { ...options, ready });
  assert.equal(await opened.page.getByTestId('panic').count(), 0, 'the app panicked');
  return opened;
}

test('the nav link opens the records; n = 1..27 with exact values', async () => {
  const { page, errors, context } = await openRecords('');
  await page.getByTestId('nav-records').click();
  await page.getByTestId('records-table').waitFor();
  assert.match(page.url(), /[?&]view=records/);
  assert.equal(await page.getByTestId('records-table').locator('tbody tr').count(), 27);
  const row = (n) => page.getByTestId(`records-row-${n}`);
  assert.equal(await row(8).getAttribute('data-total'), '92');
  assert.equal(await row(8).getAttribute('data-unique'), '12');
  assert.equal(await row(26).getAttribute('data-total'), '22317699616364044');
  assert.equal(await row(26).getAttribute('data-unique'), '2789712466510289');
  assert.match(await row(26).innerText(), /22,317,699,616,364,044/);
  assert.match(await row(25).innerText(), /2,207,893,435,808,352/);
  assert.equal(await row(27).getAttribute('data-total'), '234907967154122528');
  // Dates and sources of the largest counts.
  assert.match(await row(24).innerText(), /2004-04-11/);
  assert.match(await row(25).innerText(), /2005-06-11/);
  assert.match(await row(26).innerText(), /2009-07-11/);
  assert.match(await row(27).innerText(), /2016.*q27/s);
  // Seed 003's rounded figures are named as such.
  assert.match(await row(26).innerText(), /seed 003 prints: 22,317,699,616,364,000/);
  assert.match(await page.getByTestId('records-rounded-note').innerText(), /rounded/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the growth chart draws every non-zero count on a log scale', async () => {
  const { page, errors, context } = await openRecords();
  const chart = page.getByTestId('records-chart');
  // 27 totals and 27 unique counts, without the zeros of n = 2 and 3.
  assert.equal(await chart.locator('svg path.pt').count(), 50);
  assert.equal(await chart.locator('svg[role=img]').getAttribute('data-y-lo'), '0');
  assert.equal(await chart.locator('svg[role=img]').getAttribute('data-y-hi'), '18');
  const top = chart.locator('path.pt[data-series=total][data-n="27"]');
  assert.equal(await top.count(), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('measuring in the browser counts exactly and says how far it gets', async () => {
  const { page, errors, context } = await openRecords();
  const t0 = Date.now();
  await page.getByTestId('records-measure').click();
  await page.waitForFunction(
    () => document.querySelector('[data-testid=records-reach]').dataset.running === 'false',
    null,
    { timeout: 180_000 },
  );
  const reached = Number(await page.getByTestId('records-reach').getAttribute('data-reached'));
  assert.ok(reached >= 11, `reached n = ${reached}`);
  const items = page.getByTestId('records-measures').locator('li');
  const count = await items.count();
  for (let i = 0; i < count; i++) {
    const li = items.nth(i);
    if (Number(await li.getAttribute('data-n')) <= reached) assert.equal(await li.getAttribute('data-match'), 'true');
    console.log(`      n = ${await li.getAttribute('data-n')}: ${await li.getAttribute('data-ms')} ms`);
  }
  for (let n = 8; n <= reached; n++) {
    assert.equal(await page.getByTestId(`records-row-${n}`).getAttribute('data-counted-here'), 'true', `n = ${n}`);
  }
  const summary = await page.getByTestId('records-summary').innerText();
  assert.match(summary, new RegExp(`n = ${reached}`));
  console.log(`    measured up to n = ${reached} in ${Date.now() - t0} ms: ${summary}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the measurement can be stopped', async () => {
  const { page, errors, context } = await openRecords();
  await page.getByTestId('records-measure').click();
  await page.getByTestId('records-stop').click();
  assert.equal(await page.getByTestId('records-reach').getAttribute('data-running'), 'false');
  assert.equal(await page.getByTestId('records-measure').isDisabled(), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Japanese, and no horizontal page scroll on a phone', async () => {
  for (const lang of ['ja', 'en']) {
    const { page, errors, context } = await openRecords(`?view=records&lang=${lang}`, { viewport: PHONE });
    const text = await page.locator('.records').innerText();
    if (lang === 'ja') {
      assert.match(text, /ユニーク解/);
      assert.match(text, /丸め/);
    }
    const { scroll, client } = await page.evaluate(() => ({
      scroll: document.scrollingElement.scrollWidth,
      client: document.scrollingElement.clientWidth,
    }));
    assert.ok(scroll <= client, `${lang}: page is ${scroll}px wide in a ${client}px viewport`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});
