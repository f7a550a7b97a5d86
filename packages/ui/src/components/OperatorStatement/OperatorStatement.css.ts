import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const stack = style(
  { display: 'flex', flexDirection: 'column', gap: vars.space.small, margin: 0 },
  'operatorStack',
);

// The demo notice stands out from the operator's lines: a bordered box, not colour alone.
export const demo = style(
  {
    margin: 0,
    padding: vars.space.medium,
    border: `2px dashed ${vars.color.border}`,
    borderRadius: vars.radius.small,
    background: vars.color.surface,
    color: vars.color.text,
  },
  'operatorDemo',
);
