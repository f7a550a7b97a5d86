import { globalStyle, style } from '@vanilla-extract/css';
import { atLeast } from '../../theme/media';
import { vars } from '../../theme/vars.css';

export const stack = style({ display: 'grid', gap: vars.space.large }, 'stack');

export const title = style({ fontSize: vars.fontSize.title, lineHeight: vars.lineHeight.tight }, 'title');

export const muted = style({ color: vars.color.textMuted }, 'muted');

// One filter per row on phones, side by side from the mobile breakpoint.
export const filters = style(
  {
    display: 'grid',
    gap: vars.space.medium,
    '@media': { [atLeast.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  },
  'filters',
);

// The petition and stance pickers, a group under its legend, across both columns of the filters.
export const stanceFilter = style(
  {
    gridColumn: '1 / -1',
    minWidth: 0,
    margin: 0,
    padding: 0,
    border: 'none',
    display: 'grid',
    gap: vars.space.medium,
    '@media': { [atLeast.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  },
  'stanceFilter',
);

export const legend = style(
  {
    padding: 0,
    marginBottom: vars.space.small,
    fontSize: vars.fontSize.large,
    lineHeight: vars.lineHeight.tight,
  },
  'legend',
);

// One column of seat names as wide as the longest in view ("Senior Senator", "CA-52"), shared by
// every row through subgrid.
export const list = style(
  {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: vars.space.large,
  },
  'list',
);

export const row = style(
  {
    display: 'grid',
    gridColumn: '1 / -1',
    gridTemplateColumns: 'subgrid',
    padding: `${vars.space.small} 0`,
    borderBottom: `1px solid ${vars.color.borderSubtle}`,
  },
  'row',
);

export const seatCell = style({ color: vars.color.textMuted }, 'seatCell');

/** The member's recorded stance on the chosen petition, under their name. */
export const rowStance = style({ display: 'block', fontSize: vars.fontSize.small }, 'rowStance');

export const stateHeading = style(
  { fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.tight, marginTop: vars.space.medium },
  'stateHeading',
);

export const facts = style({ display: 'grid', gap: vars.space.small, margin: 0 }, 'facts');
globalStyle(`${facts} > div`, { display: 'grid', gap: '2px' });
globalStyle(`${facts} dt`, { fontSize: vars.fontSize.small, color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const petition = style(
  {
    display: 'grid',
    gap: vars.space.medium,
    paddingTop: vars.space.large,
    borderTop: `1px solid ${vars.color.borderSubtle}`,
  },
  'petition',
);

export const petitionTitle = style(
  { fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.tight },
  'petitionTitle',
);

export const subheading = style(
  { fontSize: vars.fontSize.body, fontWeight: vars.fontWeight.bold },
  'subheading',
);

export const voices = style(
  {
    display: 'grid',
    gap: vars.space.small,
    padding: vars.space.medium,
    background: vars.color.surface,
    borderRadius: vars.radius.small,
  },
  'voices',
);

export const counts = style(
  { display: 'flex', flexWrap: 'wrap', gap: `${vars.space.small} ${vars.space.large}`, margin: 0 },
  'counts',
);
globalStyle(`${counts} > div`, { display: 'grid' });
globalStyle(`${counts} dt`, { fontSize: vars.fontSize.small, color: vars.color.textMuted });
globalStyle(`${counts} dd`, { margin: 0, fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.bold });

export const small = style(
  { fontSize: vars.fontSize.small, color: vars.color.textMuted, margin: 0 },
  'small',
);

/** The agreement of the member's stance with their constituents: a rule beside it, words first. */
export const agreement = style(
  {
    margin: 0,
    paddingInlineStart: vars.space.small,
    borderInlineStart: `4px solid ${vars.color.border}`,
  },
  'agreement',
);

/** A statement asked of the member, under the counts. */
export const statement = style({ margin: 0 }, 'statement');

/** The request and the member's answer, one paragraph each. */
export const statementAnswered = style({ display: 'grid', gap: vars.space.small }, 'statementAnswered');
globalStyle(`${statementAnswered} > p`, { margin: 0 });

/** The office report: one column, dense enough for one printed page. */
export const report = style(
  { display: 'grid', gap: vars.space.medium, '@media': { print: { fontSize: '11pt', gap: '3mm' } } },
  'report',
);

/** One petition of the report; never split across two printed pages. */
export const reportPetition = style(
  { display: 'grid', gap: vars.space.small, breakInside: 'avoid' },
  'reportPetition',
);

/** What only the screen needs (the way back, the print button). */
export const noPrint = style({ '@media': { print: { display: 'none' } } }, 'noPrint');
