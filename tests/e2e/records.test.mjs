// The records page in a browser: how far the site counts here (its worker,
// against the published counts). The table, its sources and the chart:
// tests/views_pages/records.rs; stopping a measurement: focus.test.mjs.
import { test, expect, useSite, open, REFERENCE } from './harness.mjs';

const site = useSite();

test('measuring in the browser counts exactly and says how far it gets', async () => {
  const { page } = await open(site.browser, site.url, '?view=records', { ready: 'records-table' });
  const t0 = Date.now();
  await page.getByTestId('records-measure').click();
  // Progress while it runs: the first board (n = 8) listed. (The page stops
  // a board at a minute: the timeouts only guard against a hang.)
  await page.getByTestId('records-measures').locator('li[data-n="8"]').waitFor({ timeout: 120_000 });
  await page.locator('[data-testid=records-reach][data-running=false]').waitFor({ timeout: 180_000 });
  const reached = Number(await page.getByTestId('records-reach').getAttribute('data-reached'));
  const items = page.getByTestId('records-measures').locator('li');
  const ms = await items.evaluateAll((lis) => lis.map((li) => Number(li.dataset.ms)));
  // "n = 10: 724 (92 unique) — 3.2 ms ✓ = table"; "◷" marks a board stopped by the limit.
  const measures = (await items.allInnerTexts()).map((text, i) => {
    const m = text.match(/^n = (\d+): ([\d,]+) \(([\d,]+) unique\)/);
    expect(m, `a measured board: ${text}`).toBeTruthy();
    const [n, total, unique] = [Number(m[1]), m[2].replaceAll(',', ''), m[3].replaceAll(',', '')];
    return { n, total, unique, finished: !text.includes('◷'), ms: ms[i] };
  });
  for (const m of measures) console.log(`      n = ${m.n}: ${m.ms} ms${m.finished ? '' : ' (stopped by the limit)'}`);
  // n = 8, 9, … in turn, every finished one equal to the published counts.
  expect(measures.length >= 1).toBeTruthy();
  expect(measures.map((m) => m.n)).toStrictEqual(measures.map((_, i) => 8 + i));
  const finished = measures.filter((m) => m.finished);
  for (const m of finished) expect([m.total, m.unique], `counted n = ${m.n}`).toStrictEqual(REFERENCE.get(m.n));
  // It went on while a board took under the 2 s budget, and stopped after the
  // first that took longer (or at the lab's largest, n = 18, or at a board
  // stopped by its limit), whatever this machine's speed.
  for (const m of measures.slice(0, -1)) {
    expect(m.finished && m.ms <= 2000, `n = ${m.n} (${m.ms} ms) was within the budget, as the next board shows`).toBeTruthy();
  }
  const last = measures.at(-1);
  expect(!last.finished || last.ms >= 2000 || last.n === 18, `the last board, n = ${last.n}, took ${last.ms} ms`).toBeTruthy();
  // How far it got: the largest board counted exactly.
  expect(finished.length >= 1, 'at least n = 8 was counted').toBeTruthy();
  expect(reached).toBe(finished.at(-1).n);
  const here = await page.locator('[data-testid^=records-row-]').evaluateAll(
    (rows) => rows.map((r) => [r.dataset.testid, r.dataset.countedHere]),
  );
  const want = Array.from({ length: 27 }, (_, k) => [`records-row-${k + 1}`, String(k + 1 >= 8 && k + 1 <= reached)]);
  expect(here).toStrictEqual(want);
  const summary = await page.getByTestId('records-summary').innerText();
  expect(summary).toMatch(new RegExp(`n = ${reached}\\b`));
  console.log(`    measured up to n = ${reached} in ${Date.now() - t0} ms: ${summary}`);
});
