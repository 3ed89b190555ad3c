// A reporter that lets a test run a second time only where its browser page
// crashed ("Target crashed", "Page crashed": Chromium's renderer process
// died, which no assertion of the test can cause; seen twice in a dozen
// full runs, both in the axe scenes' long walks, never twice in a row).
// playwright.config.mjs gives every test one retry; any other failure still
// fails the run, even where the second run passes, since a test that fails
// now and then is a defect to mend, not to retry. Each crash is said in the
// log, so that one that comes back is seen.
const CRASH = /Target crashed|Page crashed/;

export default class CrashOnlyRetries {
  constructor() {
    this.flaky = [];
  }

  onTestEnd(test, result) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const title = test.titlePath().filter(Boolean).join(' › ');
    if (result.errors.length > 0 && result.errors.every((e) => CRASH.test(e.message ?? ''))) {
      console.log(`\nthe browser page crashed (run ${result.retry + 1}): ${title}`);
    } else {
      this.flaky.push(title);
    }
  }

  onEnd(result) {
    if (this.flaky.length === 0 || result.status !== 'passed') return undefined;
    console.log(`\nfailed, then passed on its retry (a failure all the same):\n  ${this.flaky.join('\n  ')}`);
    return { status: 'failed' };
  }
}
