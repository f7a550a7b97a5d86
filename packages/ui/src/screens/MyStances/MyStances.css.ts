import { style } from '@vanilla-extract/css';
import { atLeast } from '../../theme/media';
import { vars } from '../../theme/vars.css';

export const title = style(
  { fontSize: vars.fontSize.title, lineHeight: vars.lineHeight.tight, marginBottom: vars.space.large },
  'title',
);

export const stack = style({ display: 'grid', gap: vars.space.large }, 'stack');

export const cards = style(
  {
    listStyle: 'none',
    padding: 0,
    margin: `${vars.space.large} 0 0`,
    display: 'grid',
    gap: vars.space.large,
  },
  'cards',
);

export const card = style(
  {
    display: 'grid',
    gap: vars.space.xsmall,
    padding: vars.space.large,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    '@media': { [atLeast.mobile]: { padding: vars.space.xlarge } },
  },
  'card',
);

export const cardTitle = style(
  { fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.tight },
  'cardTitle',
);

export const label = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted }, 'label');

export const actions = style(
  {
    display: 'grid',
    gap: vars.space.medium,
    marginTop: vars.space.small,
    '@media': { [atLeast.mobile]: { gridTemplateColumns: '1fr 1fr' } },
  },
  'actions',
);

export const unanswered = style({ marginTop: vars.space.xxlarge }, 'unanswered');

export const sectionTitle = style(
  { fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.tight },
  'sectionTitle',
);

const message = {
  padding: `${vars.space.small} ${vars.space.medium}`,
  marginBottom: vars.space.large,
} as const;

export const notice = style(
  { ...message, borderLeft: `4px solid ${vars.color.success}`, background: vars.color.successSurface },
  'notice',
);

export const alert = style(
  { ...message, borderLeft: `4px solid ${vars.color.error}`, background: vars.color.errorSurface },
  'alert',
);
