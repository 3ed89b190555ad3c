// What the ear gets in a browser: the focus and the live regions' timing
// of the lesson (the exercises': learn.test.mjs), and names Chromium computes. What the
// regions and names say, in both languages, is checked natively
// (tests/views_learn, tests/views_pages); one language here where the
// behaviour does not depend on it.
import {
  test, expect, useSite, open as openPage, settled, watchAdditions, additions, SHOWN,
} from './harness.mjs';

const site = useSite();
const open = (query, options) => openPage(site.browser, site.url, query, options);

// The keyboard's way through.
test('a skip link is the first Tab stop and takes the focus to the view\'s heading', async () => {
  for (const [query, heading] of [['?n=6&lang=en', 'view-heading'], ['?view=learn&stop=2&lang=ja', null]]) {
    const { page, errors, context } = await open(query);
    await page.locator('main h2').first().waitFor();
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('Tab');
    const skip = page.getByTestId('skip-link');
    await expect(skip).toBeFocused();
    const box = await skip.boundingBox();
    expect(box.x >= 0 && box.width >= 44 && box.height >= 44, `visible when focused: ${JSON.stringify(box)}`).toBeTruthy();
    await page.keyboard.press('Enter');
    const focused = await page.evaluate(() => {
      const a = document.activeElement;
      return { tag: a.tagName, inMain: !!a.closest('main'), id: a.dataset.testid ?? null };
    });
    expect(focused.inMain && /^H[12]$/.test(focused.tag), JSON.stringify(focused)).toBe(true);
    if (heading) expect(focused.id).toBe(heading);
    expect(new URL(page.url()).hash, 'no # in the address').toBe('');
    await context.close();
  }
});

test('the lesson: a step said once, a second Enter kept silent; a stop come back to (Back goes to the stop before) is still answered; Back to the stop says where; Learn opens at the furthest stop', async () => {
  // The first stop with a step task (the domain's, shown.json).
  const step = 1 + SHOWN.lesson.findIndex((t) => t.task === 'step');
  const { page } = await open(`?view=learn&stop=${step}&lang=en`, { ready: 'lesson-step' });
  // A step task, stepped by Enter: said; a second Enter (users press twice
  // when unsure) keeps the step and says nothing again.
  await page.getByTestId('lesson-step').focus();
  const stepped = String(Number(await page.getByTestId('lesson-stop').getAttribute('data-step')) + 1);
  await watchAdditions(page, '#lesson-result');
  await page.keyboard.press('Enter');
  await page.getByTestId('lesson-step-result').waitFor();
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-step', stepped);
  expect(await additions(page), 'the result is said').toBeGreaterThan(0);
  const said = await page.getByTestId('lesson-step-result').textContent();
  await page.keyboard.press('Enter');
  const after = await settled(page, () => ({
    step: document.querySelector('[data-testid=lesson-stop]').dataset.step,
    said: document.querySelector('#lesson-result').textContent,
    focus: document.activeElement?.dataset?.testid ?? null,
  }));
  expect(after, 'the step kept, nothing said again, the focus where it was').toStrictEqual({ step: stepped, said, focus: 'lesson-step' });
  expect(await additions(page), 'nothing said by the second Enter').toBe(0);
  // Away and back (by Back): still stepped.
  await page.getByTestId('lesson-next').click();
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', String(step + 1));
  await page.goBack();
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', String(step));
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-step', stepped);
  await page.getByTestId('lesson-step-result').waitFor();
  // Back to the stop says where it went.
  await page.getByTestId('lesson-step-back').click();
  await expect(page.getByTestId('lesson-back-result')).toHaveText(/^Back at this stop \(step \d+\): /);
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-step', String(Number(stepped) - 1));
  // Another visit, not through a lesson link: the lesson opens at the
  // furthest stop shown.
  await page.goto(`${site.url}?lang=en`);
  await page.getByTestId('board').waitFor();
  await page.goto(`${site.url}?view=learn&lang=en`);
  await expect(page.getByTestId('lesson-stop')).toHaveAttribute('data-index', String(step + 1));
});
