// The GPU engine of the count page (issue 17, docs/gpu.md): WebGPU in a
// worker, through SwiftShader (Chromium's software Vulkan) with
// --enable-unsafe-webgpu on http://127.0.0.1. Slow there, and that is fine:
// these tests check exactness and behaviour, never speed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '../../tools/node_modules/playwright-core/index.mjs';
import { startServer, open, CHROMIUM_ARGS, REFERENCE } from './harness.mjs';

const site = { server: null, browser: null, url: '' };
before(async () => {
  site.server = await startServer();
  site.url = site.server.url;
  site.browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--enable-unsafe-webgpu'],
  });
});
after(async () => {
  await site.browser?.close();
  await site.server?.close();
});

async function openCount(options = {}) {
  if (!options.route) {
    return open(site.browser, site.url, options.query ?? '?view=count&lang=en', {
      ready: 'count-view',
      initScript: options.initScript,
    });
  }
  // A context whose requests are routed before the page loads.
  const context = await site.browser.newContext({ serviceWorkers: options.serviceWorkers ?? 'allow' });
  await options.route(context);
  const page = await context.newPage();
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(site.url + (options.query ?? '?view=count&lang=en'));
  await page.getByTestId('count-view').waitFor();
  return { page, errors, context };
}

const state = (page) => page.getByTestId('count-status').getAttribute('data-state');
const waitState = (page, s, timeout = 300_000) =>
  page.locator(`[data-testid=count-status][data-state=${s}]`).waitFor({ timeout });
const attr = (page, id, name = 'data-value') => page.getByTestId(id).getAttribute(name);

const AXE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../tools/node_modules/axe-core/axe.min.js');

/** axe-core's WCAG 2.1 A/AA violations of the page, in light and dark: none expected. */
async function axe(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const found = [];
  for (const colorScheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme });
    const result = await page.evaluate(() => window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    }));
    for (const v of result.violations) found.push(`${colorScheme}: ${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }
  assert.deepEqual(found, []);
}

/** Waits until the GPU worker has probed its adapter; selects the GPU. */
/** The page offers no GPU: the adapter's line says so and the select has the CPU alone. */
async function expectNoGpuOffered(page) {
  const info = page.locator('[data-testid=count-engine-info][data-state=absent]');
  await info.waitFor({ timeout: 30_000 });
  assert.match(await info.innerText(), /No GPU offered/);
  const options = await page.getByTestId('count-engine').locator('option').evaluateAll(
    (os) => os.map((o) => o.value),
  );
  assert.deepEqual(options, ['cpu']);
}

/** Counts `n` and checks the total and that the CPU workers counted it. */
async function expectCountedOnCpu(page, n, total) {
  await page.getByTestId('count-n').fill(String(n));
  await page.getByTestId('count-start').click();
  await waitState(page, 'done');
  assert.equal(await attr(page, 'count-total'), total);
  assert.equal(await page.getByTestId(`count-row-${n}`).getAttribute('data-engine'), 'cpu');
}

async function useGpu(page) {
  await page.locator('[data-testid=count-engine-info][data-state=ready]').waitFor({ timeout: 60_000 });
  await page.getByTestId('count-engine').selectOption('gpu');
  assert.equal(await page.getByTestId('count-engine').inputValue(), 'gpu');
}

/** The console errors a test may see: none but WebGPU's own notices. */
const realErrors = (errors) => errors.filter((e) => !/No available adapters|WebGPU|GPU/.test(e));

test('the GPU is offered with its adapter (SwiftShader), and the CPU stays the default when it is not faster', async () => {
  const { page, errors, context } = await openCount();
  const info = page.getByTestId('count-engine-info');
  await page.locator('[data-testid=count-engine-info][data-state=ready]').waitFor({ timeout: 60_000 });
  assert.match(await info.innerText(), /swiftshader/i);
  const options = await page.getByTestId('count-engine').locator('option').evaluateAll(
    (os) => os.map((o) => o.value),
  );
  assert.deepEqual(options, ['cpu', 'gpu']);
  // SwiftShader on two loaded cores is far slower than the CPU workers:
  // the calibration keeps the CPU (the select shows the engine chosen).
  assert.equal(await page.getByTestId('count-engine').inputValue(), 'cpu');
  assert.match(await info.innerText(), /Not faster/);
  await axe(page);
  await page.getByTestId('lang-toggle').click();
  assert.match(await info.innerText(), /既定は CPU/);
  await axe(page);
  assert.deepEqual(realErrors(errors), []);
  await context.close();
});

test('the GPU counts n = 1..13 exactly: totals, uniques and classes equal the published counts and the CPU', async () => {
  const { page, errors, context } = await openCount();
  await useGpu(page);
  await page.getByTestId('count-n').fill('13');
  await page.getByTestId('count-start-up-to').click();
  await waitState(page, 'running');
  assert.match(await page.getByTestId('count-status').innerText(), /on the GPU/);
  await waitState(page, 'done');
  assert.match(await page.getByTestId('count-status').innerText(), /on the GPU/);
  for (let n = 1; n <= 13; n++) {
    const row = page.getByTestId(`count-row-${n}`);
    const [total, unique] = REFERENCE.get(n);
    assert.equal(await row.getAttribute('data-engine'), 'gpu', `engine n = ${n}`);
    assert.equal(await row.getAttribute('data-total'), total, `total n = ${n}`);
    assert.equal(await row.getAttribute('data-unique'), unique, `unique n = ${n}`);
    assert.equal(await row.getAttribute('data-ok'), 'true', `✓ n = ${n}`);
  }
  // The classes too: n = 8 has C2 = 0, C4 = 1, C8 = 11; n = 12 the CPU's.
  const eight = await page.getByTestId('count-row-8').locator('td').allInnerTexts();
  assert.deepEqual(eight.slice(0, 5), ['92', '12', '0', '1', '11']);
  const gpuTwelve = (await page.getByTestId('count-row-12').locator('td').allInnerTexts()).slice(0, 5);
  await page.getByTestId('count-engine').selectOption('cpu');
  await page.getByTestId('count-n').fill('12');
  await page.getByTestId('count-start').click();
  await waitState(page, 'done');
  assert.equal(await page.getByTestId('count-row-12').getAttribute('data-engine'), 'cpu');
  const cpuTwelve = (await page.getByTestId('count-row-12').locator('td').allInnerTexts()).slice(0, 5);
  assert.deepEqual(gpuTwelve, cpuTwelve);
  assert.deepEqual(realErrors(errors), []);
  await context.close();
});

test('cancel mid-count on the GPU: cancelled at once, its worker ends, the GPU counts again', async () => {
  const { page, errors, context } = await openCount();
  await useGpu(page);
  const workers = page.workers().length;
  assert.equal(workers, 1, 'the GPU worker (no CPU count yet)');
  await page.getByTestId('count-n').fill('16');
  await page.getByTestId('count-start').click();
  await waitState(page, 'running');
  await page.locator('[data-testid=count-progress-text]:not([data-done="0"])').waitFor({ timeout: 120_000 });
  const closed = new Promise((resolve) => page.workers()[0].once('close', resolve));
  const t = Date.now();
  await page.getByTestId('count-cancel').click();
  assert.equal(await state(page), 'cancelled');
  assert.equal(await attr(page, 'count-total'), '');
  // The worker closes at its next message, between two dispatches.
  await closed;
  console.log(`  GPU worker closed ${Date.now() - t} ms after cancel`);
  assert.equal(page.workers().length, 0);
  // A new GPU count starts a new worker and is exact.
  await page.getByTestId('count-n').fill('10');
  await page.getByTestId('count-start').click();
  await waitState(page, 'done');
  assert.equal(await attr(page, 'count-total'), '724');
  assert.equal(await attr(page, 'count-unique'), '92');
  assert.equal(await page.getByTestId('count-row-10').getAttribute('data-engine'), 'gpu');
  assert.equal(await page.locator('[data-testid=count-row-16]').count(), 0);
  assert.deepEqual(realErrors(errors), []);
  await context.close();
});

test('a device lost mid-count: the CPU workers count the other tasks, with a note, and the result is exact', async () => {
  const { page, context } = await openCount();
  await useGpu(page);
  // The next GPU count destroys its device after two dispatches.
  await page.evaluate(() => window.wasmBindings.test_gpu_lose_device(2));
  await page.getByTestId('count-n').fill('13');
  await page.getByTestId('count-start').click();
  await waitState(page, 'done');
  const note = page.getByTestId('count-engine-note');
  await note.waitFor();
  const done = Number(await note.getAttribute('data-done'));
  const of = Number(await note.getAttribute('data-of'));
  assert.ok(done < of, `the GPU did not finish: ${done} of ${of}`);
  assert.match(await note.innerText(), /The GPU stopped/);
  assert.match(await note.innerText(), /exact/);
  const [total, unique] = REFERENCE.get(13);
  assert.equal(await attr(page, 'count-total'), total);
  assert.equal(await attr(page, 'count-unique'), unique);
  const row = page.getByTestId('count-row-13');
  assert.equal(await row.getAttribute('data-engine'), 'gpu+cpu');
  assert.equal(await row.getAttribute('data-ok'), 'true');
  await axe(page);
  await page.getByTestId('lang-toggle').click();
  assert.match(await note.innerText(), /GPU が止まりました/);
  await axe(page);
  // The next GPU count opens a device again and needs no help.
  await page.getByTestId('count-n').fill('11');
  await page.getByTestId('count-start').click();
  await waitState(page, 'done');
  assert.equal(await page.getByTestId('count-engine-note').count(), 0);
  assert.equal(await page.getByTestId('count-row-11').getAttribute('data-engine'), 'gpu');
  assert.equal(await attr(page, 'count-total'), '2680');
  await context.close();
});

test('no WebGPU on the page (navigator.gpu stubbed away): no GPU offered, no GPU worker, the CPU workers count', async () => {
  const { page, errors, context } = await openCount({
    initScript: () => {
      Object.defineProperty(Navigator.prototype, 'gpu', { get: () => undefined, configurable: true });
    },
  });
  await expectNoGpuOffered(page);
  assert.equal(page.workers().length, 0, 'no GPU worker was started');
  await expectCountedOnCpu(page, 10, '724');
  assert.deepEqual(realErrors(errors), []);
  await context.close();
});

test('the adapter refused in the GPU worker (its navigator.gpu stubbed): no GPU offered, its worker ends', async () => {
  const { page, errors, context } = await openCount({
    // The worker's script, with requestAdapter answering null before the
    // worker's own code runs (routes see the worker's requests; the
    // service worker is blocked so that it does not answer from a cache).
    serviceWorkers: 'block',
    route: async (context) => {
      await context.route('**/gpu_worker.js', async (route) => {
        const response = await route.fetch();
        const stub = 'navigator.gpu.requestAdapter = async () => null;\n';
        await route.fulfill({ response, body: stub + (await response.text()) });
      });
    },
  });
  await expectNoGpuOffered(page);
  // The page dropped the worker: it closes.
  const deadline = Date.now() + 10_000;
  while (page.workers().length > 0 && Date.now() < deadline) await page.waitForTimeout(50);
  assert.equal(page.workers().length, 0, 'the GPU worker ended');
  await expectCountedOnCpu(page, 9, '352');
  assert.deepEqual(realErrors(errors), []);
  await context.close();
});
