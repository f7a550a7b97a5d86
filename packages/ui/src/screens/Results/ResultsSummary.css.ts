import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const summary = style(
  {
    display: 'grid',
    gap: vars.space.small,
    padding: `${vars.space.large} 0`,
    borderBottom: `1px solid ${vars.color.borderSubtle}`,
  },
  'summary',
);

export const title = style(
  { margin: 0, fontSize: vars.fontSize.body, fontWeight: vars.fontWeight.bold },
  'title',
);

export const figures = style(
  { display: 'flex', justifyContent: 'space-between', gap: vars.space.large, margin: 0 },
  'figures',
);

export const figure = style({ display: 'grid', gap: vars.space.xxsmall }, 'figure');

export const end = style({ textAlign: 'right' }, 'end');

export const number = style(
  {
    margin: 0,
    fontSize: vars.fontSize.large,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
  },
  'number',
);

// Support solid, Oppose hatched, a white gap between: the two sides differ without colour too.
export const bar = style(
  {
    display: 'flex',
    gap: '2px',
    height: '16px',
    borderRadius: vars.radius.small,
    overflow: 'hidden',
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
  },
  'bar',
);

export const supportPart = style({ flexBasis: 0, background: vars.color.support }, 'supportPart');

export const opposePart = style(
  {
    flexBasis: 0,
    backgroundColor: vars.color.background,
    backgroundImage: `repeating-linear-gradient(45deg, ${vars.color.oppose} 0 4px, ${vars.color.background} 4px 7px)`,
  },
  'opposePart',
);

export const line = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted }, 'line');

export const error = style({ color: vars.color.error, fontWeight: vars.fontWeight.bold }, 'error');
