import { globalStyle, style } from '@vanilla-extract/css';
import { atLeast, shortViewport } from '../../theme/media';
import { vars } from '../../theme/vars.css';

export const skipLink = style(
  {
    position: 'absolute',
    left: vars.space.small,
    top: '-100px',
    zIndex: vars.zIndex.dialog,
    padding: vars.space.small,
    background: vars.color.background,
    color: vars.color.link,
    selectors: { '&:focus': { top: vars.space.small } },
  },
  'skipLink',
);

export const topBar = style(
  {
    position: 'sticky',
    top: 0,
    zIndex: vars.zIndex.topBar,
    height: vars.layout.topBarHeight,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.medium,
    padding: `0 ${vars.space.large}`,
    background: vars.color.background,
    borderBottom: `1px solid ${vars.color.borderSubtle}`,
    // A short window keeps the page in view rather than the bar (theme/media.ts). On paper (a
    // member's office report) only the page's own content is printed.
    '@media': { [shortViewport]: { position: 'static' }, print: { display: 'none' } },
  },
  'topBar',
);

export const brand = style(
  {
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.large,
    color: vars.color.text,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    marginRight: 'auto',
  },
  'brand',
);

// The inline links and the SIGN IN button show from the nav-collapse breakpoint (732 px).
export const wideOnly = style(
  { display: 'none', '@media': { [atLeast.navCollapse]: { display: 'flex' } } },
  'wideOnly',
);
export const narrowOnly = style({ '@media': { [atLeast.navCollapse]: { display: 'none' } } }, 'narrowOnly');

export const navList = style(
  { listStyle: 'none', padding: 0, margin: 0, display: 'flex', alignItems: 'center', gap: vars.space.xlarge },
  'navList',
);

export const navLink = style(
  {
    color: vars.color.textMuted,
    textDecoration: 'none',
    fontWeight: vars.fontWeight.regular,
    padding: `${vars.space.small} 0`,
    selectors: {
      '&:hover': { color: vars.color.text, textDecoration: 'underline' },
      // The active link is bold and dark (docs/product/screens.md#shell).
      '&[aria-current="page"]': { color: vars.color.text, fontWeight: vars.fontWeight.bold },
    },
  },
  'navLink',
);

export const signInButton = style({ width: 'auto', minWidth: '110px' }, 'signInButton');

export const iconButton = style(
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.layout.iconButton,
    height: vars.layout.iconButton,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.round,
    background: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.surface } },
  },
  'iconButton',
);

export const badge = style(
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '40px',
    height: '40px',
    borderRadius: vars.radius.round,
    border: 0,
    background: vars.color.buttonFill,
    color: vars.color.buttonFillText,
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.large,
    cursor: 'pointer',
  },
  'badge',
);

// Full-screen menu under 732 px.
export const menu = style(
  {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.dialog,
    background: vars.color.background,
    display: 'flex',
    flexDirection: 'column',
    padding: `${vars.space.small} ${vars.space.large} ${vars.space.xxlarge}`,
    overflowY: 'auto',
    outline: 'none',
  },
  'menu',
);

export const menuHeader = style(
  { display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: '47px' },
  'menuHeader',
);

export const menuList = style(
  {
    listStyle: 'none',
    padding: 0,
    margin: `${vars.space.xlarge} 0`,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.large,
    fontSize: vars.fontSize.title,
  },
  'menuList',
);

export const transparentScrim = style(
  { position: 'fixed', inset: 0, zIndex: vars.zIndex.dialog },
  'transparentScrim',
);

// Account panel: full-screen under 540 px, a 340 px card under the top bar above.
export const account = style(
  {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.dialog,
    background: vars.color.background,
    padding: `${vars.space.small} ${vars.space.large} ${vars.space.xxlarge}`,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.medium,
    outline: 'none',
    overflowY: 'auto',
    '@media': {
      [atLeast.mobile]: {
        inset: 'auto',
        top: `calc(${vars.layout.topBarHeight} + ${vars.space.small})`,
        right: vars.space.large,
        width: vars.layout.accountCardWidth,
        padding: vars.space.xlarge,
        paddingTop: vars.space.small,
        borderRadius: vars.radius.medium,
        border: `1px solid ${vars.color.borderSubtle}`,
        boxShadow: vars.shadow.card,
      },
    },
  },
  'account',
);

export const accountTitle = style(
  { fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.bold },
  'accountTitle',
);

export const accountLines = style(
  {
    listStyle: 'none',
    padding: 0,
    margin: `0 0 ${vars.space.medium}`,
    display: 'grid',
    gap: vars.space.xsmall,
  },
  'accountLines',
);

export const accountName = style(
  { fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.large },
  'accountName',
);

export const muted = style({ color: vars.color.textMuted }, 'muted');

// The page's content takes focus when the language suggestion it followed is dismissed; it is not
// a control, so it shows no focus ring.
export const content = style({ outline: 'none' }, 'content');

// In the phone menu, under the links: the other language.
export const menuLanguage = style(
  { fontSize: vars.fontSize.title, margin: `0 0 ${vars.space.xlarge}` },
  'menuLanguage',
);

// Every page's footer (SiteFooter.tsx): who runs the site, under the page.
export const footer = style(
  {
    marginTop: vars.space.xxlarge,
    borderTop: `1px solid ${vars.color.borderSubtle}`,
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.small,
    '@media': { print: { display: 'none' } },
  },
  'footer',
);

export const footerInner = style(
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    maxWidth: `min(${vars.layout.contentWidthWide}, calc(100vw - ${vars.layout.viewportGutter}))`,
    margin: '0 auto',
    padding: `${vars.space.xlarge} 0`,
  },
  'footerInner',
);
globalStyle(`${footerInner} p`, { margin: 0 });

export const footerTitle = style(
  { fontSize: vars.fontSize.body, fontWeight: vars.fontWeight.bold, margin: 0 },
  'footerTitle',
);

export const footerLinks = style(
  { listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.large },
  'footerLinks',
);
