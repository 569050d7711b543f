// Runs before the first paint so a returning visitor never sees the wrong theme or language flash.
// It is a file, not an inline script, because the content-security policy allows scripts from 'self' only.
(function () {
  try {
    var theme = localStorage.getItem('ui-theme') || 'light';
    var dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark) document.documentElement.classList.add('dark');
    // A pre-rendered public page (data-site) already is in the language the server chose.
    var language = localStorage.getItem('selected_language');
    if (language && !document.documentElement.hasAttribute('data-site')) document.documentElement.lang = language;
  } catch {
    // Storage may be blocked; the app applies its defaults when it starts.
  }
})();

// The app's first date or number format loads the browser's locale data (ICU) in one piece: 15 to
// 30 ms here, four times that on a phone, wherever it falls. Asked for now, in a task of its own, it
// runs while the page still waits for its stylesheet, not in the middle of the app's start (decision
// 030). The public site formats nothing.
if (!document.documentElement.hasAttribute('data-site')) {
  setTimeout(function () {
    if (typeof Intl === 'object') Intl.DateTimeFormat.supportedLocalesOf(document.documentElement.lang);
  });
}

// A signed-in screen the server painted keeps its scripts in <template id="app-scripts"> (decision
// 030): they are asked for once that paint is on screen (the browser's first contentful paint), so
// the screen shows before the app that replaces it has run. A tab opened in the background paints
// nothing, and a paint that does not come within a second must not keep the app from starting.
(function () {
  function startApp() {
    var scripts = document.getElementById('app-scripts');
    if (!scripts) return;
    scripts.remove();
    // One task per tag: asking for a file costs the page a millisecond or two, and eighteen at once
    // were one long task on a phone.
    Array.prototype.forEach.call(scripts.content.children, function (tag) {
      setTimeout(function () {
        var copy = document.createElement(tag.tagName.toLowerCase());
        Array.prototype.forEach.call(tag.attributes, function (attribute) {
          copy.setAttribute(attribute.name, attribute.value);
        });
        document.head.appendChild(copy);
      });
    });
  }
  document.addEventListener('DOMContentLoaded', function () {
    if (!document.getElementById('app-scripts')) return;
    if (document.visibilityState === 'hidden' || typeof PerformanceObserver === 'undefined') return startApp();
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(startApp);
    }).observe({ type: 'paint', buffered: true });
    setTimeout(startApp, 1000);
  });
})();
