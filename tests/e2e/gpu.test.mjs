// The count page's GPU engine (docs/gpu.md): WebGPU in a worker, through
// SwiftShader (--enable-unsafe-webgpu, the project `webgpu` of
// playwright.config.mjs). Slow there: these tests check exactness and
// behaviour, never speed.
import {
  test, expect, useSite, open, axeViolations, expectPublishedRows, REFERENCE, value, countState as state, waitCountState,
} from './harness.mjs';

const site = useSite();

/** Opens the count page; `route(context)` routes its requests, then the page is
 *  loaded again (the service worker blocked: it would answer from its cache). */
async function openCount({ query = '?view=count&lang=en', initScript, route } = {}) {
  const opened = await open(site.browser, site.url, query, {
    // The tests judge the console errors (WebGPU's own notices are allowed).
    ready: 'count-view', initScript, errors: 'mine', serviceWorkers: route ? 'block' : 'allow',
  });
  if (route) {
    await route(opened.context);
    await opened.page.reload();
    await opened.page.getByTestId('count-view').waitFor();
  }
  return opened;
}

/** (A count on the software adapter may take minutes.) */
const waitState = (page, s) => waitCountState(page, s, 300_000);

/** No axe violation, light and dark, in this language then the other (left in it). */
async function axeBothLanguages(page) {
  expect(await axeViolations(page), 'axe').toStrictEqual([]);
  await page.getByTestId('lang-toggle').click();
  expect(await axeViolations(page), 'axe, the other language').toStrictEqual([]);
}

/** The engines the page's select offers. */
const engines = (page) => page.getByTestId('count-engine').locator('option')
  .evaluateAll((os) => os.map((o) => o.value));

/** Waits until the GPU worker has probed its adapter; selects the GPU. */
async function useGpu(page) {
  await page.locator('[data-testid=count-engine-info][data-state=ready]').waitFor({ timeout: 60_000 });
  await page.getByTestId('count-engine').selectOption('gpu');
  expect(await page.getByTestId('count-engine').inputValue()).toBe('gpu');
}

/** The console errors a test may see: none but WebGPU's own notices. */
const realErrors = (errors) => errors.filter((e) => !/No available adapters|WebGPU|GPU/.test(e));

test('the GPU is offered with its adapter (SwiftShader), the CPU stays the default when it is not faster; the stack kernel (default) and the frontier kernel count n = 1..11 exactly', async () => {
  const { page, errors } = await openCount();
  const info = page.getByTestId('count-engine-info');
  await page.locator('[data-testid=count-engine-info][data-state=ready]').waitFor({ timeout: 60_000 });
  expect(await info.innerText()).toMatch(/swiftshader/i);
  expect(await engines(page)).toStrictEqual(['cpu', 'gpu']);
  // SwiftShader is far slower than the CPU workers: the calibration keeps the CPU.
  expect(await page.getByTestId('count-engine').inputValue()).toBe('cpu');
  await axeBothLanguages(page);
  await page.getByTestId('lang-toggle').click();

  // The stack kernel, the default. (On a software adapter boards up to 14 are
  // cut into sub-boards of 4 rows, gpu/src/split.rs: 10 and 11 take 12-14's paths.)
  await useGpu(page);
  await page.getByTestId('count-n').fill('11');
  await page.getByTestId('count-start-up-to').click();
  await waitState(page, 'done');
  expect(await page.getByTestId('count-status').innerText()).toMatch(/on the GPU/);
  await expectPublishedRows(page, { to: 11, engine: 'gpu' });
  // The classes too (columns: total, unique, the check, C2, C4, C8): n = 8's; n = 11 the CPU's.
  const cells = async (n) => (await page.getByTestId(`count-row-${n}`).locator('td').allInnerTexts()).slice(0, 6);
  expect(await cells(8)).toStrictEqual(['92', '12', '✓', '0', '1', '11']);
  const gpuEleven = await cells(11);
  // Then 1..11 on the CPU (each GPU row after it is new), 11 the last.
  await page.getByTestId('count-engine').selectOption('cpu');
  await page.getByTestId('count-start-up-to').click();
  await waitState(page, 'done');
  expect(await page.getByTestId('count-row-11').getAttribute('data-engine')).toBe('cpu');
  expect(gpuEleven).toStrictEqual(await cells(11));

  // The frontier kernel, for the boards the stack kernel cannot hold, stays
  // selectable from the console (docs/gpu.md); an unknown name (the kernels
  // that left among them) is refused and changes nothing.
  await page.getByTestId('count-engine').selectOption('gpu');
  const kernel = (k) => page.evaluate((k) => window.wasmBindings.gpu_kernel(k), k);
  for (const gone of ['no-such-kernel', 'rows', 'lean']) expect(await kernel(gone)).toBe(false);
  expect(await page.evaluate(() => typeof window.wasmBindings.gpu_rows_kernel)).toBe('undefined');
  expect(await kernel('frontier')).toBe(true);
  await page.getByTestId('count-start-up-to').click();
  await waitState(page, 'done');
  await expectPublishedRows(page, { to: 11, engine: 'gpu' });
  expect(realErrors(errors)).toStrictEqual([]);
});

test('cancel mid-count on the GPU: cancelled at once, its worker ends, the GPU counts again; a device lost mid-count: the CPU workers count the other tasks, with a note, and the result is exact', async () => {
  const { page, errors } = await openCount();
  await useGpu(page);
  const workers = page.workers().length;
  expect(workers, 'the GPU worker (no CPU count yet)').toBe(1);
  // n = 14: minutes on SwiftShader, its first tasks done in a second.
  await page.getByTestId('count-n').fill('14');
  await page.getByTestId('count-start').click();
  await waitState(page, 'running');
  await page.locator('[data-testid=count-progress-text]:not([data-done="0"])').waitFor({ timeout: 120_000 });
  const closed = new Promise((resolve) => page.workers()[0].once('close', resolve));
  const t = Date.now();
  await page.getByTestId('count-cancel').click();
  expect(await state(page)).toBe('cancelled');
  expect(await value(page, 'count-total')).toBe('');
  // The worker closes at its next message, taken while it awaits a dispatch.
  await closed;
  console.log(`  GPU worker closed ${Date.now() - t} ms after cancel`);
  expect(page.workers().length).toBe(0);
  // A new GPU count starts a new worker and is exact.
  await page.getByTestId('count-n').fill('10');
  await page.getByTestId('count-start').click();
  await waitState(page, 'done');
  expect([await value(page, 'count-total'), await value(page, 'count-unique')]).toStrictEqual(['724', '92']);
  expect(await page.getByTestId('count-row-10').getAttribute('data-engine')).toBe('gpu');
  expect(await page.locator('[data-testid=count-row-14]').count()).toBe(0);
  expect(realErrors(errors)).toStrictEqual([]);

  // A device lost mid-count: the next GPU count destroys its device after two dispatches.
  await page.evaluate(() => window.wasmBindings.test_gpu_lose_device(2));
  await page.getByTestId('count-n').fill('13');
  await page.getByTestId('count-start').click();
  await waitState(page, 'done');
  const note = page.getByTestId('count-engine-note');
  await note.waitFor();
  const done = Number(await note.getAttribute('data-done'));
  const of = Number(await note.getAttribute('data-of'));
  expect(done < of, `the GPU did not finish: ${done} of ${of}`).toBeTruthy();
  expect([await value(page, 'count-total'), await value(page, 'count-unique')]).toStrictEqual(REFERENCE.get(13));
  const row = page.getByTestId('count-row-13');
  expect([await row.getAttribute('data-engine'), await row.getAttribute('data-ok')]).toStrictEqual(['gpu+cpu', 'true']);
  await axeBothLanguages(page);
  // The next GPU count opens a device again and needs no help.
  await page.getByTestId('count-n').fill('11');
  await page.getByTestId('count-start').click();
  await waitState(page, 'done');
  expect(await page.getByTestId('count-engine-note').count()).toBe(0);
  expect(await page.getByTestId('count-row-11').getAttribute('data-engine')).toBe('gpu');
  expect(await value(page, 'count-total')).toBe('2680');
});

// No GPU offered, no GPU worker left, the CPU workers count: where the page
// has no WebGPU, and where the GPU worker's adapter is refused (the page drops
// the worker).
const NO_GPU = {
  'no WebGPU on the page': {
    initScript: () => {
      Object.defineProperty(Navigator.prototype, 'gpu', { get: () => undefined, configurable: true });
    },
  },
  'the adapter refused in the GPU worker': {
    route: async (context) => {
      await context.route('**/gpu_worker.js', async (route) => {
        const response = await route.fetch();
        const stub = 'navigator.gpu.requestAdapter = async () => null;\n';
        await route.fulfill({ response, body: stub + (await response.text()) });
      });
    },
  },
};
for (const [what, how] of Object.entries(NO_GPU)) {
  test(`${what}: no GPU offered, no GPU worker, the CPU workers count`, async () => {
    const { page, errors } = await openCount(how);
    await page.locator('[data-testid=count-engine-info][data-state=absent]').waitFor({ timeout: 30_000 });
    expect(await engines(page)).toStrictEqual(['cpu']);
    await expect.poll(() => page.workers().length, { message: 'no GPU worker', timeout: 10_000 }).toBe(0);
    await page.getByTestId('count-n').fill('10');
    await page.getByTestId('count-start').click();
    await waitState(page, 'done');
    await expectPublishedRows(page, { from: 10, to: 10, engine: 'cpu' });
    expect(realErrors(errors)).toStrictEqual([]);
  });
}
