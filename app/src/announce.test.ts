// The page's live region says its first message a moment after making the region. A page (or a
// test environment) gone in that moment must not throw from the timer.
import { ANNOUNCER_ID, announce } from '@rv/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.getElementById(ANNOUNCER_ID)?.remove();
});

describe('a first message waiting for its new live region', () => {
  it('is said after the moment', () => {
    vi.useFakeTimers();
    announce('Signed in.');
    vi.advanceTimersByTime(200);
    expect(document.getElementById(ANNOUNCER_ID)?.textContent).toBe('Signed in.');
  });

  it('is dropped without an error when the page is gone by then', () => {
    vi.useFakeTimers();
    announce('Signed in.');
    vi.stubGlobal('document', undefined);
    expect(() => vi.advanceTimersByTime(200)).not.toThrow();
  });
});
