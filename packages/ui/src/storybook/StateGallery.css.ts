import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const gallery = style({ display: 'grid' }, 'gallery');

export const state = style({ borderBottom: `8px solid ${vars.color.surface}` }, 'state');

export const label = style(
  {
    padding: `${vars.space.small} ${vars.space.large}`,
    background: vars.color.surface,
    fontSize: vars.fontSize.small,
    fontWeight: vars.fontWeight.bold,
    color: vars.color.textMuted,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  'label',
);
