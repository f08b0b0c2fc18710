import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { NotificationData } from '@mantine/notifications';

/**
 * Toasts (Mantine notifications) loaded on the first one shown: no signed-in page pays for them at first paint.
 * `notify` queues into Mantine's store, which <Toasts /> then renders once its code has arrived.
 */
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const notify = (data: NotificationData) => {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void import('@mantine/notifications').then((m) => m.notifications.show(data));
};

export const Toasts = () => {
  const show = useSyncExternalStore(subscribe, () => wanted);
  return show ? (
    <Suspense fallback={null}>
      <Notifications position="top-right" limit={3} />
    </Suspense>
  ) : null;
};
