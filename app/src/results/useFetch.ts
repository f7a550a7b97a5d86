import type { ResultsFetch } from '@rv/ui';
import { useEffect, useState } from 'react';

/** Runs `load` on mount and on retry; the screen shows LOADING, ERROR or the data. */
export function useFetch<T>(load: () => Promise<T>): [ResultsFetch<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ResultsFetch<T>>({ status: 'LOADING' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is rebuilt each render; `attempt` is the trigger.
  useEffect(() => {
    let live = true;
    setState({ status: 'LOADING' });
    load().then(
      (data) => live && setState({ status: 'READY', data }),
      () => live && setState({ status: 'ERROR' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return [state, () => setAttempt((a) => a + 1)];
}
