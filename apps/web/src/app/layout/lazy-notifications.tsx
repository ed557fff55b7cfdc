import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const ToastContainer = lazy(() =>
  import('./toast-container').then((module) => ({ default: module.ToastContainer })),
);

/**
 * Mantine's toast container, fetched when the first toast is shown: most visits to a public
 * page show none. Toasts wait in Mantine's store meanwhile, and their auto-close timers start
 * when the container shows them, so the durations of docs/product.md §9 hold.
 */
export function LazyNotifications() {
  const { notifications } = useNotifications();
  const [needed, setNeeded] = useState(false);
  // Once mounted it stays, so the last toast can play its exit transition.
  if (!needed && notifications.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
