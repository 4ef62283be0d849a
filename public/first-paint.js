// Runs before the first paint, inlined into the HTML (allowed by its hash in the CSP).
(function () {
  // The part of the day by the clock of this device, with the server's hours (partOfHour in
  // server/modules/activity/days.repository.ts): the greeting's calm line shows from the first
  // paint (styles.css, GreetingPlaceholder).
  var hour = new Date().getHours();
  var part = hour >= 22 || hour < 5 ? 'night' : hour >= 18 ? 'evening' : hour >= 12 ? 'afternoon' : 'morning';
  document.documentElement.setAttribute('data-daypart', part);

  // The saved or system theme, and the language the page will be in.
  try {
    var saved = localStorage.getItem('serenamente_theme');
    var dark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.classList.toggle('dark', dark);
    // The language cookie tells the server which language to write pages in; the app keeps it
    // beside local storage (client/lib/i18n.ts).
    var keep = function (value) {
      document.cookie = 'i18nextLng=' + value + '; path=/; max-age=31536000; samesite=lax';
    };
    var served = document.documentElement.lang;
    var asked = new URLSearchParams(location.search).get('lang');
    var stored = localStorage.getItem('i18nextLng');
    var retried = 'serenamente_lang_retry';
    if (asked === 'it' || asked === 'en') {
      // A ?lang= choice is kept at once, so a link followed before the app has started still
      // opens in that language.
      localStorage.setItem('i18nextLng', asked);
      keep(asked);
    } else if ((stored === 'it' || stored === 'en') && stored !== served) {
      // The stored choice comes first (SPEC §2) but its cookie was lost (cleared, expired), so
      // the page came in the browser's language: restore the cookie and ask once more.
      keep(stored);
      if (document.cookie.indexOf('i18nextLng=' + stored) !== -1 && !sessionStorage.getItem(retried)) {
        sessionStorage.setItem(retried, '1');
        location.reload();
        return;
      }
    } else {
      sessionStorage.removeItem(retried);
    }
    var lang = asked || stored;
    if (lang === 'it' || lang === 'en') document.documentElement.lang = lang;
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
