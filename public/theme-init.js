// Applies the saved or system theme before the first paint (an external file: the CSP forbids inline scripts).
(function () {
  try {
    var saved = localStorage.getItem('serenamente_theme');
    var dark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.classList.toggle('dark', dark);
    var lang = new URLSearchParams(location.search).get('lang') || localStorage.getItem('i18nextLng');
    if (lang === 'it' || lang === 'en') document.documentElement.lang = lang;
  } catch {
    // Storage unavailable: keep the defaults.
  }
})();
