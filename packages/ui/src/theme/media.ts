import { site } from '@rv/catalogue';

// Breakpoints are named for what they do (docs/product/rules.md#layout); the numbers come from
// content/site.yaml `breakpoints`. Media queries cannot read CSS custom properties, so these are
// plain numbers shared by styles and components.
//  - electionTextCompact (425): under it the voter guide's election text uses its compact form.
//  - mobile (540): under it the mobile margins and the bottom-sheet panels apply.
//  - navCollapse (732): under it the top-bar links collapse into the full-screen menu.
//  - landingButtonsRow (740): from it the landing page's secondary buttons sit side by side.
export const breakpoints = site.breakpoints;

export type Breakpoint = keyof typeof breakpoints;

/**
 * Under this height the bars that stay in view (the top bar, the petition list's header, the
 * bottom bars) scroll with the page instead: together they are about 190 px high (63 px top bar,
 * about 120 px action bar), so a short window (a phone on its side, 200 % zoom on a 1280×720
 * window: 360 px) would keep little else in view (docs/product/rules.md#layout).
 */
const STICKY_BARS_MIN_HEIGHT = 600;

/** A window too short for bars that stay in view. */
export const shortViewport = `screen and (max-height: ${STICKY_BARS_MIN_HEIGHT - 0.02}px)`;

/** `@media` query strings for "at least this wide" (mobile first). */
export const atLeast = {
  electionTextCompact: `screen and (min-width: ${breakpoints.electionTextCompact}px)`,
  mobile: `screen and (min-width: ${breakpoints.mobile}px)`,
  navCollapse: `screen and (min-width: ${breakpoints.navCollapse}px)`,
  landingButtonsRow: `screen and (min-width: ${breakpoints.landingButtonsRow}px)`,
} as const satisfies Record<Breakpoint, string>;
