import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

// Both button styles are 42 px high and full width (docs/product/screens.md#common-parts). A label
// too long for one line (Spanish, on a phone) wraps into a taller button, centred like a <button>'s
// (a link's text would start at the left), with padding clear of the border.
export const button = recipe(
  {
    base: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.small,
      width: '100%',
      minHeight: vars.layout.buttonHeight,
      padding: `${vars.space.xsmall} ${vars.space.large}`,
      textAlign: 'center',
      lineHeight: vars.lineHeight.tight,
      borderRadius: vars.radius.small,
      border: `2px solid ${vars.color.buttonFill}`,
      fontFamily: vars.font.body,
      fontSize: vars.fontSize.body,
      fontWeight: vars.fontWeight.bold,
      letterSpacing: '0.02em',
      textDecoration: 'none',
      cursor: 'pointer',
      selectors: {
        '&[disabled], &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
      },
    },
    variants: {
      variant: {
        filled: {
          background: vars.color.buttonFill,
          color: vars.color.buttonFillText,
          selectors: { '&:hover:not([disabled])': { background: vars.color.buttonFillHover } },
        },
        outlined: {
          background: vars.color.background,
          color: vars.color.text,
          selectors: { '&:hover:not([disabled])': { background: vars.color.surface } },
        },
      },
    },
    defaultVariants: { variant: 'filled' },
  },
  'button',
);
