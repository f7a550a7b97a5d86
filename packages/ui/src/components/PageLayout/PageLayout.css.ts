import { style, styleVariants } from '@vanilla-extract/css';
import { atLeast } from '../../theme/media';
import { vars } from '../../theme/vars.css';

// Content is at most 680 px (720 px on some pages), or the viewport less 32 px if smaller.
const base = style(
  {
    width: `min(${vars.layout.contentWidth}, calc(100vw - ${vars.layout.viewportGutter}))`,
    marginLeft: 'auto',
    marginRight: 'auto',
  },
  'page',
);

// Margins (docs/product/rules.md#layout): landing and list pages 16/24 px, other pages 32/48 px; the
// switch is the mobile breakpoint (540 px).
export const page = styleVariants(
  {
    list: {
      paddingTop: vars.layout.listMarginMobile,
      paddingBottom: vars.layout.listMarginMobile,
      '@media': {
        [atLeast.mobile]: {
          paddingTop: vars.layout.listMarginWide,
          paddingBottom: vars.layout.listMarginWide,
        },
      },
    },
    page: {
      paddingTop: vars.layout.pageMarginMobile,
      paddingBottom: vars.layout.pageMarginMobile,
      '@media': {
        [atLeast.mobile]: {
          paddingTop: vars.layout.pageMarginWide,
          paddingBottom: vars.layout.pageMarginWide,
        },
      },
    },
  },
  (margin) => [base, margin],
  'page',
);

export const wide = style(
  { width: `min(${vars.layout.contentWidthWide}, calc(100vw - ${vars.layout.viewportGutter}))` },
  'wide',
);
