// Runs before the WebAssembly loads. The site's wasm uses WebAssembly SIMD
// (Chrome and Edge 91+, Firefox 89+, Safari 16.4+); a browser without it
// could not start the site at all, so it gets this message instead of a
// blank page. (The only texts outside src/texts: they must show without
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
  if (ok) return;
  function show() {
    var panel = document.createElement('div');
    panel.id = 'unsupported';
    panel.setAttribute('role', 'alert');
    panel.setAttribute('data-testid', 'unsupported');
    var lines = [
      ['h2', 'This browser cannot run this site'],
      ['p', 'It needs WebAssembly with SIMD: Chrome or Edge 91+, Firefox 89+, Safari 16.4+ (iOS 16.4+).'],
      ['h2', 'このブラウザーではこのサイトを動かせません', 'ja'],
      ['p', 'SIMD 対応の WebAssembly が必要です：Chrome・Edge 91 以降、Firefox 89 以降、Safari 16.4 以降（iOS 16.4 以降）。', 'ja'],
    ];
    lines.forEach(function (line) {
      var el = document.createElement(line[0]);
      el.textContent = line[1];
      if (line[2]) el.lang = line[2];
      panel.appendChild(el);
    });
    document.body.appendChild(panel);
  }
  if (document.body) show();
  else document.addEventListener('DOMContentLoaded', show);
})();
