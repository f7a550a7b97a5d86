import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const overlay = style(
  {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.overlay,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.large,
    padding: vars.space.xxlarge,
    background: vars.color.overlay,
    textAlign: 'center',
    outline: 'none',
  },
  'overlay',
);

export const message = style({ fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.bold }, 'message');
