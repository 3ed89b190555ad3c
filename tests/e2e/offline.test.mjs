// Offline (docs/offline.md): after one visit every view and worker works
// with the network gone; a new build is offered, then used and cached whole;
// a site in a folder; a development build. (The manifest: static_site.rs.)
import { execFile, execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  test, expect, open, labRunEnded, axeViolations, WCAG, DIST, DESKTOP, PHONE,
} from './harness.mjs';
import { VIEWS } from './views.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '../..');

// Each test serves the site at an origin of its own (`serve`): no other
// test's service worker in the way; switched to another build or offline.
let tmp;
test.beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bitqueens-offline-'));
});
test.afterAll(async () => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

/** Waits until a service worker controls the page; returns its scope. */
async function controlled(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  return page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
}

/** Every URL in every cache of the page's origin, by cache name. */
function cached(page) {
  return page.evaluate(async () => {
    const out = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      out[name] = (await cache.keys()).map((r) => r.url);
    }
    return out;
  });
}

/** The files of a built site (relative paths), sw.js left out. */
function files(dir, prefix = '') {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((e) => {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    return e.isDirectory() ? files(dir, rel) : rel === 'sw.js' ? [] : [rel];
  });
}

/** A second build of DIST in `dir`: the app's script marked and renamed as
 *  trunk renames a changed file, index.html marked, the service worker
 *  written again by scripts/precache.mjs (in a process of its own, while the
 *  test goes on). Resolves to the script's old and new names. */
async function secondBuild(dir) {
  fs.cpSync(fs.realpathSync(DIST), dir, { recursive: true }); // (DIST may be a link: copy what it names)
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const [, script] = html.match(/href="\.\/(app-[0-9a-f]+\.js)" crossorigin="anonymous"/);
  const js = fs.readFileSync(path.join(dir, script), 'utf8') + '\nglobalThis.bitqueensBuild = "second";\n';
  const renamed = `app-${crypto.createHash('sha256').update(js).digest('hex').slice(0, 16)}.js`;
  fs.rmSync(path.join(dir, script));
  fs.writeFileSync(path.join(dir, renamed), js);
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    html
      .replaceAll(script, renamed)
      .replace('<head>', '<head>\n    <meta name="bitqueens-build" content="second" />'),
  );
  await new Promise((resolve, reject) => {
    execFile(process.execPath, [path.join(ROOT, 'scripts/precache.mjs'), dir], (error, stdout, stderr) => {
      if (error) reject(new Error(`precache.mjs failed: ${error.message}\n${stderr}`));
      else resolve();
    });
  });
  return { script, renamed };
}

const build = (page) =>
  page.evaluate(() => document.querySelector('meta[name=bitqueens-build]')?.content ?? 'first');

test('after one visit every view, the count and the lab work offline; a new build is offered and then used whole', async ({ browser, serve }) => {
  // The worker brings workbox's code inside itself: nothing from elsewhere.
  const sw = fs.readFileSync(path.join(DIST, 'sw.js'), 'utf8');
  expect(sw).not.toMatch(/importScripts\s*\(/);
  expect(sw).toMatch(/precacheAndRoute|"index\.html"/);
  const server = await serve(DIST);
  // Built while the first build is visited (awaited below, failures there).
  const building = secondBuild(path.join(tmp, 'second'));
  building.catch(() => {});
  // Whether a worker controlled the page when "Ready to use offline" came,
  // and whether the page had settled (the app loaded, nothing built in
  // frames): a line at the foot of a page still growing is pushed down.
  const initScript = () => new MutationObserver((_, seen) => {
    if (!document.querySelector('[data-testid=offline-ready]')) return;
    globalThis.offlineReadyControlled = navigator.serviceWorker.controller !== null;
    globalThis.offlineReadySettled = !document.getElementById('boot') && !document.querySelector('[aria-busy="true"]');
    seen.disconnect();
  }).observe(document, { childList: true, subtree: true });
  const { context, page, errors } = await open(browser, server.url, '?lang=en', { initScript });
  expect(await controlled(page), 'the worker controls the site from its first visit').toBe(server.url);
  // Said once the worker is active and controls the page, never before.
  const ready = page.getByTestId('offline-ready');
  await expect(ready).toHaveText('Ready to use offline', { timeout: 60_000 });
  expect(await page.evaluate(() => globalThis.offlineReadyControlled), 'said before a worker controlled the page').toBe(true);
  // The first worker takes the page without a prompt or a reload.
  expect(await page.getByTestId('update-ready').count()).toBe(0);

  // No network: the browser's and the server's.
  await context.setOffline(true);
  server.control.offline = true;
  const asked = server.requests.length;
  // What the page and its workers load, and from where.
  const loaded = new Map();
  page.on('response', (r) => loaded.set(new URL(r.url()).pathname.slice(1), r.fromServiceWorker()));
  await page.reload();
  await page.getByTestId('board').waitFor();
  await expect(ready, 'offline').toHaveText('Ready to use offline');
  // Controlled from its start, the page shows the line only once settled.
  expect(await page.evaluate(() => globalThis.offlineReadySettled), 'shown while the page was built').toBe(true);

  // Every view by its link, the count last; the lab below by its address.
  const others = VIEWS.filter((v) => !['stepper', 'lab', 'count'].includes(v.view));
  for (const { view, ready } of [...others, VIEWS.find((v) => v.view === 'count')]) {
    await page.getByTestId(`nav-${view}`).click();
    await page.getByTestId(ready).waitFor();
  }
  // The counter's workers load their scripts and wasm from the cache.
  await page.getByTestId('count-n').fill('10');
  await page.getByTestId('count-start').click();
  await page.locator('[data-testid=count-status][data-state=done]').waitFor({ timeout: 60_000 });
  expect(await page.getByTestId('count-total').getAttribute('data-value')).toBe('724');

  // The lab's worker too.
  await page.goto(`${server.url}?view=lab&lang=en`);
  await page.getByTestId('lab-n').selectOption('6');
  await page.getByTestId('lab-run').click();
  await labRunEnded(page);
  for (const row of await page.locator('[data-testid^=lab-row-]').all()) {
    expect(await row.getAttribute('data-state'), await row.innerText()).toBe('done');
    expect(await row.getAttribute('data-solutions')).toBe('4');
  }
  expect(server.requests.length, 'nothing reached the server while offline').toBe(asked);
  for (const file of ['index.html', 'worker.js', 'worker_bg.wasm', 'lab_worker.js', 'lab_worker_bg.wasm']) {
    const key = file === 'index.html' ? '' : file;
    expect(loaded.get(key), `${file} from the service worker: ${[...loaded].join(' ')}`).toBe(true);
  }

  // A new build at the same address.
  const first = await cached(page);
  expect(Object.keys(first).length, `one cache: ${Object.keys(first)}`).toBe(1);
  const { script, renamed } = await building;
  server.setRoot(path.join(tmp, 'second'));
  server.control.offline = false;
  await context.setOffline(false);
  await page.goto(`${server.url}?lang=en`);
  await page.getByTestId('board').waitFor();
  // The new worker installs and waits: the page still runs the first build.
  const prompt = page.getByTestId('update-ready');
  await prompt.waitFor({ timeout: 60_000 });
  expect(await build(page)).toBe('first');
  expect(await page.evaluate((s) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(s)), script), 'the first build\'s script').toBeTruthy();
  expect(await page.evaluate(() => globalThis.bitqueensBuild ?? 'first')).toBe('first');
  // A status in the page's language (the app's toggle sets <html lang>),
  // axe-clean in both themes; on a phone it fits, above the page (it
  // covers nothing, not the step bar), the "ready offline" line at the
  // page's end above the fixed step bar.
  for (const [lang, news, reload, offline] of [
    ['en', /new version/, 'Reload', 'Ready to use offline'],
    ['ja', /新しい版/, '再読み込み', 'オフラインでも使えます'],
  ]) {
    if (lang === 'ja') await page.getByTestId('lang-toggle').click();
    await page.waitForFunction((lang) => document.documentElement.lang === lang, lang);
    await expect(prompt).toHaveText(news);
    expect(await prompt.getAttribute('role')).toBe('status');
    if (lang === 'ja') expect(await prompt.getAttribute('lang')).toBe('ja');
    await expect(page.getByTestId('update-reload')).toHaveText(reload);
    await expect(ready).toHaveText(offline);
  }
  expect(await axeViolations(page, [...WCAG, 'best-practice']), 'axe').toStrictEqual([]);
  await page.setViewportSize(PHONE);
  const fit = await page.evaluate(() => {
    const top = document.querySelector('[data-testid=update-ready]').getBoundingClientRect().top;
    scrollTo(0, document.scrollingElement.scrollHeight);
    const text = document.createRange();
    text.selectNodeContents(document.querySelector('[data-testid=offline-ready]'));
    return {
      wide: document.scrollingElement.scrollWidth > document.scrollingElement.clientWidth,
      first: document.body.firstElementChild.dataset.testid,
      top,
      under: text.getBoundingClientRect().bottom
        <= document.querySelector('.transport .controls').getBoundingClientRect().top,
    };
  });
  expect(fit).toStrictEqual({ wide: false, first: 'update-ready', top: 0, under: true });
  await page.setViewportSize(DESKTOP);
  await page.getByTestId('lang-toggle').click();
  await expect(page.getByTestId('update-reload'), 'back in English').toHaveText('Reload');

  // Reload: once, into the second build.
  let loads = 0;
  page.on('load', () => { loads += 1; });
  await page.getByTestId('update-reload').click();
  await page.waitForFunction(() => document.querySelector('meta[name=bitqueens-build]') !== null, null, { timeout: 60_000 });
  await page.getByTestId('board').waitFor();
  // Settled: the second build's worker active and in control, none waiting.
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return document.readyState === 'complete' && !!registration?.active && registration.active.state === 'activated'
      && !registration.installing && !registration.waiting
      && navigator.serviceWorker.controller?.scriptURL === registration.active.scriptURL;
  }, null, { timeout: 60_000 });
  expect(loads, 'one reload').toBe(1);
  expect(await build(page)).toBe('second');
  expect(await page.evaluate(() => globalThis.bitqueensBuild)).toBe('second');
  expect(await page.getByTestId('update-ready').count()).toBe(0);
  // The cache holds exactly the second build's files, in one cache.
  const second = await cached(page);
  expect(Object.keys(second), 'the first worker\'s caches are gone').toStrictEqual(Object.keys(first));
  const urls = Object.values(second)[0].map((u) => new URL(u).pathname.slice(1)).sort();
  expect(urls).toStrictEqual(files(path.join(tmp, 'second')).sort());
  expect(!urls.includes(script) && urls.includes(renamed)).toBeTruthy();
  // And the page uses nothing else.
  const used = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  expect(!used.some((u) => u.includes(script)), used.join('\n')).toBeTruthy();
});

test('a site in a folder, opened at index.html: its entries keep the path, the lab\'s worker loads there, the service worker registers with that scope and the site works offline there', async ({ browser, serve }) => {
  const root = path.join(tmp, 'host');
  fs.mkdirSync(path.join(root, 'deep'), { recursive: true });
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Another site</title>');
  fs.symlinkSync(DIST, path.join(root, 'deep', 'site'));
  const server = await serve(root);
  const { context, page, errors } = await open(browser, server.url, 'deep/site/index.html?n=5&lang=en', {
    colorScheme: 'dark',
  });
  const address = () => new URL(page.url()).pathname + new URL(page.url()).search;
  await expect.poll(address).toBe('/deep/site/index.html?n=5&step=0&lang=en');
  await page.getByTestId('nav-symmetry').click();
  await page.getByTestId('symmetry-view').waitFor();
  expect(address()).toBe('/deep/site/index.html?view=symmetry&lang=en');
  await page.goBack();
  await page.getByTestId('board').waitFor();
  expect(address()).toBe('/deep/site/index.html?n=5&step=0&lang=en');
  expect(await page.getByTestId('n-input').inputValue()).toBe('5');
  // The lab's worker loads there too (its script and wasm beside the page).
  await page.getByTestId('nav-lab').click();
  await page.getByTestId('lab-n').selectOption('6');
  await page.getByTestId('lab-run').click();
  await labRunEnded(page, 120_000);
  // (Their exact counts: lab.test.mjs.)
  for (const row of await page.locator('[data-testid^=lab-row-]').all()) expect(await row.getAttribute('data-state'), await row.innerText()).toBe('done');
  expect(await controlled(page)).toBe(`${server.url}deep/site/`);
  await context.setOffline(true);
  server.control.offline = true;
  await page.goto(`${server.url}deep/site/?n=6`);
  await page.getByTestId('board').waitFor();
});

test('a development build (trunk serve) frees a page that a release build\'s worker had cached', async ({ browser, serve }) => {
  // The hook's choice: trunk's autoreload script in the page means `trunk serve`.
  const dev = path.join(tmp, 'dev');
  fs.cpSync(fs.realpathSync(DIST), dev, { recursive: true }); // (DIST may be a link: copy what it names)
  fs.rmSync(path.join(dev, 'sw.js'));
  const html = fs.readFileSync(path.join(dev, 'index.html'), 'utf8')
    .replace('</body>', '<script>/* wss://…/.well-known/trunk/ws */</script></body>')
    .replace('<head>', '<head>\n    <meta name="bitqueens-build" content="dev" />');
  fs.writeFileSync(path.join(dev, 'index.html'), html);
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/precache.mjs')], {
    stdio: 'pipe',
    env: { ...process.env, TRUNK_STAGING_DIR: dev, TRUNK_PROFILE: 'release' },
  });
  expect(fs.readFileSync(path.join(dev, 'sw.js'), 'utf8')).not.toMatch(/precache/);

  const server = await serve(DIST);
  const { page, errors } = await open(browser, server.url, '?lang=en');
  await controlled(page);
  server.setRoot(dev);
  // The release worker answers the next visit; the development one then
  // removes itself and the caches and reloads the page from the network.

  await page.goto(`${server.url}?lang=en`);
  await page.waitForFunction(() => document.querySelector('meta[name=bitqueens-build]') !== null, null, { timeout: 60_000 });
  await page.getByTestId('board').waitFor();
  await page.waitForFunction(async () => (await caches.keys()).length === 0 && navigator.serviceWorker.controller === null);
  expect(await build(page)).toBe('dev');
});
