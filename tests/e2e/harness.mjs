// Shared set-up for the end-to-end tests: a static server for dist/ (any
// static host must do, so no special headers) and Debian's Chromium driven by
// Playwright. Never downloads a browser.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { before, after } from 'node:test';
import { chromium } from '../../tools/node_modules/playwright-core/index.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const DIST = path.resolve(process.env.DIST ?? path.resolve(here, '../../dist'));
export const ARTIFACTS = path.resolve(here, 'artifacts');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves `dir` on 127.0.0.1 at a free port. For the offline tests, the
 * returned object can also serve another directory at the same address
 * (`setRoot`: a new version of the site) or answer nothing (`offline`: every
 * connection is closed at once), and lists the paths it was asked for
 * (`requests`).
 */
export async function startServer(dir = DIST) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`${dir}/index.html is missing: run \`trunk build --release\` first`);
  }
  let root = dir;
  const requests = [];
  const control = { offline: false };
  const server = http.createServer((req, res) => {
    if (control.offline) {
      req.socket.destroy();
      return;
    }
    const url = new URL(req.url, 'http://localhost');
    requests.push(url.pathname);
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    fs.readFile(file, (err, body) => {
      if (err) {
        res.writeHead(404).end('not found');
        return;
      }
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((r) => server.close(r)),
    setRoot: (next) => { root = path.resolve(next); },
    control,
    requests,
  };
}

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/**
 * For a test file: starts the static server and Chromium before its tests
 * and closes them after. The returned object's `browser` and `url` are set
 * once the tests run.
 */
export function useSite() {
  const site = { server: null, browser: null, url: '' };
  before(async () => {
    site.server = await startServer();
    site.url = site.server.url;
    site.browser = await launch();
  });
  after(async () => {
    await site.browser?.close();
    await site.server?.close();
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

/**
 * Opens the site with `query` in a fresh context and waits for the test id
 * `options.ready` (default: the stepper's `board`) or the panic panel.
 * Returns the page and the live list of console errors and uncaught
 * exceptions. `options.initScript` (a function or source text) runs in the
 * page before its own scripts, on every load.
 */
export async function open(browser, baseUrl, query = '', options = {}) {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    locale: options.locale ?? 'en-US',
    colorScheme: options.colorScheme ?? 'light',
    // 'block' for a test that intercepts requests (page.route) after the
    // page has loaded: the site's service worker (docs/offline.md) would
    // answer them from its cache, and routes do not see those.
    serviceWorkers: options.serviceWorkers ?? 'allow',
  });
  if (options.initScript) await context.addInitScript(options.initScript);
  const page = await context.newPage();
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(baseUrl + query);
  await page.getByTestId(options.ready ?? 'board').or(page.getByTestId('panic')).first().waitFor();
  return { page, errors, context };
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

/** Waits (up to 5 s) until `attr` of a test id equals `expected`; renders are async. */
export async function expectAttr(page, testid, expected, attr = 'data-value') {
  const deadline = Date.now() + 5000;
  let got;
  while (Date.now() < deadline) {
    got = await page.getByTestId(testid).first().getAttribute(attr);
    if (got === String(expected)) return;
    await page.waitForTimeout(25);
  }
  if (got !== String(expected)) throw new Error(`${testid} ${attr}: expected ${expected}, got ${got}`);
}

/** Reads `data-value` (or another attribute) of a test id. */
export async function value(page, testid, attr = 'data-value') {
  return page.getByTestId(testid).getAttribute(attr);
}
