import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const screen = style(
  {
    minHeight: '100dvh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xlarge,
    padding: vars.layout.pageMarginMobile,
  },
  'screen',
);

export const name = style({ fontSize: vars.fontSize.title, fontWeight: vars.fontWeight.bold }, 'name');
