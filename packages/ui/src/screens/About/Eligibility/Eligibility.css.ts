import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const stack = style({ display: 'grid', gap: vars.space.large }, 'stack');

export const conditions = style(
  {
    margin: `${vars.space.medium} 0 0`,
    paddingLeft: vars.space.xlarge,
    display: 'grid',
    gap: vars.space.large,
  },
  'conditions',
);
