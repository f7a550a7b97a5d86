import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';

/** The page's one polite live region (created on first use, kept for the page's life). */
export const ANNOUNCER_ID = 'rv-announcer';

// Screen readers read a change inside a live region that was already on the page; a region that
// arrives together with its text is often not read. So the region is made once, outside React,
// and a screen that wants to be heard only changes its text; the very first message waits a
// moment for the new region to be noticed. (A library for this, @react-aria/live-announcer, now
// pulls in the whole of react-aria.)
const FIRST_MESSAGE_DELAY_MS = 150;

/** A message waiting for a region made a moment ago (the latest one wins). */
let waiting: string | null = null;

/** Says `message` politely to screen readers (after what they are reading), once. */
export function announce(message: string): void {
  if (typeof document === 'undefined') return;
  const region = document.getElementById(ANNOUNCER_ID);
  if (region && waiting === null) {
    say(region, message);
    return;
  }
  // Still waiting for a new region: a later message replaces the earlier one, never the reverse.
  if (waiting === null) {
    if (!region) createRegion();
    setTimeout(sayWaiting, FIRST_MESSAGE_DELAY_MS);
  }
  waiting = message;
}

function sayWaiting() {
  // The page can be gone by now (a test environment torn down between tests).
  if (typeof document === 'undefined') {
    waiting = null;
    return;
  }
  const region = document.getElementById(ANNOUNCER_ID);
  if (region && waiting !== null) say(region, waiting);
  waiting = null;
}

/** A new paragraph each time, so the same words twice in a row are read twice. */
function say(region: HTMLElement, message: string) {
  const line = document.createElement('p');
  line.textContent = message;
  region.replaceChildren(line);
}

function createRegion(): HTMLElement {
  const region = document.createElement('div');
  region.id = ANNOUNCER_ID;
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.className = visuallyHidden;
  document.body.append(region);
  return region;
}
