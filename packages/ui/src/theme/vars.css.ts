import { site } from '@rv/catalogue';
import { createGlobalTheme } from '@vanilla-extract/css';
import { BODY_FONT } from './fonts.css';

const { layout } = site;
const px = (n: number) => `${n}px`;

/** Support and Oppose: the two ends of the map's BrBG scale, so both say the same thing. */
const STANCE_COLOURS = { support: '#01665e', oppose: '#8c510a' } as const;

// The one theme contract. Layout numbers (docs/product/rules.md#layout) are read
// from content/site.yaml `layout`, so volunteers and designers change them in one place; colours are ours, each pair checked for
// WCAG 2.2 AA contrast (text ≥ 4.5:1 on its background, UI outlines ≥ 3:1).
export const vars = createGlobalTheme(':root', {
  color: {
    // #111 on #fff: 18.9:1
    text: '#111111',
    // #4a4a4a on #fff: 8.9:1; on #f4f4f4: 8.1:1
    textMuted: '#4a4a4a',
    background: '#ffffff',
    surface: '#f4f4f4',
    // #767676 on #fff: 4.5:1 (also fine as non-text outline)
    border: '#767676',
    borderSubtle: '#d0d0d0',
    // Filled buttons: white on near-black, 18.9:1
    buttonFill: '#111111',
    buttonFillText: '#ffffff',
    buttonFillHover: '#333333',
    // #0b57d0 on #fff: 6.4:1
    link: '#0b57d0',
    focus: '#0b57d0',
    // Success messages (a saved stance, a sent link): #1b6e3a on #fff: 6.3:1, on #e7f4ec 5.6:1.
    success: '#1b6e3a',
    successSurface: '#e7f4ec',
    error: '#b3261e',
    // #b3261e on #fdecea: 5.7:1
    errorSurface: '#fdecea',
    // One colour per stance, the same in the totals bar, the map, the tables, the guide and the
    // member pages (docs/decisions/0086-stance-colours-type-and-badges.md): the two ends of
    // ColorBrewer's BrBG scale (https://colorbrewer2.org, colour-blind safe), teal for Support and
    // brown for Oppose. Under simulated protanopia, deuteranopia and tritanopia (Machado 2009) the
    // two stay apart (CIE76 ΔE 44, 52, 67); their lightness is alike, so each always comes with an
    // icon (tick, cross) or a pattern (the bar's hatching) and its word, never colour alone.
    // #01665e on #fff: 6.9:1; on its surface #e6f3f1: 6.0:1
    support: STANCE_COLOURS.support,
    supportSurface: '#e6f3f1',
    // #8c510a on #fff: 6.4:1; on its surface #f8efe3: 5.6:1
    oppose: STANCE_COLOURS.oppose,
    opposeSurface: '#f8efe3',
    // Unclear/Unstated: #4a4a4a on #f4f4f4 8.1:1, with a question mark. Not Yet Compiled: #4a4a4a on
    // #fff (8.9:1) in a dashed #767676 outline, with a dotted ring.
    unclear: '#4a4a4a',
    unclearSurface: '#f4f4f4',
    // The results map's share-of-Support bands, low to high: BrBG, its ends the stance colours,
    // its middle darkened from #f5f5f5 so an even district differs from one with no stances
    // (white). Tile numbers: white on the two dark ends (#8c510a 6.4:1, #01665e 6.9:1), #111 on
    // the rest (≥ 10:1); every tile has a #767676 outline (4.5:1 on white).
    mapBand0: STANCE_COLOURS.oppose,
    mapBand1: '#dfc27d',
    mapBand2: '#e3e3e3',
    mapBand3: '#80cdc1',
    mapBand4: STANCE_COLOURS.support,
    scrim: 'rgba(0, 0, 0, 0.5)',
    overlay: 'rgba(255, 255, 255, 0.94)',
  },
  font: {
    // Atkinson Hyperlegible (fonts.css.ts), self-hosted; until it arrives, and for any character
    // it lacks, the system stack (Liberation Sans on Debian Chromium). Screenshot tests wait for
    // the font (document.fonts.ready), so baselines stay deterministic.
    body: `'${BODY_FONT}', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Liberation Sans', 'Helvetica Neue', Arial, sans-serif`,
  },
  // One type scale, ratio 1.25 (a major third) on a 16 px body: 14 (the floor for small print),
  // 16, 20, then titles that grow with the window from a phone to a desktop: 25 → 31 px, and the
  // landing's hero 31 → 39 px (clamp: never under the phone size at 200 % zoom, never over the
  // desktop size).
  fontSize: {
    small: '0.875rem',
    body: '1rem',
    large: '1.25rem',
    title: 'clamp(1.5625rem, 1.3rem + 1.1vw, 1.953rem)',
    hero: 'clamp(1.953rem, 1.45rem + 2.2vw, 2.441rem)',
  },
  fontWeight: { regular: '400', bold: '700' },
  lineHeight: { body: '1.5', tight: '1.25' },
  space: {
    xxsmall: '2px',
    xsmall: '4px',
    small: '8px',
    medium: '12px',
    large: '16px',
    xlarge: '24px',
    xxlarge: '32px',
  },
  layout: {
    // Landing and list pages: 16 px under 540 px, 24 px above.
    listMarginMobile: px(layout.listMargin.mobile),
    listMarginWide: px(layout.listMargin.wide),
    // Every other page: 32 px mobile, 48 px desktop.
    pageMarginMobile: px(layout.pageMargin.mobile),
    pageMarginWide: px(layout.pageMargin.wide),
    contentWidth: px(layout.contentWidth.default),
    contentWidthWide: px(layout.contentWidth.wide),
    // "or viewport width minus 32px if smaller"
    viewportGutter: px(layout.contentWidth.viewportGutter),
    stickyListHeaderTop: px(layout.stickyListHeaderTop),
    // The list header sticks right under the top bar.
    topBarHeight: px(layout.stickyListHeaderTop),
    buttonHeight: px(layout.buttonHeight),
    accountCardWidth: px(layout.accountCardWidth),
    sidePanelWidth: '420px',
    iconButton: '44px',
  },
  radius: { small: '4px', medium: '8px', round: '999px' },
  shadow: {
    card: '0 4px 16px rgba(0, 0, 0, 0.18)',
    bar: '0 -2px 8px rgba(0, 0, 0, 0.12)',
  },
  zIndex: { sticky: '10', bottomBar: '20', topBar: '30', overlay: '50', dialog: '60' },
});
