import { flushSync } from 'react-dom';
import { type DataRouter, RouterProvider } from 'react-router';

/**
 * RouterProvider with ReactDOM's flushSync, so `navigate(to, { flushSync: true })` works (this
 * is what `react-router/dom` exports, but importing it beside `react-router` loads a second
 * copy of the router under Vitest).
 *
 * Router updates are not transitions: page chunks are loaded by the router before it commits
 * (route `lazy`), so nothing suspends, and a navigation is on screen before the next state
 * change. With transitions, logging out (go home, then forget the user) let the still-mounted
 * guarded page see the cleared session and redirect to /login.
 */
export function AppRouterProvider({ router }: { router: DataRouter }) {
  return (
    <RouterProvider
      router={router}
      useTransitions={false}
      flushSync={(update) => {
        flushSync(update);
      }}
    />
  );
}
