// The records page in a browser: how far the site counts here (its
// worker, against the published counts). The table, its sources and the
// chart are checked natively: tests/views_pages/records.rs; stopping a
// measurement: focus.test.mjs; a phone's width: phone.test.mjs.
import { test, expect, useSite, open, REFERENCE } from './harness.mjs';

const site = useSite();

test('measuring in the browser counts exactly and says how far it gets', async () => {
  const { page } = await open(site.browser, site.url, '?view=records', { ready: 'records-table' });
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
});
