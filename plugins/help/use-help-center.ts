import { useEffect, useState } from 'react';
import { errorText } from '../../core/api/present-error';
import { useEngine } from '../../core/engine-context';
import { whenPageLoaded } from '../../core/ui/use-page-loaded';
import { loadHelpCenter, type HelpCenter } from './api';

export type HelpCenterState = { status: 'loading' } | { status: 'ready'; help: HelpCenter } | { status: 'failed'; message: string };

/**
 * The help centre answer for a component, with a retry for the error state. `afterPageLoad`: a
 * part under the first screen (the footer) asks only once the page has loaded, when the early
 * entry's afterLoad call for it has started, so it adopts that answer and loads no HTTP library.
 */
export function useHelpCenter({ afterPageLoad = false }: { afterPageLoad?: boolean } = {}): [HelpCenterState, () => void] {
  const { api } = useEngine();
  const [state, setState] = useState<HelpCenterState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    (afterPageLoad ? whenPageLoaded() : Promise.resolve())
      .then(() => loadHelpCenter(api))
      .then(
        (help) => live && setState({ status: 'ready', help }),
        (error: unknown) => live && setState({ status: 'failed', message: errorText(error) }),
      );
    return () => {
      live = false;
    };
  }, [api, attempt, afterPageLoad]);
  return [
    state,
    () => {
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    },
  ];
}
