import { Notifications } from '@mantine/notifications';

/** Where toasts appear (loaded by lazy-notifications.tsx with the first toast). */
export function ToastContainer() {
  return <Notifications position="top-right" zIndex={1000} />;
}
