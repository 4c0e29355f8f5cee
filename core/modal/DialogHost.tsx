import { lazy, Suspense, useSyncExternalStore } from 'react';
import { currentDialogs, subscribeDialogs } from './dialog-service';

// Loaded when the first dialog opens: the modal frame and the sanitiser stay out of the first paint.
const Dialog = lazy(() => import(/* webpackChunkName: "dialog" */ './Dialog'));

export function DialogHost() {
  const dialogs = useSyncExternalStore(subscribeDialogs, currentDialogs, currentDialogs);
  return (
    <Suspense fallback={null}>
      {dialogs.map((dialog) => (
        <Dialog key={dialog.key} dialog={dialog} />
      ))}
    </Suspense>
  );
}
