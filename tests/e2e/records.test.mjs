// The records page: exact counts n = 1..27, the largest ones'
// dates and projects, the growth chart, and how far the site counts here.
import { test, expect, useSite, open, expectNoSideways, PHONE, REFERENCE } from './harness.mjs';

const site = useSite();

/** A decimal string with its digits grouped by three, as the page prints it. */
const grouped = (digits) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

async function openRecords(query = '?view=records', options = {}) {
  const ready = query.includes('view=') ? 'records-table' : 'lang-toggle';
  const opened = await open(site.browser, site.url, query, { ...options, ready });
  expect(await opened.page.getByTestId('panic').count(), 'the app panicked').toBe(0);
  return opened;
}

test('the nav link opens the records; n = 1..27 with exact values', async () => {
  const { page, errors, context } = await openRecords('');
  await page.getByTestId('nav-records').click();
  await page.getByTestId('records-table').waitFor();
  await expect(page).toHaveURL(/[?&]view=records/);
  expect(await page.getByTestId('records-table').locator('tbody tr').count()).toBe(27);
  const row = (n) => page.getByTestId(`records-row-${n}`);
  // Every row against the published counts (data/nqueens-counts.tsv), both
  // in its data attributes and as printed, digits grouped.
  expect(REFERENCE.size).toBe(27);
  for (let n = 1; n <= 27; n++) {
    const [total, unique] = REFERENCE.get(n);
    expect(await row(n).getAttribute('data-total'), `total n = ${n}`).toBe(total);
    expect(await row(n).getAttribute('data-unique'), `unique n = ${n}`).toBe(unique);
    const cells = await row(n).locator('td.num').allInnerTexts();
    expect(cells, `printed n = ${n}`).toStrictEqual([grouped(total), grouped(unique)]);
  }
  // Dates and sources of the largest counts.
  expect(await row(24).innerText()).toMatch(/2004-04-11/);
  expect(await row(25).innerText()).toMatch(/2005-06-11/);
  expect(await row(26).innerText()).toMatch(/2009-07-11/);
  expect(await row(27).innerText()).toMatch(/2016.*q27/s);
  expect(await row(27).innerText(), 'who counted it, named once').not.toMatch(/q27.*q27/s);
  // The algorithm comparison's rounded figures are named as such, citing it.
  expect(await row(26).innerText()).toMatch(/printed by the algorithm comparison: 22,317,699,616,364,000/);
  expect(await row(26).locator('a[data-testid=cite][data-source=comparison]').first().getAttribute('href')).toBe('#src-comparison');
  // Who counted each record, cited, with its source in the list of sources.
  for (const [n, by, words] of [[24, 'kise2004', /Kise/], [25, 'proactive2005', /ProActive/], [26, 'queens-tud', /Queens@TUD/], [27, 'q27', /q27/]]) {
    const cite = row(n).locator(`.when a[data-testid=cite][data-source=${by}]`);
    await expect(cite, `n = ${n}`).toHaveText(words);
    expect(await cite.getAttribute('href')).toBe(`#src-${by}`);
    await expect(page.locator(`#src-${by} a[href^=http]`), `n = ${n}: the source's own page`).toHaveCount(1);
  }
  expect(await page.getByTestId('records-rounded-note').innerText()).toMatch(/rounded/);
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('the growth chart draws every non-zero count on a log scale', async () => {
  const { page, errors, context } = await openRecords();
  const chart = page.getByTestId('records-chart');
  // 27 totals and 27 unique counts, without the zeros of n = 2 and 3.
  expect(await chart.locator('svg path.pt').count()).toBe(50);
  expect(await chart.locator('svg[role=img]').getAttribute('data-y-lo')).toBe('0');
  expect(await chart.locator('svg[role=img]').getAttribute('data-y-hi')).toBe('18');
  const top = chart.locator('path.pt[data-series=total][data-n="27"]');
  expect(await top.count()).toBe(1);
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('measuring in the browser counts exactly and says how far it gets', async () => {
  const { page, errors, context } = await openRecords();
  const t0 = Date.now();
  await page.getByTestId('records-measure').click();
  // Progress is shown while it runs: the first board (n = 8) is listed.
  await page.getByTestId('records-measures').locator('li[data-n="8"]').waitFor({ timeout: 120_000 });
  // No board may take more than a minute (the page's own limit) and every
  // board but the last took less than 2 s, so this only guards against a hang.
  await page.waitForFunction(
    () => document.querySelector('[data-testid=records-reach]').dataset.running === 'false',
    null,
    { timeout: 180_000 },
  );
  const reached = Number(await page.getByTestId('records-reach').getAttribute('data-reached'));
  const items = page.getByTestId('records-measures').locator('li');
  const measures = [];
  for (const text of await items.allInnerTexts()) {
    // "n = 10: 724 (92 unique) — 3.2 ms ✓ = table"; "◷" marks a board stopped by the limit.
    const m = text.match(/^n = (\d+): ([\d,]+) \(([\d,]+) unique\)/);
    expect(m, `a measured board: ${text}`).toBeTruthy();
    measures.push({ n: Number(m[1]), total: m[2].replaceAll(',', ''), unique: m[3].replaceAll(',', ''), finished: !text.includes('◷') });
  }
  const ms = await items.evaluateAll((lis) => lis.map((li) => Number(li.dataset.ms)));
  measures.forEach((m, i) => { m.ms = ms[i]; });
  for (const m of measures) console.log(`      n = ${m.n}: ${m.ms} ms${m.finished ? '' : ' (stopped by the limit)'}`);
  // The boards n = 8, 9, … in turn, every finished one equal to the
  // published counts (not to the page's own table).
  expect(measures.length >= 1).toBeTruthy();
  expect(measures.map((m) => m.n)).toStrictEqual(measures.map((_, i) => 8 + i));
  for (const m of measures.filter((m) => m.finished)) {
    expect([m.total, m.unique], `counted n = ${m.n}`).toStrictEqual(REFERENCE.get(m.n));
  }
  // It went on while a board took less than the 2 s budget, and stopped
  // after the first that took longer (or at the lab's largest n = 18, or
  // at a board stopped by its time limit): the rule, whatever this
  // machine's speed.
  const last = measures.at(-1);
  for (const m of measures.slice(0, -1)) {
    expect(m.finished && m.ms <= 2000, `n = ${m.n} (${m.ms} ms) was within the budget, as the next board shows`).toBeTruthy();
  }
  expect(!last.finished || last.ms >= 2000 || last.n === 18, `the last board, n = ${last.n}, took ${last.ms} ms`).toBeTruthy();
  // How far it got: the largest board counted exactly.
  const finished = measures.filter((m) => m.finished);
  expect(finished.length >= 1, 'at least n = 8 was counted').toBeTruthy();
  expect(reached).toBe(finished.at(-1).n);
  for (let n = 1; n <= 27; n++) {
    const here = n >= 8 && n <= reached;
    expect(await page.getByTestId(`records-row-${n}`).getAttribute('data-counted-here'), `n = ${n}`).toBe(String(here));
  }
  const summary = await page.getByTestId('records-summary').innerText();
  expect(summary).toMatch(new RegExp(`n = ${reached}\\b`));
  console.log(`    measured up to n = ${reached} in ${Date.now() - t0} ms: ${summary}`);
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('the measurement can be stopped', async () => {
  const { page, errors, context } = await openRecords();
  await page.getByTestId('records-measure').click();
  await page.getByTestId('records-stop').click();
  expect(await page.getByTestId('records-reach').getAttribute('data-running')).toBe('false');
  expect(await page.getByTestId('records-measure').isDisabled()).toBe(false);
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('Japanese, and no horizontal page scroll on a phone', async () => {
  for (const lang of ['ja', 'en']) {
    const { page, errors, context } = await openRecords(`?view=records&lang=${lang}`, { viewport: PHONE });
    const text = await page.locator('.records').innerText();
    if (lang === 'ja') {
      expect(text).toMatch(/ユニーク解/);
      expect(text).toMatch(/丸め/);
    }
    await expectNoSideways(page, lang);
    expect(errors).toStrictEqual([]);
    await context.close();
  }
});
