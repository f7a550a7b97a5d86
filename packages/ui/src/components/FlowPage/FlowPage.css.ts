import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const stack = style({ display: 'grid', gap: vars.space.large }, 'stack');

export const title = style({ fontSize: vars.fontSize.title, lineHeight: vars.lineHeight.tight }, 'title');

export const lead = style({ fontSize: vars.fontSize.large }, 'lead');

export const muted = style({ color: vars.color.textMuted }, 'muted');

export const form = style({ display: 'grid', gap: vars.space.large }, 'form');

export const actions = style({ display: 'grid', gap: vars.space.medium }, 'actions');

/** A message in the button area (e.g. a failed call), with an error colour band. */
export const errorBox = style(
  {
    padding: vars.space.medium,
    borderLeft: `4px solid ${vars.color.error}`,
    background: vars.color.errorSurface,
    color: vars.color.text,
    fontWeight: vars.fontWeight.bold,
  },
  'errorBox',
);

export const successBox = style(
  {
    padding: vars.space.medium,
    borderLeft: `4px solid ${vars.color.success}`,
    background: vars.color.successSurface,
  },
  'successBox',
);

export const busy = style({ display: 'flex', justifyContent: 'center' }, 'busy');

export const list = style(
  { margin: 0, paddingLeft: vars.space.xlarge, display: 'grid', gap: vars.space.xsmall },
  'list',
);

export const small = style({ fontSize: vars.fontSize.small }, 'small');

export const contacts = style(
  {
    margin: 0,
    padding: vars.space.large,
    display: 'grid',
    gap: vars.space.medium,
    background: vars.color.surface,
    borderRadius: vars.radius.medium,
  },
  'contacts',
);

globalStyle(`${contacts} dt`, { fontWeight: vars.fontWeight.bold });
globalStyle(`${contacts} dd`, { margin: 0, fontSize: vars.fontSize.large, letterSpacing: '0.04em' });

/** The "← Back" link above a step's heading. */
export const back = style({ margin: `0 0 ${vars.space.medium}` }, 'back');

// The back control: bold, its chevron beside the word, at least 24 px tall (WCAG 2.5.8).
export const backButton = style(
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    minHeight: '24px',
    fontWeight: vars.fontWeight.bold,
  },
  'backButton',
);

/** A second-level heading inside a flow page (the sign-in page's "Who can sign in?"). */
export const sectionTitle = style(
  { margin: `${vars.space.large} 0 0`, fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.tight },
  'sectionTitle',
);
