// Offline use (docs/offline.md): registers the service worker that
// scripts/precache.mjs writes at build time, and says when a new version is
// ready. Plain script, inlined into index.html by trunk, so that it runs even
// if the app's wasm cannot load. A new version's worker waits (the page keeps
// one version's files); the prompt's button lets it take over, and the page
// reloads once when it has.
(function () {
  // Not from file:// (no service workers there) nor where there are none.
  if (!('serviceWorker' in navigator)) return;
  if (location.protocol !== 'https:' && location.protocol !== 'http:') return;
  var container = navigator.serviceWorker;

  var TEXTS = {
    en: { line: 'A new version of this site is ready.', button: 'Reload', offline: 'Ready to use offline' },
    ja: { line: 'このサイトの新しい版を用意しました。', button: '再読み込み', offline: 'オフラインでも使えます' },
  };
  var prompt = null;
  var waiting = null;
  var asked = false;

  function texts() {
    return document.documentElement.lang === 'ja' ? TEXTS.ja : TEXTS.en;
  }

  function render() {
    var t = texts();
    prompt.lang = document.documentElement.lang === 'ja' ? 'ja' : 'en';
    prompt.querySelector('span').textContent = t.line;
    prompt.querySelector('button').textContent = t.button;
  }

  function show(worker) {
    waiting = worker;
    if (prompt) return;
    prompt = document.createElement('div');
    prompt.className = 'update-ready';
    prompt.setAttribute('role', 'status');
    prompt.setAttribute('data-testid', 'update-ready');
    var line = document.createElement('span');
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'primary';
    button.setAttribute('data-testid', 'update-reload');
    button.addEventListener('click', function () {
      asked = true;
      button.disabled = true;
      waiting.postMessage({ type: 'SKIP_WAITING' });
    });
    prompt.appendChild(line);
    prompt.appendChild(button);
    render();
    // The app changes <html lang> with its language toggle.
    new MutationObserver(render).observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['lang'],
    });
    // First in the page, above the header: seen when the page opens.
    document.body.insertBefore(prompt, document.body.firstChild);
  }

  // Only once the new worker has taken over on the reader's request: the
  // first worker also takes the page (there was none before), which must
  // not reload it.
  var reloading = false;
  container.addEventListener('controllerchange', function () {
    if (!asked || reloading) return;
    reloading = true;
    location.reload();
  });

  function offer(worker) {
    // Installed while a worker controls this page: a new version.
    if (worker && container.controller) show(worker);
  }

  function watch(registration) {
    // Undefined where registration is blocked (e.g. by a test browser).
    if (!registration) return;
    offer(registration.waiting);
    registration.addEventListener('updatefound', function () {
      var worker = registration.installing;
      if (!worker) return;
      worker.addEventListener('statechange', function () {
        if (worker.state === 'installed') offer(worker);
      });
    });
  }

  // "Ready to use offline": a quiet line at the end of the page (no live
  // region), shown only once a worker is active, so its precache is whole
  // (workbox fills it before the worker activates), and controls this page,
  // so that its requests are answered from that cache. Not in the embedded
  // widget, whose frame holds the step alone.
  function offlineReady() {
    if (new URLSearchParams(location.search).get('embed') === '1') return;
    var line = document.createElement('footer');
    line.className = 'offline-ready';
    line.setAttribute('data-testid', 'offline-ready');
    function say() {
      var ja = document.documentElement.lang === 'ja';
      line.lang = ja ? 'ja' : 'en';
      line.textContent = ja ? TEXTS.ja.offline : TEXTS.en.offline;
    }
    say();
    new MutationObserver(say).observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['lang'],
    });
    whenSettled(function () {
      document.body.appendChild(line);
    });
  }

  // Calls `then` once the page has settled: the app drawn (src/app.rs
  // removes #boot, then renders into #app) and nothing still built in
  // frames (`aria-busy`: the stepper's first screen), still so a frame
  // later. A line at the foot of a page still growing is in sight and then
  // pushed down, a layout shift.
  function whenSettled(then) {
    function settled() {
      var app = document.getElementById('app');
      return !document.getElementById('boot') && app && app.firstElementChild
        && !document.querySelector('[aria-busy="true"]');
    }
    var watch = new MutationObserver(check);
    function check() {
      if (!settled()) return;
      watch.disconnect();
      requestAnimationFrame(function () {
        if (settled()) then();
        else watching();
      });
    }
    function watching() {
      watch.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-busy'],
      });
      check();
    }
    watching();
  }

  function whenControlled() {
    if (container.controller) return offlineReady();
    container.addEventListener('controllerchange', function shown() {
      container.removeEventListener('controllerchange', shown);
      offlineReady();
    });
  }

  function register() {
    container.ready.then(whenControlled);
    // Relative: the site may live under any path.
    container.register('sw.js', { scope: './' }).then(watch, function () {
      // No offline copy (e.g. a host that does not serve sw.js): the site
      // works as before.
    });
  }

  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
})();
