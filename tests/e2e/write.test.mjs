// The learn page's "write the bits" tab in a browser: the draft kept in the
// link and in local storage, its difference opened in the stepper, the
// keyboard, the phone's layout, and what the status says while a run lasts.
// What a run shows (counts, differences, hints, parse errors) is checked
// natively: tests/views_learn/write.rs, against domain::learn::write_job.
//   tools/node_modules/.bin/playwright test -c tests/e2e/playwright.config.mjs write.test.mjs
import {
  test, expect, useSite, open as openPage, controlsUnder44, expectNothingSideways, focused, PHONE, recordSaid, said,
} from './harness.mjs';

const site = useSite();

async function open(query, options = {}) {
  const o = await openPage(site.browser, site.url, query, { ready: 'write-run', ...options });
  o.context.setDefaultTimeout(15_000);
  return o;
}

/** The right answers, as typed, by blank. */
const RIGHT = {
  bitmap: 'mask & ~(left | down | right)',
  bit: 'bitmap & -bitmap',
  left: '(left | bit) << 1',
  down: 'down | bit',
  right: '(right | bit) >> 1',
};
const BLANKS = Object.keys(RIGHT);

/** Fills the five blanks (a map blank -> text), picks n and runs. */
async function run(page, texts, n) {
  for (const b of BLANKS) await page.getByTestId(`write-expr-${b}`).fill(texts[b]);
  await page.getByTestId('write-n').selectOption(String(n));
  await page.getByTestId('write-run').click();
  await page.getByTestId('write-result').waitFor();
}

test('by keyboard alone: the tab, the blanks, the size and Run; the draft kept in the link and in local storage; the divergence opens its step in the stepper', async () => {
  const { page } = await open('?view=learn&lang=en', { ready: 'lesson-stop' });
  /** Tabs on to `id`, in fewer than ten presses. */
  const tabTo = async (id) => {
    for (let tabs = 0; (await focused(page)) !== id; tabs++) {
      expect(tabs < 10, `Tab reaches ${id}`).toBeTruthy();
      await page.keyboard.press('Tab');
    }
  };
  await page.getByTestId('learn-lesson-tab').focus();
  await tabTo('write-tab');
  await page.keyboard.press('Enter');
  await page.getByTestId('write-run').waitFor();
  expect(await focused(page)).not.toBe('BODY');
  for (const b of BLANKS) {
    await tabTo(`write-expr-${b}`);
    await page.keyboard.type(RIGHT[b]);
  }
  for (const id of ['write-n', 'write-run']) {
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe(id);
  }
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('write-result')).toHaveAttribute('data-match', 'true');
  await expect(page.getByTestId('write-result')).toHaveAttribute('data-solutions', '92');
  expect(await focused(page)).toBe('write-run');
  // `down` without `| bit`, at n = 6: the address follows the draft.
  const texts = { ...RIGHT, down: 'down' };
  await run(page, texts, 6);
  await expect.poll(() => ['wn', 'wd'].map((k) => new URL(page.url()).searchParams.get(k))).toStrictEqual(['6', 'down']);
  // The link, in a browser that never saw it.
  const other = await open(page.url().slice(site.url.length));
  for (const b of BLANKS) await expect(other.page.getByTestId(`write-expr-${b}`)).toHaveValue(texts[b]);
  await expect(other.page.getByTestId('write-n')).toHaveValue('6');
  // The first Descend differs (step 2), opened in the stepper.
  await other.page.getByTestId('write-run').click();
  await expect(other.page.getByTestId('write-result')).toHaveAttribute('data-diverge-step', '2');
  await other.page.getByTestId('write-open-step').click();
  await expect(other.page.getByTestId('step-index')).toHaveAttribute('data-value', '2');
  await other.context.close();
  // A bare link to the tab, in the same browser: local storage brings it back.
  await page.goto(`${site.url}?view=learn&write=1&lang=en`);
  await page.getByTestId('write-run').waitFor();
  for (const b of BLANKS) await expect(page.getByTestId(`write-expr-${b}`)).toHaveValue(texts[b]);
  await expect(page.getByTestId('write-n')).toHaveValue('6');
});

test('on a phone: the result comes into view with its status line; every control at least 44×44, no sideways scrolling, in both languages', async () => {
  for (const lang of ['ja', 'en']) {
    const { page, context } = await open(`?view=learn&write=1&lang=${lang}`, { viewport: PHONE });
    await run(page, { ...RIGHT, right: '(right|bit) << 1' }, 8);
    // The result is under the listing, below the first screen: once the run
    // ends, the line saying where it differs and the result's top are on it.
    await expect.poll(() => page.evaluate(() => ['write-status', 'write-result'].map((id) => {
      const r = document.querySelector(`[data-testid=${id}]`).getBoundingClientRect();
      return r.top >= 0 && r.top < innerHeight - 100;
    })), `${lang}: the status line and the result on the screen`).toStrictEqual([true, true]);
    expect(await controlsUnder44(page), `${lang}: controls under 44×44`).toStrictEqual([]);
    await expectNothingSideways(page, lang);
    await context.close();
  }
});

// For a screen reader, a run says its verdict once and no flood of progress
// before it (a short run at n = 10 takes a few slices of some 10 ms, each
// able to update the status): progress only once a run has lasted a second,
// then at most every two seconds, whatever this machine's speed.
test('a run speaks its verdict once, and its progress only if it lasts, seldom (the timing is the same in both languages: ja)', async () => {
  const { page } = await open('?view=learn&write=1&lang=ja');
  for (const b of BLANKS) await page.getByTestId(`write-expr-${b}`).fill(RIGHT[b]);
  await page.getByTestId('write-n').selectOption('10');
  await recordSaid(page, 'write-status');
  await page.getByTestId('write-run').click();
  await expect(page.getByTestId('write-result')).toHaveAttribute('data-match', 'true');
  const verdict = 'すべてのステップが本物の探索と一致しました。';
  await expect(page.getByTestId('write-status')).toHaveText(verdict);
  expect((await said(page)).filter((t) => t === verdict), 'the verdict once').toHaveLength(1);
  const { texts, from } = await page.evaluate(() => window.__said);
  expect(texts.at(-1).text).toBe(verdict);
  let before = from;
  for (const [k, s] of texts.slice(0, -1).entries()) {
    expect(s.text).toContain('実行中');
    expect(s.at - before, `progress ${k} came ${s.at - before} ms after ${k === 0 ? 'Run' : 'the last'}`)
      .toBeGreaterThanOrEqual(k === 0 ? 1000 : 2000);
    before = s.at;
  }
  // The eye still sees the steps counting while it runs (not a live region).
  expect(await page.getByTestId('write-progress').count()).toBe(0);
});
