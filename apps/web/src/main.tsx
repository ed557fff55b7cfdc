import { pageAt } from './app/pages';
import { loadLanguageTexts, readStoredLanguage } from './lib/language';
import { earlySignedIn, startHistoryWorkerEarly } from './history-store/first-script';

/*
 * The page's first script, kept tiny so that it runs at once and asks for everything the first
 * screen needs in one go: the app, the texts of the visitor's language and the chunk of the
 * page at this URL (and, on the bets' pages, the history worker with the user's bets). The
 * app would otherwise ask for the last two only once its own code had arrived and run. It imports the same modules later; the browser fetches each one once.
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// First: the worker checks the session and reads the user's bets while everything else loads.
startHistoryWorkerEarly(window.location.pathname);
void import('./app/start').then(({ startApp }) => startApp(container));
void loadLanguageTexts(readStoredLanguage(), 'public');
void pageAt(window.location.pathname)?.load();
// The dashboards' charts (recharts, the largest chunk) once the session names a user, rather
// than when the page first draws: at 10,000 bets they came after the figures once in five.
if (/^\/dashboards(\/|$)/i.test(window.location.pathname)) {
  void earlySignedIn().then((user) => {
    if (user)
      void import('./features/dashboards/components/charts/lazy-charts').then((m) =>
        m.preloadCharts(),
      );
  });
}
// The service worker (installable app, offline shell) once the page has loaded: its code is
// no part of the first page's bytes, and its precaching does not compete with them.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void import('./pwa/register-service-worker').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
