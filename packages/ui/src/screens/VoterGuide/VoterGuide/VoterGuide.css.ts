import { globalStyle, style } from '@vanilla-extract/css';
import { atLeast } from '../../../theme/media';
import { vars } from '../../../theme/vars.css';

export const stack = style({ display: 'grid', gap: vars.space.large }, 'stack');

export const title = style({ fontSize: vars.fontSize.title, lineHeight: vars.lineHeight.tight }, 'title');

export const muted = style({ color: vars.color.textMuted }, 'muted');

export const signInNote = style(
  { padding: vars.space.medium, background: vars.color.surface, borderRadius: vars.radius.small },
  'signInNote',
);

// One picker per row on phones, three across from the mobile breakpoint.
export const pickers = style(
  {
    display: 'grid',
    gap: vars.space.medium,
    '@media': { [atLeast.mobile]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
  },
  'pickers',
);

export const seat = style(
  {
    display: 'grid',
    gap: vars.space.medium,
    paddingTop: vars.space.large,
    borderTop: `1px solid ${vars.color.borderSubtle}`,
  },
  'seat',
);

// "Your representative" above the seat's name.
export const ownSeat = style(
  { fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.bold, color: vars.color.textMuted },
  'ownSeat',
);

// The party after a name in "Your representatives" (the name is the button, in bold).
export const party = style({ fontWeight: vars.fontWeight.regular }, 'party');

export const seatName = style(
  { fontSize: vars.fontSize.title, lineHeight: vars.lineHeight.tight },
  'seatName',
);

// The election line has a compact form under 425 px (docs/product/rules.md#elections); the other form is
// display:none, so screen readers read only the one on screen.
export const electionFull = style(
  { display: 'none', '@media': { [atLeast.electionTextCompact]: { display: 'inline' } } },
  'electionFull',
);
export const electionCompact = style(
  { display: 'inline', '@media': { [atLeast.electionTextCompact]: { display: 'none' } } },
  'electionCompact',
);

export const table = style({ width: '100%', borderCollapse: 'collapse' }, 'table');

export const caption = style(
  { textAlign: 'left', fontWeight: vars.fontWeight.bold, paddingBottom: vars.space.small },
  'caption',
);

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.small} ${vars.space.xsmall}`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  textAlign: 'left',
  verticalAlign: 'middle',
});

globalStyle(`${table} thead th`, {
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  borderBottom: `2px solid ${vars.color.border}`,
});

export const stanceColumn = style({ width: '4.5rem', whiteSpace: 'nowrap' }, 'stanceColumn');

export const headerWithIcon = style(
  { display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall },
  'headerWithIcon',
);

export const petitionCell = style({ fontWeight: vars.fontWeight.regular }, 'petitionCell');

// The info icon sits at the cell's end, beside the title, even when the title wraps.
export const petitionLink = style(
  { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xsmall },
  'petitionLink',
);

export const detail = style(
  { display: 'grid', gap: vars.space.medium, margin: `0 0 ${vars.space.large}` },
  'detail',
);

globalStyle(`${detail} dt`, { fontSize: vars.fontSize.small, color: vars.color.textMuted });
globalStyle(`${detail} dd`, { margin: 0, fontWeight: vars.fontWeight.bold });

export const asOf = style(
  { margin: `${vars.space.small} 0 0`, fontSize: vars.fontSize.small, color: vars.color.textMuted },
  'asOf',
);
