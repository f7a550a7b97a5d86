import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const results = style({ display: 'grid', gap: vars.space.medium }, 'results');

export const status = style(
  { display: 'flex', justifyContent: 'center', padding: `${vars.space.xxlarge} 0` },
  'status',
);

export const error = style(
  {
    display: 'grid',
    gap: vars.space.medium,
    padding: vars.space.large,
    border: `1px solid ${vars.color.error}`,
    borderRadius: vars.radius.medium,
    background: vars.color.errorSurface,
  },
  'error',
);

export const errorTitle = style({ fontWeight: vars.fontWeight.bold, color: vars.color.error }, 'errorTitle');

export const table = style(
  {
    width: '100%',
    borderCollapse: 'collapse',
    fontVariantNumeric: 'tabular-nums',
    fontSize: vars.fontSize.small,
  },
  'table',
);

export const caption = style(
  {
    textAlign: 'left',
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.body,
    paddingBottom: vars.space.small,
  },
  'caption',
);

// The table's heading sits in its caption, looking like the caption's text; it takes focus when the
// table changes view.
export const heading = style({ display: 'inline', font: 'inherit', margin: 0 }, 'heading');

export const headCell = style(
  {
    textAlign: 'left',
    padding: `${vars.space.small} ${vars.space.xsmall}`,
    borderBottom: `2px solid ${vars.color.text}`,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  'headCell',
);

// The legislator column's heading may put its info button under the word: with the stance
// badges, a 320 px phone has no room for both on one line (docs/product/screens.md#stance-badges).
export const legislatorHead = style({ whiteSpace: 'normal' }, 'legislatorHead');

export const cell = style(
  {
    padding: `${vars.space.small} ${vars.space.xsmall}`,
    borderBottom: `1px solid ${vars.color.borderSubtle}`,
    verticalAlign: 'top',
    textAlign: 'left',
  },
  'cell',
);

// Right-aligned counts, each column's left padding halved so a 320 px phone fits the badges.
export const number = style(
  { textAlign: 'right', whiteSpace: 'nowrap', paddingLeft: vars.space.xxsmall },
  'number',
);

/** "fewer than 10" may wrap: on a 320 px screen it does not fit a count column on one line. */
export const hiddenCount = style({ whiteSpace: 'normal', minWidth: '4.5em' }, 'hiddenCount');

export const totalRow = style(
  { fontWeight: vars.fontWeight.bold, borderTop: `2px solid ${vars.color.text}` },
  'totalRow',
);

export const muted = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular }, 'muted');

export const rowButton = style(
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    minHeight: '24px',
    padding: 0,
    border: 0,
    background: 'none',
    font: 'inherit',
    fontWeight: vars.fontWeight.bold,
    color: vars.color.link,
    textAlign: 'left',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    cursor: 'pointer',
  },
  'rowButton',
);

export const nameButton = style([rowButton, { fontWeight: vars.fontWeight.regular }], 'nameButton');

export const member = style(
  { display: 'flex', flexWrap: 'wrap', columnGap: vars.space.small, alignItems: 'baseline' },
  'member',
);

export const asOf = style(
  { margin: `${vars.space.small} 0 0`, fontSize: vars.fontSize.small, color: vars.color.textMuted },
  'asOf',
);

/** Which district map the districts are on (PlanNote). */
export const planNote = style(
  {
    margin: `${vars.space.xsmall} 0 0`,
    fontSize: vars.fontSize.small,
    fontWeight: vars.fontWeight.regular,
    textAlign: 'start',
    maxWidth: '65ch',
  },
  'planNote',
);

/** "from Jan 3, 2027" beside a member-elect's name. */
export const electTag = style(
  { display: 'block', fontSize: vars.fontSize.small, color: vars.color.textMuted },
  'electTag',
);
