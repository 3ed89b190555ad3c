// Shared set-up for the end-to-end tests (run by @playwright/test, see
// playwright.config.mjs) and for the scripts that drive the site (bench/page/,
// scripts/screenshots.mjs): the static server for dist/ (any static host
// must do, so no special headers), Debian's Chromium (never a downloaded
// browser), the site opened in a clean page (`open`), the published counts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, chromium } from '../../tools/node_modules/@playwright/test/index.mjs';
import { startServer, DIST } from './server.mjs';

export { expect, startServer, DIST };

const here = path.dirname(fileURLToPath(import.meta.url));
export const ARTIFACTS = path.resolve(here, 'artifacts');
export const AXE = path.resolve(here, '../../tools/node_modules/axe-core/axe.min.js');

/** Chromium's flags here (docs: /work notes); the tests' config uses them too. */
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

/** Debian's Chromium, for the scripts (the tests get theirs from the runner's `browser` fixture). */
export async function launch() {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/**
 * The tests' `test`: Playwright's, with
 * - `site`: `{ browser, url }`, the runner's browser and the address of
 *   the `webServer` (dist/), for `open(site.browser, site.url, …)`;
 * - `serve(dir)`: a static server of its own for this test (the offline
 *   tests: `setRoot`, `control.offline`, `requests`), closed after it.
 */
export const test = base.extend({
  site: async ({ browser, baseURL }, use) => {
    await use({ browser, url: baseURL });
  },
  // When a test ends, every page `open` gave it has logged no console
  // error and no uncaught exception (unless the test judges them itself:
  // `open(…, { errors: 'mine' })`). Then the pages it lent go back to the
  // worker's pool (those it did not close), or are closed if it failed, and
  // the contexts it made are closed.
  lentPages: [async ({}, use, testInfo) => {
    lent = [];
    opened = [];
    await use();
    const [mine, pages] = [lent, opened];
    [lent, opened] = [null, null];
    let passed = testInfo.status === testInfo.expectedStatus;
    try {
      if (passed) for (const { errors, query } of pages) expect(errors, `console errors of the page opened at ${query}`).toStrictEqual([]);
    } catch (e) {
      passed = false;
      throw e;
    } finally {
      // (The runner's own screenshot of a failure is taken before this.)
      for (const lease of mine) await giveBack(lease, passed);
      for (const { made } of pages) if (made) await made.close().catch(() => {});
    }
  }, { auto: true }],
  serve: async ({}, use) => {
    const servers = [];
    await use(async (dir = DIST) => {
      const server = await startServer(dir);
      servers.push(server);
      return server;
    });
    await Promise.all(servers.map((s) => s.close()));
  },
});

/**
 * For a test file's module-level helpers: an object whose `browser` and
 * `url` are the `site` fixture's during each test (set before it runs).
 */
export function useSite() {
  const site = { browser: null, url: '' };
  test.beforeEach(async ({ site: current }) => {
    Object.assign(site, current);
  });
  return site;
}

/** The published counts, n -> [total, unique] (decimal strings). */
export const REFERENCE = new Map(
  fs.readFileSync(path.resolve(here, '../../data/nqueens-counts.tsv'), 'utf8')
    .trim().split('\n').slice(1)
    .map((line) => line.split('\t'))
    .map(([n, total, unique]) => [Number(n), [total, unique]]),
);

/**
 * What the domain computes for the moments, lesson stops and exercises the
 * tests visit: tests/e2e/shown.json, written and held to the domain by
 * tests/shown.rs (`BLESS=1` writes it again).
 */
export const SHOWN = JSON.parse(fs.readFileSync(path.resolve(here, 'shown.json'), 'utf8'));

/**
 * The exercise a page asks (its `quiz-question`'s data-kind, data-n and
 * data-step) as the domain draws it: `value` (the right answer), the board
 * and bit rows `before` and `after` its event, and that event's `equations`.
 */
export function drawn(kind, n, step) {
  const q = SHOWN.questions[`${kind}:${n}:${step}`];
  expect(q, `shown.json holds the question ${kind} n=${n} step ${step} (tests/shown.rs lists the seeds and answers the tests use)`).toBeTruthy();
  return q;
}

/** `v` in binary over `n` digits, most significant first. */
export const bin = (v, n) => (v >>> 0).toString(2).padStart(n, '0');

/** A small seeded PRNG (mulberry32) in [0, 1), so that runs reproduce. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };
/** The one width each language is swept at (axe, the focus sweep): a width
 * changes the style sheets' media queries, not the words; a language changes
 * the words, not which controls there are or their colours; so the two other
 * pairings would check the same again. */
export const LANG_WIDTH = { ja: PHONE, en: DESKTOP };

/**
 * Opens the site with `query` and waits for the test id `options.ready`
 * (default: the stepper's `board`) or the panic panel. Returns the page, the
 * live list of console errors and uncaught exceptions, and its context.
 * `options.initScript` (a function or source text) runs in the page before
 * its own scripts, on every load.
 *
 * The page is a fresh one in a fresh context, or, in a test (not a script),
 * one its worker used before and cleaned (`giveBack`): no storage, no
 * service worker, no history, no listeners, routes or permissions, the
 * media and viewport it was made with. A new context costs far more CPU
 * than a page used again (docs/ci.md "Pages used again"). E2E_FRESH=1 gives every test new
 * ones, and `initScript` its open (init scripts cannot be taken out of a
 * context); a context the test gave an init script, a binding or a fake
 * clock is never used again. `context.close()` gives a lent page back;
 * what the test leaves open is given back or closed when it ends, and its
 * console errors are checked then (the `lentPages` fixture; `errors:
 * 'mine'`: the test judges them).
 */
export async function open(browser, baseUrl, query = '', options = {}) {
  const settings = {
    viewport: options.viewport ?? DESKTOP,
    locale: options.locale ?? 'en-US',
    colorScheme: options.colorScheme ?? 'light',
    // A touch screen: taps (page.touchscreen) give touch pointer events.
    hasTouch: options.hasTouch ?? false,
    // 'block' for a test that intercepts requests (page.route) after the
    // page has loaded: the site's service worker (docs/offline.md) would
    // answer them from its cache, and routes do not see those.
    serviceWorkers: options.serviceWorkers ?? 'allow',
  };
  const lend = lent !== null && !options.initScript && !process.env.E2E_FRESH;
  let page;
  let context;
  if (lend) {
    const lease = await borrow(browser, settings);
    lent.push(lease);
    lease.origins.add(new URL(baseUrl + query).origin);
    ({ page } = lease.entry);
    context = lease.handle;
  } else {
    context = await newContext(browser, settings);
    if (options.initScript) await context.addInitScript(options.initScript);
    page = await context.newPage();
  }
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  if (opened !== null) opened.push({ errors: options.errors === 'mine' ? [] : errors, query, made: lend ? null : context });
  await page.goto(baseUrl + query);
  await page.getByTestId(options.ready ?? 'board').or(page.getByTestId('panic')).first().waitFor();
  await stepperWhole(page);
  return { page, errors, context };
}

/** Waits until the stepper on `page`, if it has begun to show, is whole: its
 * first screen is built over frames (transport first, the bit rows and side
 * column later), busy until it is whole. */
export async function stepperWhole(page) {
  await page.locator('.stepper[aria-busy="true"]').waitFor({ state: 'detached' });
}

/** A new context of `browser` with `settings`, for `open`. */
async function newContext(browser, settings) {
  const context = await browser.newContext(settings);
  await context.addInitScript(refuseBoxlessReads);
  return context;
}

/** The pages lent during the running test (null outside a test). */
let lent = null;
/** The pages `open` gave the running test: their errors, and the context
 *  made for one that was not lent (null outside a test). */
let opened = null;
/** Per browser, the cleaned pages waiting, by their context's settings. */
const pools = new WeakMap();

/**
 * A page of `browser` with `settings`: one given back before, else a new
 * context's. Its `handle` stands for the context in the test's hands: the
 * context itself, but `close()` gives the page back, and what cannot be
 * undone (an init script, a binding, a fake clock) marks it not to be used
 * again.
 */
async function borrow(browser, settings) {
  if (!pools.has(browser)) pools.set(browser, new Map());
  const byKey = pools.get(browser);
  const key = JSON.stringify(settings);
  if (!byKey.has(key)) byKey.set(key, []);
  const idle = byKey.get(key);
  let entry = idle.pop();
  if (!entry) {
    const context = await newContext(browser, settings);
    entry = { context, page: await context.newPage(), settings, idle };
  }
  // `entry`: the context, its page, settings and pool; `origins`: whose
  // storage to clear when it comes back.
  const lease = { entry, done: false, spoilt: false, origins: new Set() };
  const { context } = entry;
  const spoil = new Set(['addInitScript', 'exposeBinding', 'exposeFunction', 'clock']);
  lease.handle = new Proxy(context, {
    get(target, prop) {
      if (prop === 'close') return () => giveBack(lease, true);
      if (spoil.has(prop)) lease.spoilt = true;
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return lease;
}

/**
 * Cleans a lent page and puts it back in its pool; closes its context
 * instead if the test failed (`passed` false), the page or context is
 * closed, or the test did what cannot be undone.
 */
async function giveBack(lease, passed) {
  if (lease.done) return;
  lease.done = true;
  const { context, page, settings, idle } = lease.entry;
  let clean = passed && !lease.spoilt && !page.isClosed();
  try {
    if (clean) clean = !(await page.evaluate(() => '__pwClock' in globalThis));
    if (clean) {
      await page.removeAllListeners();
      for (const other of context.pages()) if (other !== page) await other.close();
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.clearPermissions();
      await context.clearCookies();
      await context.setOffline(false);
      lease.origins.add(new URL(page.url()).origin);
      await page.goto('about:blank');
      const cdp = await context.newCDPSession(page);
      for (const origin of lease.origins) {
        if (origin.startsWith('http')) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      }
      // Its history: about:blank alone, as a new page's before its first
      // navigation.
      await cdp.send('Page.resetNavigationHistory');
      await cdp.detach();
      await page.emulateMedia({ media: null, colorScheme: settings.colorScheme, reducedMotion: null, forcedColors: null });
      await page.setViewportSize(settings.viewport);
      await page.mouse.move(0, 0);
    }
  } catch {
    clean = false;
  }
  if (clean) idle.push(lease.entry);
  else await context.close().catch(() => {});
}

/**
 * Run in every page `open` makes: reading the box of an element that has
 * none (`display: contents`, as the board's and the bit rows' rows are) is
 * an error, not a box at 0: a test that compared such a box with a bound
 * could never fail. Measure a child (a digit, a square) instead.
 */
function refuseBoxlessReads() {
  const read = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function getBoundingClientRect() {
    if (this.isConnected && getComputedStyle(this).display === 'contents') {
      const id = this.dataset?.testid ? `[data-testid=${this.dataset.testid}]` : `.${this.className}`;
      throw new Error(`${this.tagName.toLowerCase()}${id} is display: contents: it has no box to measure`);
    }
    return read.call(this);
  };
}

/**
 * An `initScript` for `open`: counts in `window.workerMessages` the
 * messages the page receives from its web workers (every answer, and the
 * one a worker sends when its wasm has loaded), so that a test can wait
 * for a worker's progress instead of for a fixed time.
 */
export function countWorkerMessages() {
  window.workerMessages = 0;
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', () => { window.workerMessages += 1; });
    }
  };
}

// The focus never falls to <body> (focus.test.mjs, sweep.test.mjs).

/** The focused element's test id (or its tag when it has none). */
export const focused = (page) => page.evaluate(() => {
  const a = document.activeElement;
  return a === document.body || !a ? 'BODY' : a.dataset?.testid ?? a.tagName;
});

/** Records, two frames after each focusout, whether the focus is on the
 *  page's body (the browser's fix-up of a control turned off comes at the
 *  next frame): `__lost` counts the times, `__lostFrom` names the element
 *  that had the focus (its test id, or its tag and text). */
export function watchFocusLoss() {
  window.__lost = 0;
  window.__lostFrom = [];
  document.addEventListener('focusout', (e) => {
    const from = e.target?.dataset?.testid
      ?? `${e.target?.tagName?.toLowerCase()} "${(e.target?.textContent ?? '').trim().slice(0, 20)}"`;
    requestAnimationFrame(() => requestAnimationFrame(() => {
      if (document.activeElement === document.body) {
        window.__lost += 1;
        window.__lostFrom.push(from);
      }
    }));
  }, true);
}

/** What watchFocusLoss saw, once its last check (two frames) is done. */
export async function expectFocusNeverLost(page) {
  await page.waitForTimeout(100);
  expect(await page.evaluate(() => window.__lost), 'the focus fell to the page').toBe(0);
}

/** Records every moment the focus is on the page's body, however short
 *  (watchFocusLoss looks two frames late, and misses a gap that a focus
 *  set again within them closes; a screen reader may speak in it): after
 *  each change of the page's elements (a removed element takes its focus
 *  with it, and no focusout is fired), in the task after a focusout that
 *  names no element taking the focus, and at every frame, once an element
 *  has had the focus (the page's first focus is on the body). `__bodyFocus`
 *  lists them: where (`at`), the element focused before (`from`), and
 *  when (ms). Stopped by `__bodyFocusStop()`. */
export function watchBodyFocus() {
  window.__bodyFocus = [];
  const name = (el) => el?.dataset?.testid ?? el?.tagName?.toLowerCase() ?? 'none';
  let last = name(document.activeElement);
  // (Before any element had the focus, it was on the body: not a fall.)
  const check = (at) => {
    const a = document.activeElement;
    if ((!a || a === document.body) && last !== 'body') window.__bodyFocus.push({ at, from: last, t: Math.round(performance.now()) });
  };
  const onIn = (e) => { last = name(e.target); };
  const onOut = (e) => {
    if (e.relatedTarget) return;
    setTimeout(() => check('task after focusout'), 0);
    requestAnimationFrame(() => check('frame after focusout'));
  };
  document.addEventListener('focusin', onIn, true);
  document.addEventListener('focusout', onOut, true);
  const changes = new MutationObserver(() => check('page changed'));
  changes.observe(document, { childList: true, subtree: true });
  let frame = 0;
  const poll = () => { check('frame'); frame = requestAnimationFrame(poll); };
  poll();
  window.__bodyFocusStop = () => {
    cancelAnimationFrame(frame);
    changes.disconnect();
    document.removeEventListener('focusin', onIn, true);
    document.removeEventListener('focusout', onOut, true);
  };
}

/** What watchBodyFocus saw (stopped, a frame after the action): nothing. */
export async function expectBodyNeverFocused(page, what) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const seen = await page.evaluate(() => { window.__bodyFocusStop(); return window.__bodyFocus; });
  expect(seen, `${what}: the focus was on <body> (${JSON.stringify(seen.slice(0, 6))})`).toStrictEqual([]);
}

/**
 * Expects `attr` of (the first element with) a test id to equal `expected`,
 * retrying until it does (up to `expect`'s timeout, 5 s): renders are async.
 * `page` may be a page or a frame.
 */
export async function expectAttr(page, testid, expected, attr = 'data-value') {
  await expect(page.getByTestId(testid).first(), `${testid} ${attr}`).toHaveAttribute(attr, String(expected));
}

/** Moves the page to the address `query` as Back or Forward would: the
 *  state a load of that address gives, without a load. */
export async function goTo(page, query) {
  await page.evaluate((q) => {
    history.pushState(null, '', q);
    dispatchEvent(new PopStateEvent('popstate'));
  }, query);
}

/**
 * What `read` (a function run in the page) returns once the page has
 * settled: two reads in a row agree and `ready(value)` holds. Renders are
 * async; the retries are `expect.poll`'s (`intervals`, up to `expect`'s
 * timeout), and a page that does not settle fails the test.
 */
export async function settled(page, read, { ready = () => true, intervals = [0, 10, 25] } = {}) {
  let prev;
  let cur;
  let reads = 0;
  await expect.poll(async () => {
    cur = await page.evaluate(read);
    const same = reads++ > 0 && JSON.stringify(prev) === JSON.stringify(cur);
    prev = cur;
    return same && ready(cur);
  }, { message: 'the page settles', intervals }).toBe(true);
  return cur;
}

/** Reads `data-value` (or another attribute) of a test id. */
export async function value(page, testid, attr = 'data-value') {
  return page.getByTestId(testid).getAttribute(attr);
}

/** Watches the live region `selector` for nodes added to it or a text
 *  changed (what a screen reader announces; a text left as it was is not
 *  said again). */
export async function watchAdditions(page, selector) {
  await page.evaluate((selector) => {
    window.__added = 0;
    new MutationObserver((records) => {
      window.__added += records.reduce((k, r) => k + r.addedNodes.length + (r.type === 'characterData' ? 1 : 0), 0);
    }).observe(document.querySelector(selector), { childList: true, subtree: true, characterData: true });
  }, selector);
}
/** How many additions since the last call (and starts counting again). */
export const additions = (page) => page.evaluate(() => { const k = window.__added; window.__added = 0; return k; });

/** Records from now on each text the live region of test id `testid`
 *  takes, as a screen reader meets them: every change to a text that is
 *  not empty (the same text set again after an empty one is said again),
 *  with its time on the page's clock. The region may come later or be
 *  drawn again: the whole document is watched. (count, lab, tree and
 *  write tests.) */
export async function recordSaid(page, testid) {
  await page.evaluate((testid) => {
    window.__said = { from: performance.now(), texts: [] };
    let last = document.querySelector(`[data-testid="${testid}"]`)?.textContent ?? '';
    new MutationObserver(() => {
      const text = document.querySelector(`[data-testid="${testid}"]`)?.textContent ?? '';
      if (text !== last && text.trim() !== '') window.__said.texts.push({ text, at: performance.now() });
      last = text;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, testid);
}
/** The texts `recordSaid` has seen so far. */
export const said = (page) => page.evaluate(() => window.__said.texts.map((s) => s.text));

/** The count page's state (its status's `data-state`: idle, running,
 *  done, cancelled, error), and a wait for one (the timeout only guards
 *  against a hang) (count.test.mjs, gpu.test.mjs). */
export const countState = (page) => page.getByTestId('count-status').getAttribute('data-state');
export const waitCountState = (page, s, timeout = 60_000) =>
  page.locator(`[data-testid=count-status][data-state=${s}]`).waitFor({ timeout });

/** Waits until the lab's run has ended: every method's row (all are
 *  listed from the start) done, timed out, cancelled or failed. */
export async function labRunEnded(page, timeout = 60_000) {
  await page.waitForFunction(() => {
    const states = [...document.querySelectorAll('[data-testid^=lab-row-]')].map((r) => r.dataset.state);
    return states.length > 0 && states.every((s) => ['done', 'timeout', 'cancelled', 'error'].includes(s));
  }, null, { timeout });
}

/** Expects the count page's rows n = `from`..`to` to hold the published
 *  counts, each marked right (✓) and, where `engine` is given, counted by
 *  it (count.test.mjs, gpu.test.mjs). */
export async function expectPublishedRows(page, { from = 1, to, engine }) {
  for (let n = from; n <= to; n++) {
    const row = await page.getByTestId(`count-row-${n}`).evaluate((r) => ({ ...r.dataset }));
    const [total, unique] = REFERENCE.get(n);
    expect([row.total, row.unique, row.ok, row.engine], `n = ${n}`).toStrictEqual([total, unique, 'true', engine ?? row.engine]);
  }
}

/** axe-core's tags of the WCAG 2.0 and 2.1 rules, A and AA. */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The rules whose result depends on the colours (the rest see the same DOM in either theme). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Waits until every finite animation has ended (colours are checked at rest). */
export function animationsDone(page) {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime))
        .map((a) => a.finished.catch(() => {})),
    ),
  );
}

/**
 * axe-core's violations on `page`, described (`label` before each): every
 * rule of `tags` in the light theme, then, with the page switched to the
 * dark theme (a CSS media query only: the DOM is the same), the colour
 * rules. Injects axe-core once per document. (The views' sweep of every
 * scene: a11y.test.mjs.)
 */
export async function axeViolations(page, tags = WCAG, label = '') {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const found = [];
  for (const [scheme, runOnly] of [['light', { type: 'tag', values: tags }], ['dark', { type: 'rule', values: COLOUR_RULES }]]) {
    await page.emulateMedia({ colorScheme: scheme });
    await animationsDone(page);
    const result = await page.evaluate(
      (options) => window.axe.run(document, { ...options, resultTypes: ['violations'] }),
      { runOnly },
    );
    found.push(...axeReport(`${label} [${scheme}]`, result.violations));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}

/**
 * Every violation: its rule, impact and help, then each distinct failure
 * (the checks that failed, in short) with the selectors of its nodes.
 */
function axeReport(scene, violations) {
  const lines = [];
  for (const v of violations) {
    lines.push(`${scene}: ${v.id} (${v.impact}) ${v.help} [${v.nodes.length} node(s)]`);
    const byWhy = new Map();
    for (const node of v.nodes) {
      const why = (node.failureSummary ?? '').split('\n').map((l) => l.trim())
        .filter((l) => l && !/^Fix (any|all) of the following:$/.test(l)).join('; ');
      byWhy.set(why, [...(byWhy.get(why) ?? []), node.target.join(' ')]);
    }
    for (const [why, targets] of byWhy) lines.push(`    ${why}\n      at ${targets.join(', ')}`);
  }
  return lines;
}

// Shared by several files: the sideways check, the exercises, a refused clipboard.

/**
 * Expects nothing on the page to stick out sideways: the document no wider
 * than the window, and no element past the screen's right edge (or, in the
 * page's main part, its left edge) without a
 * box around it that scrolls sideways (the body hides its overflow, so such
 * an element would be cut off, not scrolled to). `where` names the moment.
 */
export async function expectNothingSideways(page, where) {
  const s = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrolls = (el) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(a).overflowX)) return true;
      }
      return false;
    };
    // (An element of `display: contents` has no box: its children do.)
    const out = [...document.querySelectorAll('body *')]
      .filter((el) => getComputedStyle(el).display !== 'contents')
      .filter((el) => {
        const r = el.getBoundingClientRect();
        // (The skip link waits off the screen's left edge for the focus.)
        const left = r.left < -1 && el.closest('main');
        return r.width > 0 && (r.right > width + 1 || left) && !scrolls(el);
      })
      .map((el) => {
        const r = el.getBoundingClientRect();
        const id = el.dataset.testid ? `[${el.dataset.testid}]` : '';
        const at = `${Math.round(r.left)}–${Math.round(r.right)}`;
        return `${el.tagName.toLowerCase()}${id}.${[...el.classList].join('.')} ${at}`;
      });
    return { scrollWidth: document.documentElement.scrollWidth, width, out: out.slice(0, 8) };
  });
  expect(s.scrollWidth, `${where}: the page's width`).toBeLessThanOrEqual(s.width);
  expect(s.out, `${where}: sticking out sideways`).toStrictEqual([]);
}

/** The exercise shown: its kind, n and step, and its right answer (the domain's). */
export async function quizShown(page) {
  const q = page.getByTestId('quiz-question');
  const [kind, n, step] = await Promise.all(
    ['data-kind', 'data-n', 'data-step'].map((a) => q.getAttribute(a)),
  );
  const { value } = drawn(kind, Number(n), Number(step));
  return { kind, n: Number(n), step: Number(step), key: `${kind} n=${n} step ${step}`, value };
}

/** Answers the exercise shown right or wrong (a wrong one of the same form),
 *  typed or by yes / no, and checks it; returns the question. */
export async function answerQuiz(page, right) {
  const q = await quizShown(page);
  const wrong = q.kind === 'solution' ? 1 - q.value : q.kind === 'row' ? q.value + 1 : q.value ^ 1;
  const given = right ? q.value : wrong;
  if (q.kind === 'solution') await page.getByTestId(given === 1 ? 'quiz-yes' : 'quiz-no').click();
  else await page.getByTestId('quiz-input').fill(String(given));
  await page.getByTestId('quiz-check').click();
  await page.locator(`[data-testid=quiz-feedback][data-correct="${right}"]`).waitFor();
  return q;
}

/** Goes on from a checked exercise to the next one. */
export async function nextQuiz(page) {
  await page.getByTestId('quiz-next').click();
  await page.locator('[data-testid=quiz-feedback]').waitFor({ state: 'detached' });
}

/** An `initScript` for `open`: a browser that refuses the clipboard's
 *  write, as one without the permission does. */
export function refuseClipboard() {
  if (!navigator.clipboard) return;
  navigator.clipboard.writeText = () => Promise.reject(
    new DOMException('Write permission denied.', 'NotAllowedError'),
  );
}

// Shared by several files: controls under 44 px.

/** The controls shown on `page` smaller than 44×44 px (README,
 *  Conventions), as "testid tag text w×h": buttons, selects, fields,
 *  summaries, the header's menu links (when it is open) and every link
 *  that stands alone in its block (as the stepper's sources link). Not
 *  counted: checkboxes and radios (their label is the target) and links
 *  inside sentences. */
export function controlsUnder44(page) {
  return page.evaluate(() => {
    const blockLinks = '.tabs a, .lesson-banner a, .tree-link, #site-nav a';
    const more = '.lesson-open a, .next-places a, .lesson-complete a, a[href]';
    return [...document.querySelectorAll(`button, select, input, summary, ${blockLinks}, ${more}`)]
      .filter((el) => el.tagName !== 'A' || el.matches(blockLinks)
        || el.parentElement.textContent.trim() === el.textContent.trim())
      .filter((el) => el.getClientRects().length > 0 && !el.closest('[hidden], dialog:not([open])'))
      .filter((el) => !el.matches('input[type=checkbox], input[type=radio]'))
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width < 43.5 || r.height < 43.5)
      .map(({ el, r }) => {
        const text = (el.textContent || el.value || '').trim().slice(0, 20);
        const size = `${Math.round(r.width)}×${Math.round(r.height)}`;
        return `${el.dataset.testid ?? el.id ?? ''} ${el.tagName} "${text}" ${size}`;
      });
  });
}

/** The colours `page` computes for CSS colour values (`var(--bg)`, a
 *  name, a hex), as a computed style writes them (`rgb(…)`), to compare
 *  with one (shell.test.mjs, teaching.test.mjs; a page's own probe in
 *  teacher.test.mjs). */
export function computedColours(page, values) {
  return page.evaluate((values) => values.map((value) => {
    const probe = document.createElement('div');
    probe.style.color = value;
    document.body.appendChild(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }), values);
}

/**
 * Each character of the text under `root`, in order, where it is drawn:
 * `{ ch, node, top, width }` from its first box of some width (else its
 * first box; `top` and `width` null when it has none), whatever spans and
 * <wbr>s hold it; `node` is its text node. Runs in the page (`evaluateWith`).
 */
export function charBoxes(root) {
  const chars = [];
  const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let t = walk.nextNode(); t; t = walk.nextNode()) {
    for (let i = 0; i < t.length; i++) {
      const range = document.createRange();
      range.setStart(t, i);
      range.setEnd(t, i + 1);
      const rects = [...range.getClientRects()];
      const r = rects.find((b) => b.width > 0) ?? rects[0];
      chars.push({ ch: t.data[i], node: t, top: r ? r.top : null, width: r ? r.width : null });
    }
  }
  return chars;
}

/**
 * Runs `read(helper, arg)` in `page`, `helper` a function of this file's
 * (`charBoxes`, `seenContrast`) or a test's to run in the page: its source
 * is handed in (`page.evaluate` takes one function and data) and made a
 * function there again.
 */
export function evaluateWith(page, helper, read, arg) {
  return page.evaluate(([helper, read, arg]) => {
    const make = (src) => new Function(`return (${src})`)();
    return make(read)(make(helper), arg);
  }, [helper.toString(), read.toString(), arg ?? null]);
}

/**
 * The contrast (WCAG) of element `e`'s text with what is behind it: its
 * colour, its alpha and every opacity up its ancestors counted, over the
 * first opaque background of it or an ancestor (else the body's). Runs in
 * the page (`evaluateWith`).
 */
export function seenContrast(e) {
  const rgba = (s) => { const [r, g, b, a = 1] = s.match(/[\d.]+/g).map(Number); return { c: [r, g, b], a }; };
  const lum = (c) => {
    const [r, g, b] = c.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  let behind = rgba(getComputedStyle(document.body).backgroundColor).c;
  for (let el = e; el; el = el.parentElement) {
    const bg = rgba(getComputedStyle(el).backgroundColor);
    if (bg.a === 1) { behind = bg.c; break; }
  }
  const fg = rgba(getComputedStyle(e).color);
  let a = fg.a;
  for (let el = e; el; el = el.parentElement) a *= parseFloat(getComputedStyle(el).opacity);
  const seen = fg.c.map((v, i) => a * v + (1 - a) * behind[i]);
  const [hi, lo] = [lum(seen), lum(behind)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The places where an equation of `[data-testid=equation]` breaks badly:
 * after an operator (`) <<` / `1)`, `&` / `~0011`) or not before one (inside
 * a number or a name), each as `line: before|after`. An equation may break
 * only before an operator (` = `, ` & `, a `|` between binary numbers).
 */
export function badEquationBreaks(page) {
  return evaluateWith(page, charBoxes, (charBoxes) => {
    const op = /[=&^<>|→~+-]/;
    return [...document.querySelectorAll('[data-testid=equation] > div')].flatMap((line) => {
      const chars = charBoxes(line).filter((c) => c.ch !== ' ' && c.width > 0);
      return chars.slice(1).flatMap((b, i) => {
        const a = chars[i];
        return b.top > a.top + 2 && (op.test(a.ch) || !op.test(b.ch)) ? [`${line.textContent.slice(0, 8)}…: ${a.ch}|${b.ch}`] : [];
      });
    });
  });
}

// Appended for issue 79 (fewer e2e lines): what a phone's screen shows.

/** Waits until the page's scroll is still over two frames (a scroll into
 *  view, a focus moved after a render, has ended). */
export async function scrollStill(page) {
  await page.waitForFunction(() => new Promise((done) => {
    const y = window.scrollY;
    requestAnimationFrame(() => requestAnimationFrame(() => done(window.scrollY === y)));
  }));
}

/** Expects every scroll panel on `page` (a `[role=region]`, which the
 *  site makes a Tab stop as it overflows: `data-scroll-stop`) to be a Tab
 *  stop while it overflows or has the focus, and only then; polled, as the
 *  stops follow the layout a frame later. Returns how many panels there are.
 *  (height.test.mjs, classroom.test.mjs.) */
export async function expectScrollStops(page, at) {
  let panels = 0;
  await expect.poll(async () => {
    const stops = await page.evaluate(() => [...document.querySelectorAll('[role=region]')].map((e) => ({
      panel: e.className, overflows: e.scrollWidth > e.clientWidth || e.scrollHeight > e.clientHeight,
      stop: e.hasAttribute('tabindex') && e.tabIndex === 0, focused: document.activeElement === e,
    })));
    panels = stops.length;
    return stops.filter((s) => s.stop !== (s.overflows || s.focused));
  }, { message: `${at}: a scroll panel is a Tab stop while it overflows, and only then` }).toStrictEqual([]);
  return panels;
}

/** Those of the selectors `sels` (a bare word is a test id) with an
 *  element missing, of no height, or not whole on the screen: above its top
 *  or under the lesson's bar at its foot (`.lesson-nav`, where one is
 *  shown), else under its bottom. Each element of a selector counts. */
export function notWhole(page, sels) {
  return page.evaluate((sels) => {
    const nav = document.querySelector('.lesson-nav');
    const foot = nav?.getClientRects().length ? nav.getBoundingClientRect().top : innerHeight;
    return sels.filter((sel) => {
      const els = [...document.querySelectorAll(/^[\w-]+$/.test(sel) ? `[data-testid="${sel}"]` : sel)];
      return !els.length || els.some((el) => {
        const r = el.getBoundingClientRect();
        return r.height === 0 || r.top < -0.5 || r.bottom > foot + 0.5;
      });
    });
  }, sels);
}
