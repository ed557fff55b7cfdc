// Sets the colour scheme before the first paint, so a dark-mode visitor never sees a white
// flash. This is Mantine's ColorSchemeScript as a file: the Content-Security-Policy forbids
// inline scripts. The key must match COLOR_SCHEME_STORAGE_KEY in src/app/theme.ts.
/* global window, document */
(function () {
  try {
    var stored = window.localStorage.getItem('stakelab.color-scheme');
    var scheme = stored === 'light' || stored === 'dark' || stored === 'auto' ? stored : 'auto';
    var computed =
      scheme !== 'auto'
        ? scheme
        : window.matchMedia('(prefers-color-scheme: dark)').matches
          ? 'dark'
          : 'light';
    document.documentElement.setAttribute('data-mantine-color-scheme', computed);
  } catch {
    // Storage or matchMedia unavailable: Mantine applies the default when it starts.
  }
})();
