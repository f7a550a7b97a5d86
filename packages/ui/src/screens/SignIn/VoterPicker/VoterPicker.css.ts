import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const list = style(
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.medium },
  'list',
);

// Each voter is one large target: the whole card is the button.
export const entry = style(
  {
    display: 'grid',
    gap: vars.space.xxsmall,
    width: '100%',
    minHeight: vars.layout.buttonHeight,
    padding: vars.space.large,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    background: vars.color.background,
    color: vars.color.text,
    font: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.surface } },
  },
  'entry',
);

export const name = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.large }, 'name');
