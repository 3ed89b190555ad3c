// The symmetry explorer: the eight transforms of known solutions
// against a plain-JS reference, classes, conflicts while placing queens, the
// unique solutions by class and 2·C2 + 4·C4 + 8·C8, languages, the phone.
import { test, expect, useSite, open, expectAttr, PHONE } from './harness.mjs';

const site = useSite();

// ---------------------------------------------------------------------------
// Reference, independent of the Rust code. A square (r, c) goes to:
// 0 identity (r, c); 1 rotate 90° clockwise (c, n-1-r); 2 rotate 180°
// (n-1-r, n-1-c); 3 rotate 270° (n-1-c, r); 4 mirror left-right (r, n-1-c);
// 5 flip top-bottom (n-1-r, c); 6 main diagonal (c, r); 7 anti-diagonal
// (n-1-c, n-1-r).
const MAPS = [
  (n, r, c) => [r, c],
  (n, r, c) => [c, n - 1 - r],
  (n, r, c) => [n - 1 - r, n - 1 - c],
  (n, r, c) => [n - 1 - c, r],
  (n, r, c) => [r, n - 1 - c],
  (n, r, c) => [n - 1 - r, c],
  (n, r, c) => [c, r],
  (n, r, c) => [n - 1 - c, n - 1 - r],
];

function transforms(sol) {
  const n = sol.length;
  return MAPS.map((map) => {
    const out = new Array(n);
    sol.forEach((c, r) => {
      const [nr, nc] = map(n, r, c);
      out[nr] = nc;
    });
    return out;
  });
}

const key = (cols) => cols.join(' ');
const lexLess = (a, b) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
};
const canonical = (sol) => transforms(sol).reduce((best, t) => (lexLess(t, best) ? t : best));
const orbit = (sol) => new Set(transforms(sol).map(key)).size;

function allSolutions(n) {
  const out = [];
  const cols = [];
  const place = (r) => {
    if (r === n) {
      out.push([...cols]);
      return;
    }
    for (let c = 0; c < n; c++) {
      if (cols.every((q, i) => q !== c && Math.abs(q - c) !== r - i)) {
        cols.push(c);
        place(r + 1);
        cols.pop();
      }
    }
  };
  place(0);
  return out;
}

// ---------------------------------------------------------------------------

async function openSym(query = '', options = {}) {
  const opened = await open(site.browser, site.url, `?view=symmetry${query}`, { ...options, ready: 'symmetry-view' });
  expect(await opened.page.getByTestId('panic').count(), 'the page panicked').toBe(0);
  return opened;
}

const cell = (page, r, c) => page.getByTestId('sym-board').locator(`[data-r="${r}"][data-c="${c}"]`);

/** Puts a solution on the board by clicking its squares. */
async function clickSolution(page, sol) {
  await page.getByTestId('sym-clear').click();
  await expectAttr(page, 'sym-board', sol.map(() => '-').join(' '), 'data-queens');
  for (const [r, c] of sol.entries()) await cell(page, r, c).click();
  await expectAttr(page, 'sym-board', key(sol), 'data-queens');
}

async function checkSolution(page, sol) {
  const expected = transforms(sol);
  for (let k = 0; k < 8; k++) {
    await expectAttr(page, `sym-transform-${k}`, key(expected[k]), 'data-queens');
  }
  await expectAttr(page, 'sym-class', orbit(sol));
  await expectAttr(page, 'sym-canonical', key(canonical(sol)), 'data-queens');
  await expectAttr(page, 'sym-transforms', orbit(sol), 'data-distinct');
  // Boards that coincide say so, with the same letter.
  const letters = await page.locator('.sym-letter').allInnerTexts();
  for (let i = 0; i < 8; i++) {
    for (let j = 0; j < 8; j++) {
      expect(letters[i] === letters[j], `letters ${i} ${j}`).toBe(key(expected[i]) === key(expected[j]));
    }
  }
}

test('the known n = 8 solution, clicked onto the board, shows the right eight boards and class', async () => {
  const { page, errors, context } = await openSym('&lang=en');
  await page.getByTestId('sym-n').selectOption('8');
  // Seed 001's 8-queens example: columns 0 4 7 5 2 6 1 3 from the top.
  const sol = [0, 4, 7, 5, 2, 6, 1, 3];
  await clickSolution(page, sol);
  await expectAttr(page, 'sym-conflicts', 0);
  await checkSolution(page, sol);
  expect(await page.getByTestId('sym-class').getAttribute('data-value')).toBe('8');
  expect(await page.getByTestId('sym-why').innerText()).toMatch(/all eight transforms are different boards/);
  // The same family, entered rotated: the canonical form is unchanged.
  const turned = transforms(sol)[1];
  await page.getByTestId('sym-queens').fill(key(turned));
  await expectAttr(page, 'sym-board', key(turned), 'data-queens');
  await checkSolution(page, turned);
  await expectAttr(page, 'sym-canonical', key(sol), 'data-queens');
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('half-turn and quarter-turn symmetric solutions are COUNT4 and COUNT2', async () => {
  const { page, errors, context } = await openSym('&lang=en');
  for (const [n, sol, cls] of [
    [8, [2, 4, 1, 7, 0, 6, 3, 5], 4],
    [6, [1, 3, 5, 0, 2, 4], 4],
    [5, [4, 2, 0, 3, 1], 8],
    [4, [1, 3, 0, 2], 2],
    [5, [1, 4, 2, 0, 3], 2],
  ]) {
    await page.getByTestId('sym-n').selectOption(String(n));
    await page.getByTestId('sym-queens').fill(key(sol));
    await expectAttr(page, 'sym-board', key(sol), 'data-queens');
    await checkSolution(page, sol);
    expect(await page.getByTestId('sym-class').getAttribute('data-value')).toBe(String(cls));
  }
  // For COUNT2 the rotations coincide with the identity.
  expect(await page.getByTestId('sym-same-0').innerText()).toBe('same as #1, #2, #3');
  expect(await page.getByTestId('sym-why').innerText()).toMatch(/quarter turn leaves this solution unchanged/);
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('conflicts are shown live while queens are clicked', async () => {
  const { page, errors, context } = await openSym('&lang=en');
  await page.getByTestId('sym-n').selectOption('6');
  await page.getByTestId('sym-clear').click();
  await page.getByTestId('sym-incomplete').waitFor();
  await cell(page, 0, 0).click();
  await expectAttr(page, 'sym-conflicts', 0);
  await cell(page, 1, 1).click();
  await expectAttr(page, 'sym-conflicts', 1);
  expect(await page.getByTestId('sym-conflicts').innerText()).toMatch(/rows 0 and 1 share a diagonal/);
  await cell(page, 2, 0).click();
  // Rows 0 and 2 share column 0; rows 1 and 2 are diagonal neighbours.
  await expectAttr(page, 'sym-conflicts', 3);
  const lines = await page.getByTestId('sym-conflicts').locator('li').allInnerTexts();
  expect(lines.length).toBe(3);
  expect(lines[1]).toMatch(/rows 0 and 2 share a column/);
  expect(lines[2]).toMatch(/rows 1 and 2 share a diagonal/);
  // The attacked queens carry a mark besides their colour.
  expect(await cell(page, 0, 0).getAttribute('class')).toMatch(/\bconflict\b/);
  expect(await cell(page, 0, 0).locator('.sym-bad').innerText()).toBe('!');
  expect(await page.getByTestId('sym-class').count()).toBe(0);
  // Clicking a queen again lifts it.
  await cell(page, 1, 1).click();
  await cell(page, 2, 0).click();
  await expectAttr(page, 'sym-conflicts', 0);
  expect(await cell(page, 1, 1).getAttribute('aria-pressed')).toBe('false');
  // A typed list that is not a board says why.
  await page.getByTestId('sym-queens').fill('0 4 9');
  await page.getByTestId('sym-queens-error').getByText('“9” is not a column').waitFor();
  expect(await page.getByTestId('sym-queens').getAttribute('aria-invalid')).toBe('true');
  // The message follows the language toggle; the text stays as typed.
  await page.getByTestId('lang-toggle').click();
  await page.getByTestId('sym-queens-error').getByText('「9」は列番号ではありません').waitFor();
  expect(await page.getByTestId('sym-queens').inputValue()).toBe('0 4 9');
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('unique solutions by class add up to every solution, for n = 4 … 12', async () => {
  const { page, errors, context } = await openSym('&lang=en');
  for (let n = 4; n <= 12; n++) {
    const all = allSolutions(n);
    const families = new Map();
    for (const s of all) families.set(key(canonical(s)), orbit(canonical(s)));
    const count = (m) => [...families.values()].filter((v) => v === m).length;
    const [c2, c4, c8] = [count(2), count(4), count(8)];
    expect(2 * c2 + 4 * c4 + 8 * c8).toBe(all.length);
    await page.getByTestId('sym-n').selectOption(String(n));
    await expectAttr(page, 'sym-total', all.length);
    await expectAttr(page, 'sym-unique', families.size);
    await expectAttr(page, 'sym-c2', c2);
    await expectAttr(page, 'sym-c4', c4);
    await expectAttr(page, 'sym-c8', c8);
    await expectAttr(page, 'sym-group-8', c8);
    expect(await page.getByTestId('sym-total-line').innerText()).toMatch(new RegExp(`2·${c2} \\+ 4·${c4} \\+ 8·${c8} = ${all.length}`));
    if (n <= 8) {
      // Every listed solution is the canonical form of its family.
      const listed = await page.locator('.sym-pick-btn').allInnerTexts();
      expect(listed.map((s) => s.replace(/^▶\s*/, '').trim()).sort()).toStrictEqual([...families.keys()].sort());
    }
  }
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('picking a unique solution from the list shows it', async () => {
  const { page, errors, context } = await openSym('&lang=en');
  await page.getByTestId('sym-n').selectOption('8');
  await page.getByTestId('sym-group-4').locator('button').first().click();
  await expectAttr(page, 'sym-board', '2 4 1 7 0 6 3 5', 'data-queens');
  await expectAttr(page, 'sym-class', 4);
  expect(await page.getByTestId('sym-group-4').locator('button').first().getAttribute('aria-pressed')).toBe('true');
  expect(errors).toStrictEqual([]);
  await context.close();
});

test('the nav link opens the explorer; Japanese on a phone fits without horizontal scroll', async () => {
  const { page, errors, context } = await open(site.browser, site.url, '?lang=ja', { viewport: PHONE });
  // On a phone the menu is behind its button.
  await page.getByTestId('menu-toggle').click();
  await page.getByTestId('nav-symmetry').click();
  await page.getByTestId('symmetry-view').waitFor();
  await expect(page).toHaveURL(/view=symmetry/);
  expect(await page.getByTestId('nav-symmetry').getAttribute('aria-current')).toBe('page');
  await page.getByTestId('sym-n').selectOption('12');
  await expectAttr(page, 'sym-total', 14200);
  expect(await page.getByTestId('sym-total-line').innerText()).toMatch(/すべての解は 2·\d+ \+ 4·\d+ \+ 8·\d+ = 14200 個です/);
  await page.getByTestId('sym-transform-0').waitFor();
  expect(await page.getByTestId('sym-class').innerText()).toMatch(/COUNT/);
  const overflow = await page.evaluate(() => {
    const w = document.documentElement.clientWidth;
    return [...document.querySelectorAll('body *')]
      .filter((e) => getComputedStyle(e).display !== 'contents') // no box
      .filter((e) => e.getBoundingClientRect().right > w + 1)
      .map((e) => `${e.tagName}.${e.className}`)
      .slice(0, 5);
  });
  expect(overflow).toStrictEqual([]);
  expect(await page.locator('label[for="sym-queens"]').count()).toBe(1);
  expect(errors).toStrictEqual([]);
  await context.close();
});
