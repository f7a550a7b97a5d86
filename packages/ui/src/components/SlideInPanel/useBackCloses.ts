import { useEffect, useRef } from 'react';

/** Marks the history entry an open panel adds (with the page's own state kept beside it). */
const PANEL_ENTRY = 'rvPanel';
let opened = 0;

/**
 * While `open`, the browser's back button closes the panel instead of leaving the page (on a
 * phone the panel fills the screen and looks like a page of its own). Opening adds a history
 * entry for the same address; back removes it and closes the panel; closing the panel any other
 * way (close icon, Escape) removes the entry, so the next back leaves the page at once. A panel
 * unmounted while open (its page replaced without a navigation) does not step back, which would
 * land on whatever shows next: its entry stays, no longer marked as the panel's.
 */
export function useBackCloses(open: boolean, close: () => void): void {
  const latestClose = useRef(close);
  latestClose.current = close;
  // Declared first, so on unmount its cleanup runs before the panel's below.
  const unmounting = useRef(false);
  useEffect(() => {
    unmounting.current = false;
    return () => {
      unmounting.current = true;
    };
  }, []);
  useEffect(() => {
    if (!open) return;
    const entry = ++opened;
    // The router's own state (React Router's key and index) is kept, so it sees the same page.
    window.history.pushState({ ...window.history.state, [PANEL_ENTRY]: entry }, '');
    const onBack = () => latestClose.current();
    window.addEventListener('popstate', onBack);
    return () => {
      window.removeEventListener('popstate', onBack);
      if (window.history.state?.[PANEL_ENTRY] !== entry) return;
      if (unmounting.current) {
        const { [PANEL_ENTRY]: _panel, ...pageState } = window.history.state;
        window.history.replaceState(pageState, '');
        return;
      }
      // Still on the panel's entry: the panel was closed from inside, so its entry goes too.
      window.history.back();
    };
  }, [open]);
}
