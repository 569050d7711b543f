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
