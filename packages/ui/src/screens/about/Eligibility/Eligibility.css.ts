import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const stack = style({ display: 'grid', gap: vars.space.large }, 'stack');

export const field = style({ display: 'grid', gap: vars.space.xsmall }, 'field');

export const label = style({ fontWeight: vars.fontWeight.bold }, 'label');

export const select = style(
  {
    minHeight: vars.layout.buttonHeight,
    width: '100%',
    padding: `0 ${vars.space.medium}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.small,
    background: vars.color.background,
    color: vars.color.text,
    font: 'inherit',
  },
  'select',
);

export const conditions = style(
  {
    margin: `${vars.space.medium} 0 0`,
    paddingLeft: vars.space.xlarge,
    display: 'grid',
    gap: vars.space.large,
  },
  'conditions',
);
