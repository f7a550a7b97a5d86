import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const field = style({ display: 'grid', gap: vars.space.xsmall }, 'field');

export const label = style({ fontWeight: vars.fontWeight.bold }, 'label');

export const hint = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted }, 'hint');

// 42 px like the buttons; 1rem text so iOS Safari does not zoom into the field.
export const input = style(
  {
    minHeight: vars.layout.buttonHeight,
    width: '100%',
    padding: `0 ${vars.space.medium}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.small,
    background: vars.color.background,
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.body,
    selectors: {
      '&[aria-invalid="true"]': { borderColor: vars.color.error, borderWidth: '2px' },
    },
  },
  'input',
);

export const error = style(
  { color: vars.color.error, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.small },
  'error',
);
