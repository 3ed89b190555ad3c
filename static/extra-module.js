// Imports the extra pages' ES module (src/extra/: trunk writes `extra.js`
// next to index.html) and starts its wasm, once per visit; every caller
// gets the same promise, and a failed import stays failed (browsers keep it
// so until the page reloads). The app's wasm calls it
// (src/hooks/extra_module.rs). It lives here, inlined into index.html, and
// not in a wasm-bindgen snippet of the app: a snippet is a file the app's
// JS imports, one more request after the JS's own before the app can start,
// which Trunk.toml's preloads could not name.
(function () {
  var loading = null;
  window.bitqueensLoadModule = function (path) {
    if (!loading) {
      loading = import(new URL(path, document.baseURI).href).then(function (module) {
        return module.default().then(function () {
          return module;
        });
      });
    }
    return loading;
  };
})();
