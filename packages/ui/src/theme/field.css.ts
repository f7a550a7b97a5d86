import { style } from '@vanilla-extract/css';
import { vars } from './vars.css';

// The one look of a form field (text inputs and selects): label above, control 42 px high like
// the buttons, 1rem text so iOS Safari does not zoom into the field.

export const field = style({ display: 'grid', gap: vars.space.xsmall, alignContent: 'start' }, 'field');

export const fieldLabel = style({ fontWeight: vars.fontWeight.bold }, 'fieldLabel');

export const fieldHint = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted }, 'fieldHint');

export const fieldControl = style(
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
  'fieldControl',
);

export const fieldError = style(
  { color: vars.color.error, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.small },
  'fieldError',
);

/**
 * Why a keystroke was not taken: said plainly, not as an error (the field stays valid). Kept in
 * the page while empty (a live region must be there before its words are), so it takes no height.
 */
export const fieldNote = style(
  { fontSize: vars.fontSize.small, color: vars.color.text, margin: 0 },
  'fieldNote',
);
