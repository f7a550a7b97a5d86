import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// A stance as a small label: its icon and its word (or its fixed short form, docs/product/data.md) in the stance's
// colour on its tint (docs/decisions/0086-stance-colours-type-and-badges.md).
const badgeBase = style(
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '3px',
    padding: `0 ${vars.space.xsmall}`,
    border: '1px solid transparent',
    borderRadius: vars.radius.small,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'baseline',
  },
  'badge',
);

export const badge = styleVariants(
  {
    SUPPORT: { color: vars.color.support, background: vars.color.supportSurface },
    OPPOSE: { color: vars.color.oppose, background: vars.color.opposeSurface },
    UNCLEAR: { color: vars.color.unclear, background: vars.color.unclearSurface },
    NOT_RESEARCHED: {
      color: vars.color.unclear,
      background: vars.color.background,
      borderStyle: 'dashed',
      borderColor: vars.color.border,
    },
    // The voter has voiced none: the bare dash, no box, so it never reads as a stance.
    NONE: { color: vars.color.textMuted, fontWeight: vars.fontWeight.regular },
  },
  (look) => [badgeBase, look],
);

export const icon = style({ flex: 'none' }, 'icon');

// The short form sits in narrow columns: tighter, so a 320 px phone's tables still fit.
export const short = style({ paddingInline: '2px', gap: '2px' }, 'short');
