import { globalStyle, style } from '@vanilla-extract/css';
import { atLeast, shortViewport } from './media';
import { vars } from './vars.css';

// Clear of the action bar at its tallest (the save-failed alert above the two buttons, about 170 px).
const BOTTOM_BAR_CLEARANCE = '11rem';

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
    '@media': {
      [atLeast.mobile]: { padding: `${vars.space.large} ${vars.layout.listMarginWide}` },
      // In a short window the bar sits after the content, like at the page's end.
      [shortViewport]: { position: 'static' },
    },
  },
  'bottomBar',
);

// Whatever takes focus (Tab, a link followed) is scrolled clear of the bar, not under it
// (WCAG 2.4.11): the page's scroll area ends above the bar's height (its tallest: the action bar
// with the save-failed alert).
globalStyle(`html:has(${bottomBar})`, {
  '@media': { [`not ${shortViewport}`]: { scrollPaddingBottom: BOTTOM_BAR_CLEARANCE } },
});

// The bar's content lines up with the page's content column.
export const bottomBarInner = style(
  {
    width: `min(${vars.layout.contentWidth}, calc(100vw - ${vars.layout.viewportGutter}))`,
    margin: '0 auto',
  },
  'bottomBarInner',
);
