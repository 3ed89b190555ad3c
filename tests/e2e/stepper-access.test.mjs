// The stepper for screen readers and keyboards in a browser: how often the
// live region speaks (play, a held key, quick presses); the focus never falls
// to <body>; the board's grid by the arrows; the single-key shortcuts can be
// turned off, for good. What is said at each moment: natively (core's
// live_tests.rs; tests/views_pages, mod stepper_access).
import {
  test, expect, useSite, open as openPage, value, focused, goTo, watchBodyFocus, expectBodyNeverFocused,
} from './harness.mjs';

const site = useSite();
const open = (query, options) => openPage(site.browser, site.url, query, options);

const step = async (page) => Number(await value(page, 'step-index'));
/** Forgets what was announced so far. */
const hush = (page) => page.evaluate(() => { window.announced = []; });
/** The live region's announcements since the last `hush`. */
const heard = (page) => page.evaluate(() => window.announced.filter((a) => a.testid === 'live').map((a) => a.text));
/** Keys held down from the page itself (no round trip spaces them): the
 *  first keydown, then after the keyboard's delay one every 33 ms. */
const hold = (page, key, repeats) => page.evaluate(async ([key, repeats]) => {
  const target = document.activeElement;
  for (let k = 0; k < repeats; k++) {
    const init = { key, code: key, bubbles: true, cancelable: true, repeat: k > 0 };
    target.dispatchEvent(new KeyboardEvent('keydown', init));
    await new Promise((r) => setTimeout(r, k === 0 ? 500 : 33));
  }
  target.dispatchEvent(new KeyboardEvent('keyup', { key, code: key, bubbles: true }));
}, [key, repeats]);
/** `times` presses of `key` sent at once by CDP, as a quick hand makes them. */
async function quickPresses(page, key, code, times) {
  const cdp = await page.context().newCDPSession(page);
  await Promise.all(Array.from({ length: times }, () => ['rawKeyDown', 'keyUp']).flat()
    .map((type) => cdp.send('Input.dispatchKeyEvent', { type, key, code: key, windowsVirtualKeyCode: code })));
  await cdp.detach();
}

/** Counts, per live region, the batches of changes made inside it
 *  (`window.announced`): an aria-live region, an <output>, a status. */
function countAnnouncements() {
  window.announced = [];
  const live = (node) => {
    const el = node.nodeType === 1 ? node : node.parentElement;
    return el?.closest('[aria-live]:not([aria-live=off]), output, [role=status], [role=log], [role=alert]');
  };
  new MutationObserver((records) => {
    const regions = new Set(records.map((r) => live(r.target)).filter(Boolean));
    // (A region emptied, or put in place empty, says nothing.)
    for (const region of regions) if (region.textContent.trim()) window.announced.push({ testid: region.dataset.testid ?? region.tagName, text: region.textContent });
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

test('playing is silent but for its start, each solution once and where it stopped; binary digits are spoken apart', async () => {
  // n = 4 from step 2: its two solutions come while playing.
  const { page } = await open('?n=4&step=2', { initScript: countAnnouncements });
  await expect(page.getByTestId('step-total')).toBeAttached({ timeout: 30_000 });
  // A stepped moment: one announcement, its binary values digit by digit (bitmap = 0 0 1 1).
  await hush(page);
  await page.getByTestId('step-forward').click();
  await expect(page.getByTestId('live')).toContainText(/= (?:[01] ){3}[01]\b/);
  // (Polled: on a loaded machine the region's text can be read before the
  // observer's record of it.)
  await expect.poll(() => page.evaluate(() => window.announced.map((a) => a.testid))).toStrictEqual(['live']);
  expect(await page.getByTestId('live').textContent()).not.toMatch(/[01]{4}/);
  await hush(page);
  const play = page.getByTestId('play');
  await play.click();
  await expect(play).toHaveAccessibleName('Pause');
  expect(await play.getAttribute('aria-pressed'), 'one name that changes, no pressed state').toBe(null);
  // Faster while playing (a change of speed says nothing). The slider is
  // named by its name alone: its value is said from aria-valuetext.
  await expect(page.getByTestId('speed')).toHaveAccessibleName('Speed');
  await page.getByTestId('speed').fill('6');
  // It plays to the end of the search (step 45), where play stops itself.
  await expect.poll(() => step(page), { timeout: 20_000 }).toBe(45);
  await expect(play).toHaveAccessibleName('Play');
  await page.waitForTimeout(500);
  const said = await page.evaluate(() => window.announced);
  const all = said.map((a) => a.text).join(' | ');
  // Where play starts, each solution once (one found just before the end
  // is said with the end), then that play reached the end, with the count;
  // nothing else, and from the live region only.
  expect(said.every((a) => a.testid === 'live'), all).toBe(true);
  expect(said[0].text).toBe('Playing from step 3.');
  // Each solution is named once: alone ("Solution #2 found at step 33."),
  // or with the others found within one tick ("Solutions #1 to #2 found,
  // by step 33."), as a slow machine's late tick brings several steps.
  const named = [...all.matchAll(/Solutions? #(\d+)(?: to #(\d+))? found/g)]
    .flatMap(([, first, last = first]) => Array.from({ length: last - first + 1 }, (_, i) => Number(first) + i));
  expect(named, all).toStrictEqual([1, 2]);
  expect(said.length, all).toBeLessThanOrEqual(4);
  expect(said.at(-1).text).toMatch(/Played to the end \(step 45, 2 solutions\)\. /);
  expect(all).not.toMatch(/[01]{4}/);
  // The visible line is for the eye: the sentence is in the tree once.
  const tree = await page.locator('.stepper').ariaSnapshot();
  const line = (await page.getByTestId('event-line').textContent()).trim();
  expect(tree.split(line.slice(0, 30)).length - 1, 'the line is read once').toBe(1);
  // → during play, on the Pause button: play pauses at the step it reaches,
  // said once (the press was lost among play's steps, and silent).
  await page.getByTestId('reset').click();
  await page.getByTestId('speed').fill('0');
  await play.click();
  await expect(play).toHaveAccessibleName('Pause');
  await hush(page);
  await page.keyboard.press('ArrowRight');
  await expect(play).toHaveAccessibleName('Play');
  const at = await step(page);
  await expect.poll(() => heard(page)).toStrictEqual([expect.stringMatching(new RegExp(`^Paused at step ${at}, `))]);
});

test('a held arrow key says the first step and where it stops; a step past an end (the timeline\'s too), pressed again, is said again, held, once; ten quick presses on the timeline are said once, where they settle', async () => {
  const { page } = await open('?n=8&step=0', { initScript: countAnnouncements });
  await expect(page.getByTestId('step-total')).toBeAttached({ timeout: 30_000 });
  await page.getByTestId('step-forward').focus();
  await hush(page);
  await hold(page, 'ArrowRight', 30);
  await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', '30');
  await page.waitForTimeout(1_000);
  let said = await heard(page);
  expect(said.length, said.join(' | ')).toBeLessThanOrEqual(2);
  expect(said.at(-1)).toBe(await page.getByTestId('live').textContent());
  // Where the key stopped, by its number: the student need not look for it.
  expect(said.at(-1)).toMatch(/^Forward to step 30\. /);

  // Past the start: a second press, apart from the first, says it again (the
  // same words written again); a held key's first keydown does, its repeats not.
  await goTo(page, '?n=4&step=0');
  await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', '0');
  await page.getByTestId('step-back').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('live')).toHaveText('This is the first step.');
  for (const press of [() => page.keyboard.press('ArrowLeft'), () => hold(page, 'ArrowLeft', 20)]) {
    await page.waitForTimeout(600);
    await hush(page);
    await press();
    await expect.poll(() => heard(page)).toStrictEqual(['This is the first step.']);
  }
  await page.waitForTimeout(600);
  expect(await heard(page), 'the held key: once').toStrictEqual(['This is the first step.']);
  expect(await step(page)).toBe(0);
  // The timeline's slider there: ← and Home move nothing (no input comes),
  // said as the step box says it, once a press.
  await page.getByTestId('timeline').focus();
  await hush(page);
  for (const key of ['ArrowLeft', 'Home']) {
    await page.waitForTimeout(600);
    await page.keyboard.press(key);
  }
  await expect.poll(() => heard(page)).toStrictEqual(['Already at step 0.', 'Already at step 0.']);

  // Ten quick presses on the timeline (CI saw four announcements when a
  // round trip spaced them): one, once they have settled, nothing after.
  await goTo(page, '?n=6&step=20');
  await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', '20');
  await page.getByTestId('timeline').focus();
  await page.waitForTimeout(600);
  await hush(page);
  await quickPresses(page, 'ArrowRight', 39, 10);
  await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', '30');
  await expect.poll(() => page.evaluate(() => window.announced.length), { timeout: 5_000 }).toBeGreaterThan(0);
  await page.waitForTimeout(1_000);
  said = await page.evaluate(() => window.announced);
  expect(said.map((a) => a.testid), JSON.stringify(said)).toStrictEqual(['live']);
  expect(said[0].text).toBe(await page.getByTestId('live').textContent());
  expect(said[0].text).toMatch(/^(Place|Descend|Backtrack)/); // the slider says its step
  // A step button is still said at once, one announcement a press.
  await hush(page);
  await page.getByTestId('step-forward').click();
  await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', '31');
  await expect.poll(() => page.evaluate(() => window.announced.length)).toBe(1);
});

test('the board select by its arrow keys (a change at each in Chromium): each board passed keeps its step, one sentence a change; picked during play, that play stopped', async () => {
  const { page } = await open('?n=6&step=12', { initScript: countAnnouncements });
  await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', '12');
  const live = page.getByTestId('live');
  const select = page.getByTestId('n-input');
  await select.focus();
  await hush(page);
  // ↑↑ to 4, ↓ × 4 to 8 (through 5, 6 and 7), ↑↑ back to 6.
  const moves = [
    ['ArrowUp', 5, /^New search on the 5×5 board, at step 0\. /],
    ['ArrowUp', 4, /^New search on the 4×4 board, at step 0\. /],
    ['ArrowDown', 5, /^New search on the 5×5 board, at step 0\. /],
    ['ArrowDown', 6, /^n = 6: back at step 12\. /],
    ['ArrowDown', 7, /^New search on the 7×7 board, at step 0\. /],
    ['ArrowDown', 8, /^New search on the 8×8 board, at step 0\. /],
    ['ArrowUp', 7, /^New search on the 7×7 board, at step 0\. /],
    ['ArrowUp', 6, /^n = 6: back at step 12\. /],
  ];
  for (const [key, n, words] of moves) {
    await page.keyboard.press(key);
    await expect(select).toHaveValue(String(n));
    await expect(live).toHaveText(words);
  }
  await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', '12');
  expect(await focused(page)).toBe('n-input');
  // The address names the board shown and its step, nothing more.
  await expect.poll(() => new URL(page.url()).search).toMatch(/^(?=.*[?&]n=6(&|$))(?=.*[?&]step=12(&|$))/);
  const said = await heard(page);
  expect(said.length, 'one sentence a change: ' + said.join(' | ')).toBe(moves.length);
  // Three presses at once (a quick hand, sent together): one sentence, for
  // the board they stop on.
  await hush(page);
  await quickPresses(page, 'ArrowDown', 40, 3);
  await expect(select).toHaveValue('9');
  await expect(live).toHaveText(/^New search on the 9×9 board, at step 0\. /);
  await page.waitForTimeout(600);
  const quick = await heard(page);
  expect(quick, quick.join(' | ')).toHaveLength(1);
  // A board picked during play stops it: said with the board, once.
  await page.getByTestId('play').click();
  await expect(page.getByTestId('play')).toHaveAttribute('data-playing', 'true');
  await select.focus();
  await hush(page);
  await page.keyboard.press('ArrowDown');
  await expect(live).toHaveText(/^Play stopped\. New search on the 10×10 board, at step 0\. /);
  await expect(page.getByTestId('play')).toHaveAttribute('data-playing', 'false');
  await page.waitForTimeout(600);
  const stopped = await heard(page);
  expect(stopped.filter((t) => t.startsWith('Play stopped')), stopped.join(' | ')).toHaveLength(1);
});

test('entering and leaving presenter mode (F, its button, Esc), the focus goes from the page to the room and back to the Present button: never to <body>, not for a moment', async () => {
  const { page } = await open('?n=5&step=7');
  const present = page.getByTestId('present');
  const enter = async () => {
    await page.evaluate(watchBodyFocus);
    await page.getByTestId('present-toggle').click();
    await present.waitFor();
    await expect(page.getByTestId('present-caption')).toBeFocused();
    await expectBodyNeverFocused(page, 'entering');
  };
  const leave = async (how, press) => {
    await enter();
    await page.evaluate(watchBodyFocus);
    await press();
    await expect(present).toHaveCount(0);
    await expect(page.getByTestId('present-toggle'), how).toBeFocused();
    await expectBodyNeverFocused(page, how);
  };
  await leave('F on the caption', () => page.keyboard.press('f'));
  await leave('a click on the way out', () => page.getByTestId('present-exit').click());
  await leave('Esc', () => page.keyboard.press('Escape'));
  // The page is whole again, at the same step.
  await expect(page.getByTestId('board')).toBeVisible();
  expect(await step(page)).toBe(7);
});

test('focus never falls to <body>: step back to 0, reset, step forward to the end, presenter mode on and off; what its live region and the page\'s say', async () => {
  const { page } = await open('?n=4&step=1');
  await page.getByTestId('step-back').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', '0');
  expect(await focused(page)).toBe('step-back');
  await expect(page.getByTestId('step-back')).toHaveAttribute('aria-disabled', 'true');
  // Pressed again at 0: nothing happens but that it is said, the focus stays.
  await page.keyboard.press('Enter');
  expect(await step(page)).toBe(0);
  expect(await focused(page)).toBe('step-back');
  await expect(page.getByTestId('live')).toHaveText('This is the first step.');
  // Reset from step 3.
  for (let k = 0; k < 3; k++) await page.getByTestId('step-forward').click();
  await page.getByTestId('reset').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', '0');
  expect(await focused(page)).toBe('reset');
  // Jump, then step forward, to the end of n = 4 (45 steps): said with the
  // search's totals.
  const totals = 'The search has ended\\. The whole search: 45 steps, 2 solutions\\.$';
  await page.getByTestId('step-input').fill('45');
  await page.getByTestId('step-input').press('Enter');
  await expect(page.getByTestId('live')).toHaveText(new RegExp(`^Forward to step 45\\. .*${totals}`));
  await page.getByTestId('step-back').click();
  await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', '44');
  await page.getByTestId('step-forward').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', '45');
  // (Said at once, or once settled where it came hard on the step back.)
  await expect(page.getByTestId('live')).toHaveText(new RegExp(`^(Step 45:|Forward to step 45\\.) .*${totals}`));
  expect(await focused(page)).toBe('step-forward');
  await expect(page.getByTestId('step-forward')).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('live')).toHaveText('This is the last step (2 solutions).');
  // Play there: nothing to play, said.
  await page.getByTestId('play').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('live')).toHaveText('Already at the end (step 45, 2 solutions).');
  // Presenter mode on: its live region, drawn anew, says so (not the
  // moment the page's said, until the moment changes).
  await page.getByTestId('present-toggle').click();
  await page.getByTestId('present').waitFor();
  const live = page.getByTestId('live');
  await expect(live).toHaveText('Presenter mode on.');
  // The focus on the caption, where Space plays and pauses; a clicker's
  // PageDown / PageUp step.
  expect(await focused(page)).toBe('present-caption');
  await page.keyboard.press(' ');
  await expect(page.getByTestId('present')).toBeVisible();
  await page.keyboard.press(' ');
  // Step 45 is the last: PageUp first, then PageDown.
  const caption = page.getByTestId('present-caption');
  const at = Number((await caption.textContent()).match(/step (\d+)/)[1]);
  await page.keyboard.press('PageUp');
  await expect(caption).toHaveText(new RegExp(`step ${at - 1}$`));
  await page.keyboard.press('PageDown');
  await expect(caption).toHaveText(new RegExp(`step ${at}$`));
  // Each step is said there, its digits spelled (the words: natively, stepper_ear).
  await expect(live).toHaveAttribute('aria-live', 'polite');
  await expect(live).toHaveText(new RegExp(`row 0 has no candidate left, so the search is over\\. ${totals}`));
  expect(await live.textContent()).not.toMatch(/[01]{4}/);
  // F on the room's step buttons leaves it, as anywhere.
  await page.getByTestId('step-back').focus();
  await page.keyboard.press('f');
  await page.getByTestId('board').waitFor();
  expect(await focused(page)).toBe('present-toggle');
  // Nor does the page's region, drawn anew, say the moment again: leaving
  // is said by the focus landing on the presenter toggle.
  await expect(live).toHaveText('');
  await page.waitForTimeout(500);
  await expect(live, 'still nothing said again').toHaveText('');
  // The keys' help gives the focus back to its button.
  await page.getByTestId('help-toggle').click();
  await page.getByTestId('help-close').click();
  expect(await focused(page)).toBe('help-toggle');
  // A new board size is said as a new search; the next step as itself.
  await page.getByTestId('n-input').selectOption('6');
  await expect(live).toHaveText(/^New search on the 6×6 board, at step 0\. /);
  await page.getByTestId('step-forward').click();
  await expect(live).not.toHaveText(/New search|^$/);
  // Entered during play, presenter mode is said too (not play's last
  // sentence again).
  await page.getByTestId('play').click();
  await expect(live).toHaveText(/^Playing from step \d+\.$/);
  await page.getByTestId('present-toggle').click();
  await page.getByTestId('present').waitFor();
  await expect(live).toHaveText('Presenter mode on.');
});

test('the board: Tab lands on the square where the search is, and the stop follows the step; arrow keys move between its squares, not through the search', async () => {
  const { page } = await open('?n=5&step=9');
  const board = page.getByTestId('board');
  /** From the step button, Tab until the focus is on the board: the square
   *  reached, and the board's current row. */
  const tabIn = async () => {
    await page.getByTestId('step-forward').focus();
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => !!document.activeElement.closest('[data-testid=board]'))) break;
    }
    return page.evaluate(() => {
      const el = document.activeElement;
      const mark = ['queen', 'lifted', 'candidate'].find((c) => el.classList.contains(c)) ?? null;
      return { row: el.closest('[data-testid=board]')?.dataset.row, at: [el.dataset.r, el.dataset.col], mark };
    });
  };
  // Step 9: the queen just placed in row 4 (column 1), the current row.
  expect(await tabIn(), 'step 9').toStrictEqual({ row: '4', at: ['4', '1'], mark: 'queen' });
  // The keys move the stop; once the focus leaves the board and the search
  // steps on, Tab lands where the search now is.
  for (const key of ['ArrowUp', 'ArrowUp', 'Home', 'Tab']) await page.keyboard.press(key);
  expect(await page.evaluate(() => !!document.activeElement.closest('[data-testid=board]')), 'Tab left the board').toBe(false);
  await page.getByTestId('step-forward').click();
  expect(await step(page)).toBe(10);
  // Step 10: back in row 3, on the square its queen was just lifted from.
  expect(await tabIn(), 'step 10').toStrictEqual({ row: '3', at: ['3', '3'], mark: 'lifted' });
  expect(await board.locator('[tabindex="0"]').count(), 'one square in the Tab order').toBe(1);
  // Back at step 9, the arrows. Each square says where it is, then what it
  // holds (every square's words, where each key leads: natively,
  // stepper_access and core's speech.rs).
  await page.getByTestId('step-back').click();
  expect(await step(page)).toBe(9);
  const cell = () => page.evaluate(() => {
    const el = document.activeElement;
    return [el.getAttribute('role'), el.dataset.r, el.dataset.col, el.querySelector('.sr-only').textContent.trim()];
  });
  const said = (r, col, what) => `row ${r} column ${col}: ${what}`;
  await board.getByRole('gridcell').first().focus();
  expect(await cell()).toStrictEqual(['gridcell', '0', '0', said(0, 0, 'empty')]);
  // Ctrl+Home and Ctrl+End: the grid's first and last square (the ARIA grid pattern).
  for (const [keys, r, col, what] of [
    ['ArrowRight ArrowRight ArrowDown', '1', '2', 'queen'], ['End', '1', '4', 'empty'],
    ['ArrowDown ArrowDown ArrowDown ArrowDown ArrowDown', '4', '4', 'attacked by down and right'],
    ['Home', '4', '0', 'attacked by left and down'], ['ArrowUp Control+End', '4', '4', 'attacked by down and right'],
    ['ArrowUp Control+Home', '0', '0', 'empty'],
  ]) {
    for (const key of keys.split(' ')) await page.keyboard.press(key);
    expect(await cell(), keys).toStrictEqual(['gridcell', r, col, said(r, col, what)]);
  }
  expect(await step(page), 'no step taken').toBe(9);
  expect(await board.locator('[tabindex="0"]').count(), 'one square in the Tab order').toBe(1);
});

test('single-key shortcuts: not on other buttons; N and P jump, or say why not; turned off for good from the keys\' help', async () => {
  const { page } = await open('?n=6&step=5');
  await expect(page.getByTestId('step-total')).toBeAttached({ timeout: 30_000 });
  const blur = () => page.evaluate(() => document.activeElement?.blur());
  // Focus on Share: N does nothing.
  await page.getByTestId('share-open').focus();
  await page.keyboard.press('n');
  expect(await step(page)).toBe(5);
  // On the page: P before the first solution says so; N jumps to each
  // solution, and at the last says there is none later, again at the next
  // press (a node of its own), by the button too; the moment is not said again.
  await blur();
  const status = page.getByTestId('jump-status');
  await page.keyboard.press('p');
  await expect(status).toHaveText('No earlier solution before this step.');
  for (let k = 1; k <= 4; k++) {
    await page.keyboard.press('n');
    await expect(page.getByTestId('solutions-found')).toHaveAttribute('data-value', String(k));
  }
  await expect(page.getByTestId('live')).toContainText('Solution #4 is complete');
  await expect(page.getByTestId('live')).not.toHaveAttribute('data-waiting', 'true');
  const atSolution = await step(page);
  const live = await page.getByTestId('live').textContent();
  await page.keyboard.press('n');
  await expect(status).toHaveText(/^No later solution: the search finds 4 solutions in all/);
  const node = await status.locator('span').elementHandle();
  await page.getByTestId('next-solution').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => node.evaluate((el) => el.isConnected)).toBe(false);
  await expect(status).toHaveText(/^No later solution/);
  expect(await step(page)).toBe(atSolution);
  expect(await page.getByTestId('live').textContent(), 'the step is not said again').toBe(live);
  // Turned off in the help.
  await page.getByTestId('help-toggle').click();
  const toggle = page.getByTestId('shortcuts-toggle');
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await page.getByTestId('help-close').click();
  await blur();
  for (const key of ['n', 'p', '?', 'f', ' ']) await page.keyboard.press(key);
  expect(await step(page), 'N, P do nothing').toBe(atSolution);
  expect(await page.getByTestId('help').count(), '? does nothing').toBe(0);
  expect(await page.getByTestId('present').count(), 'F does nothing').toBe(0);
  expect(await page.getByTestId('play').getAttribute('data-playing'), 'Space does nothing').toBe('false');
  // The arrows still step.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', String(atSolution + 1));
  // Kept after a reload.
  await page.reload();
  await page.getByTestId('board').waitFor();
  await page.keyboard.press('n');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('step-index')).toHaveAttribute('data-value', String(atSolution + 2));
  await page.getByTestId('help-toggle').click();
  await expect(page.getByTestId('shortcuts-toggle')).not.toBeChecked();
});
