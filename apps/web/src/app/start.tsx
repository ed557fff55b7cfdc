// Mantine's base CSS; each component's own rules come with its code (build-plugins/mantine-styles.ts).
import 'virtual:mantine-styles';
// Focus ring, placeholder contrast and the app's own global rules (after Mantine's, to win).
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { sessionQueryOptions } from '../features/auth/api/get-session';
import { i18nReady } from '../lib/i18n';
import { AppRouterProvider } from './app-router-provider';
import { AppProviders, createAppQueryClient } from './providers';
import { createAppRouter } from './router';

/** Renders the app into `container`, once the language's texts are in. */
export function startApp(container: HTMLElement): void {
  const queryClient = createAppQueryClient();
  const router = createAppRouter();
  // The session is asked for now, beside the texts, not once the first render needs it. (On
  // the bets' pages the history worker, started by main.tsx, already reads the user's bets.)
  void queryClient.fetchQuery(sessionQueryOptions()).catch(() => null);
  const root = createRoot(container);
  const render = () =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <AppRouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  // The first paint is translated. Should the texts fail to load, render anyway: keys in place
  // of texts beat a blank page.
  void i18nReady.then(render, render);
}
