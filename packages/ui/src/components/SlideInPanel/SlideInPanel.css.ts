import { keyframes, style } from '@vanilla-extract/css';
import { atLeast } from '../../theme/media';
import { vars } from '../../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });
const slideLeft = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

const noMotion = '(prefers-reduced-motion: reduce)';

export const scrim = style(
  {
    position: 'fixed',
    inset: 0,
    background: vars.color.scrim,
    zIndex: vars.zIndex.dialog,
    selectors: { '&[data-state="open"]': { animation: `${fadeIn} 150ms ease-out` } },
    '@media': { [noMotion]: { animation: 'none' } },
  },
  'scrim',
);

// Mobile first: a bottom sheet; from the mobile breakpoint (540 px) a right-side panel.
export const panel = style(
  {
    position: 'fixed',
    left: 0,
    right: 0,
    bottom: 0,
    maxHeight: '85dvh',
    display: 'flex',
    flexDirection: 'column',
    background: vars.color.background,
    color: vars.color.text,
    borderRadius: `${vars.radius.medium} ${vars.radius.medium} 0 0`,
    boxShadow: vars.shadow.card,
    zIndex: vars.zIndex.dialog,
    selectors: { '&[data-state="open"]': { animation: `${slideUp} 200ms ease-out` } },
    '@media': {
      [atLeast.mobile]: {
        top: 0,
        left: 'auto',
        maxHeight: 'none',
        width: `min(${vars.layout.sidePanelWidth}, 100vw)`,
        borderRadius: 0,
        selectors: { '&[data-state="open"]': { animationName: slideLeft } },
      },
      [noMotion]: { selectors: { '&[data-state="open"]': { animation: 'none' } } },
    },
  },
  'panel',
);

export const header = style(
  {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.medium,
    padding: `${vars.space.large} ${vars.space.large} ${vars.space.small} ${vars.space.xlarge}`,
  },
  'header',
);

export const title = style(
  { fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.bold, paddingTop: vars.space.small },
  'title',
);

export const body = style(
  {
    overflowY: 'auto',
    padding: `0 ${vars.space.xlarge} ${vars.space.xlarge}`,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.medium,
  },
  'body',
);

export const closeButton = style(
  {
    flex: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.layout.iconButton,
    height: vars.layout.iconButton,
    border: 0,
    borderRadius: vars.radius.round,
    background: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.surface } },
  },
  'closeButton',
);
