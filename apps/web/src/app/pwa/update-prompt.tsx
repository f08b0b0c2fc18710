import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isUpdateWaiting, subscribeToUpdate } from './update-store.ts';

// Its code loads only when a new deployment is waiting: nothing of it is in a page's first load.
const UpdateCard = lazy(() => import('./update-card.tsx'));

/** "Update available — Reload" once a new deployment is installed (update-card.tsx). */
export const UpdatePrompt = () => {
  const waiting = useSyncExternalStore(subscribeToUpdate, isUpdateWaiting);
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdateCard />
    </Suspense>
  );
};
