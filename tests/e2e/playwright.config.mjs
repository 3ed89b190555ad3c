// The end-to-end tests: @playwright/test on Debian's Chromium (never a
// downloaded browser) against the release build in dist/, served by a plain
// static server (server.mjs: no special headers). `scripts/test.sh` runs
// them: `playwright test -c tests/e2e/playwright.config.mjs`.
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '../../tools/node_modules/@playwright/test/index.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './harness.mjs';
import { DIST } from './server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

// A free port, chosen once by the runner's main process and inherited by its
// workers through the environment: other checkouts on the same machine may
// run their tests at the same time.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = String(await new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  }));
}
const url = `http://127.0.0.1:${process.env.E2E_PORT}/`;

const launchOptions = (extra = []) => ({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...extra] });

export default defineConfig({
  testDir: here,
  testMatch: '*.test.mjs',
  outputDir: path.join(here, 'artifacts/results'),
  // Counting tests run for a minute or more on a loaded machine; the
  // timeout only guards against a hang.
  timeout: 5 * 60_000,
  expect: { timeout: 5_000 },
  // No test depends on another's state (each gets its pages cleaned, from
  // its worker's pool: `open` in harness.mjs), so tests of one file run on
  // any worker: a long file (teaching, a11y) does not hold the others up.
  // Two workers on the development VM's two cores; most of a test's time is
  // the browser's, and the counting tests measure nothing against a clock.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  // A second run only for a test whose page crashed (crashes.mjs).
  retries: 1,
  reporter: [['list'], ['./crashes.mjs'], ...(process.env.CI ? [] : [['html', { open: 'never', outputFolder: path.join(here, 'artifacts/report') }]])],
  webServer: {
    command: `node ${JSON.stringify(path.join(here, 'server.mjs'))} ${process.env.E2E_PORT} ${JSON.stringify(DIST)}`,
    url,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
  use: {
    baseURL: url,
    // Playwright's library defaults for an action or a wait; the test's
    // timeout bounds the rest.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // No trace unless asked: recording one (a screencast, a DOM snapshot
    // per action) slows the whole suite even where every test passes and
    // every trace is thrown away (docs/ci.md). To debug a
    // failure: E2E_TRACE=retain-on-failure, then `playwright show-trace`.
    trace: process.env.E2E_TRACE ?? 'off',
    screenshot: 'only-on-failure',
    launchOptions: launchOptions(),
  },
  // The runner hands out tests in the order of the projects, then of the
  // files: the GPU's few long tests first, so that the run ends with short
  // ones and no worker waits idle long at its end for the other.
  projects: [
    // WebGPU through SwiftShader (docs/gpu.md).
    { name: 'webgpu', testMatch: 'gpu.test.mjs', use: { launchOptions: launchOptions(['--enable-unsafe-webgpu']) } },
    { name: 'chromium', testIgnore: 'gpu.test.mjs' },
  ],
});
