// Runs before the first paint, inlined into the HTML (allowed by its hash in the CSP).
(function () {
  // The saved or system theme, and the language the page will be in.
  try {
    var saved = localStorage.getItem('serenamente_theme');
    var dark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.classList.toggle('dark', dark);
    var asked = new URLSearchParams(location.search).get('lang');
    var lang = asked || localStorage.getItem('i18nextLng');
    if (lang === 'it' || lang === 'en') document.documentElement.lang = lang;
    // A ?lang= choice is kept at once, as the app keeps it (client/lib/i18n.ts), so a link
    // followed before the app has started still opens in that language.
    if (asked === 'it' || asked === 'en') {
      localStorage.setItem('i18nextLng', asked);
      document.cookie = 'i18nextLng=' + asked + '; path=/; max-age=31536000; samesite=lax';
    }
  } catch {
    // Storage unavailable: keep the defaults.
  }

  // A page the server sent already rendered shows its buttons before the app has started. A tap
  // on one then (the SOS button, the menu) is kept and replayed once the app has rendered the same
  // page (client/boot.tsx), so it is never lost. Links work on their own.
  document.addEventListener(
    'click',
    function (event) {
      var root = document.getElementById('root');
      if (!root || root.dataset.ns === undefined || root.dataset.app !== undefined) return;
      var target = event.target instanceof Element ? event.target.closest('button') : null;
      if (!target || !root.contains(target)) return;
      var path = [];
      for (var node = target; node !== root; node = node.parentElement) {
        path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
      }
      window.__serenamenteEarlyClick = path;
    },
    true,
  );
})();
