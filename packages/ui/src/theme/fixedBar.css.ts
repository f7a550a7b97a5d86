import { style } from '@vanilla-extract/css';
import { atLeast } from './media';
import { vars } from './vars.css';

// The bar fixed to the bottom of the screen: the petition list's ADD YOUR OWN PETITION footer and
// the petition page's action bar (spec section 2), with the list margins (spec section 9).
export const fixedBar = style(
  {
    position: 'fixed',
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: vars.zIndex.fixedBar,
    background: vars.color.background,
    boxShadow: vars.shadow.bar,
    padding: `${vars.space.medium} ${vars.layout.listMarginMobile}`,
    '@media': { [atLeast.mobile]: { padding: `${vars.space.large} ${vars.layout.listMarginWide}` } },
  },
  'fixedBar',
);

// The bar's content lines up with the page's content column.
export const fixedBarInner = style(
  {
    width: `min(${vars.layout.contentWidth}, calc(100vw - ${vars.layout.viewportGutter}))`,
    margin: '0 auto',
  },
  'fixedBarInner',
);
