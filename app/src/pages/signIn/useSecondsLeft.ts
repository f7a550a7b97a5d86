import { useEffect, useReducer } from 'react';

/** Whole seconds from `now` until `until` (epoch ms), rounded up; 0 once it has passed or without one. */
function secondsLeft(until: number | null, now: number): number {
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * A countdown to `until` that renders again as the seconds pass, and stops at 0. Read from the
 * clock while rendering, so a new `until` shows its full count at once, not a frame later.
 */
export function useSecondsLeft(until: number | null): number {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (until === null) return;
    // Four times a second, so the number shown is never most of a second late.
    const timer = window.setInterval(() => {
      tick();
      if (secondsLeft(until, Date.now()) === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [until]);
  return secondsLeft(until, Date.now());
}
