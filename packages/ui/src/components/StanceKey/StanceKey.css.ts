import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const key = style(
  { display: 'grid', gap: vars.space.xsmall, fontSize: vars.fontSize.small, color: vars.color.textMuted },
  'key',
);

// One line on wide screens, wrapping between entries (never inside one) on phones.
export const entries = style(
  { display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xsmall} ${vars.space.large}`, margin: 0 },
  'entries',
);

export const entry = style(
  { display: 'flex', alignItems: 'baseline', gap: vars.space.xsmall, whiteSpace: 'nowrap' },
  'entry',
);

export const term = style({ margin: 0 }, 'term');

export const description = style({ margin: 0 }, 'description');
