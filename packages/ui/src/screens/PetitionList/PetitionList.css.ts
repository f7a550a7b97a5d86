import { style } from '@vanilla-extract/css';
import { bottomBar, bottomBarInner, bottomBarScreen } from '../../theme/bottomBar.css';
import { atLeast, shortViewport } from '../../theme/media';
import { vars } from '../../theme/vars.css';

// Sticks 63 px from the top, right under the top bar (docs/product/rules.md#layout).
export const stickyHeader = style(
  {
    position: 'sticky',
    top: vars.layout.stickyListHeaderTop,
    zIndex: vars.zIndex.sticky,
    background: vars.color.background,
    padding: `${vars.space.medium} 0`,
    fontSize: vars.fontSize.large,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    // Under a top bar that scrolls away in a short window, it scrolls too (theme/media.ts).
    '@media': { [shortViewport]: { position: 'static' } },
  },
  'stickyHeader',
);

export const tiles = style(
  {
    listStyle: 'none',
    padding: 0,
    margin: `${vars.space.small} 0 0`,
    display: 'grid',
    gap: vars.space.large,
  },
  'tiles',
);

export const tile = style(
  {
    position: 'relative',
    display: 'grid',
    gap: vars.space.xsmall,
    padding: vars.space.large,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    background: vars.color.background,
    selectors: {
      '&:hover': { background: vars.color.surface },
      '&:focus-within': { background: vars.color.surface },
    },
    '@media': { [atLeast.mobile]: { padding: vars.space.xlarge } },
  },
  'tile',
);

export const tileTitle = style(
  { fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.tight },
  'tileTitle',
);

// The title link covers the whole tile, so the tile is one target with one accessible name.
export const tileLink = style(
  {
    color: vars.color.text,
    textDecoration: 'none',
    selectors: {
      '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.medium },
      '&:hover': { textDecoration: 'underline' },
    },
  },
  'tileLink',
);

export const label = style(
  {
    fontSize: vars.fontSize.small,
    fontWeight: vars.fontWeight.bold,
    color: vars.color.textMuted,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  'label',
);

export const description = style({ color: vars.color.text }, 'description');

export const whoCanSign = style({ marginTop: vars.space.xlarge }, 'whoCanSign');

export const screen = style([bottomBarScreen], 'screen');

export const footer = style([bottomBar], 'footer');

export const footerInner = style([bottomBarInner], 'footerInner');
