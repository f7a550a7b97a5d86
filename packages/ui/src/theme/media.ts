// Breakpoints are named for what they do (product-spec.md section 9). Media queries cannot
// read CSS custom properties, so these are plain numbers shared by styles and components.
export const breakpoints = {
  /** Under this width the voter guide's election text uses its compact form. */
  electionTextCompact: 425,
  /** Under this width the mobile margins and the bottom-sheet panels apply. */
  mobile: 540,
  /** Under this width the top-bar links collapse into the full-screen menu. */
  navCollapse: 732,
  /** At this width or more the landing page's two secondary buttons sit side by side. */
  landingButtonsRow: 740,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** `@media` query strings for "at least this wide" (mobile first). */
export const atLeast = {
  electionTextCompact: `screen and (min-width: ${breakpoints.electionTextCompact}px)`,
  mobile: `screen and (min-width: ${breakpoints.mobile}px)`,
  navCollapse: `screen and (min-width: ${breakpoints.navCollapse}px)`,
  landingButtonsRow: `screen and (min-width: ${breakpoints.landingButtonsRow}px)`,
} as const satisfies Record<Breakpoint, string>;
