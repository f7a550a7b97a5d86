import { style } from '@vanilla-extract/css';
import { atLeast } from './media';
import { vars } from './vars.css';

// The bar at the bottom of the screen: the petition list's ADD YOUR OWN PETITION footer and the
// petition page's action bar (docs/product/screens.md#petition-detail), with the list margins
// (docs/product/rules.md#layout). It is sticky, not fixed: it stays at the bottom of the window
// while the page scrolls, and at the end of the page it sits after the content in its own space, so
// nothing ends up under it and no measured padding can go stale (the action bar leaves and returns
// with the text tab).

/** Wraps the page and its bar: at least the window under the top bar, so a short page keeps its bar at the bottom. */
export const bottomBarScreen = style(
  {
    display: 'flex',
    flexDirection: 'column',
    minHeight: `calc(100dvh - ${vars.layout.topBarHeight})`,
  },
  'bottomBarScreen',
);

export const bottomBar = style(
  {
    position: 'sticky',
    bottom: 0,
    marginTop: 'auto',
    zIndex: vars.zIndex.bottomBar,
    background: vars.color.background,
    boxShadow: vars.shadow.bar,
    padding: `${vars.space.medium} ${vars.layout.listMarginMobile}`,
    '@media': { [atLeast.mobile]: { padding: `${vars.space.large} ${vars.layout.listMarginWide}` } },
  },
  'bottomBar',
);

// The bar's content lines up with the page's content column.
export const bottomBarInner = style(
  {
    width: `min(${vars.layout.contentWidth}, calc(100vw - ${vars.layout.viewportGutter}))`,
    margin: '0 auto',
  },
  'bottomBarInner',
);
