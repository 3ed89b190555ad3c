// Runs before the WebAssembly loads. The site's wasm uses WebAssembly SIMD
// (Chrome and Edge 91+, Firefox 89+, Safari 16.4+); a browser without it
// could not start the site at all, so it gets this message instead of a
// blank page. (The only texts outside the Rust texts: they must show without
// the wasm.)
(function () {
  // A module whose one function returns a v128 constant: valid only where
  // SIMD is supported.
  var simd = new Uint8Array([
    0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 22, 1,
    20, 0, 253, 12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 11,
  ]);
  var ok = false;
  try {
    ok = typeof WebAssembly === 'object' && WebAssembly.validate(simd);
  } catch (e) {
    ok = false;
  }
  if (ok) {
    // The app removes the static shell (#boot) when it starts; if its files
    // cannot load, the shell says so instead of "Loading…" for ever.
    var failed = function () {
      var line = document.querySelector('#boot .boot-line');
      if (!line) {
        // Too early (a preload failed before the body was parsed): say it
        // once the shell is there, unless the app has started by then.
        if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', failed);
        return;
      }
      line.setAttribute('role', 'alert');
      line.textContent = 'The site could not load: check the connection and reload. · ';
      var ja = document.createElement('span');
      ja.lang = 'ja';
      ja.textContent = 'サイトを読み込めませんでした。接続を確認して再読み込みしてください。';
      line.appendChild(ja);
    };
    // A file that does not load (the event's target is its element), or
    // the app's module failing before it has started (an error of the
    // window): while the shell is still there, the app did not start.
    window.addEventListener('unhandledrejection', failed);
    window.addEventListener('error', failed, true);
    return;
  }
  function show() {
    var boot = document.getElementById('boot');
    if (boot) boot.remove();
    var panel = document.createElement('div');
    panel.id = 'unsupported';
    panel.setAttribute('role', 'alert');
    panel.setAttribute('data-testid', 'unsupported');
    var lines = [
      ['h1', 'This browser cannot run this site'],
      ['p', 'It needs WebAssembly with SIMD: Chrome or Edge 91+, Firefox 89+, Safari 16.4+ (iOS 16.4+).'],
      ['h1', 'このブラウザーではこのサイトを動かせません', 'ja'],
      ['p', 'SIMD 対応の WebAssembly が必要です：Chrome・Edge 91 以降、Firefox 89 以降、Safari 16.4 以降（iOS 16.4 以降）。', 'ja'],
    ];
    lines.forEach(function (line) {
      var el = document.createElement(line[0]);
      el.textContent = line[1];
      if (line[2]) el.lang = line[2];
      panel.appendChild(el);
    });
    // The page's main landmark, as the app's page would have.
    var main = document.createElement('main');
    main.appendChild(panel);
    document.body.appendChild(main);
  }
  if (document.body) show();
  else document.addEventListener('DOMContentLoaded', show);
})();
