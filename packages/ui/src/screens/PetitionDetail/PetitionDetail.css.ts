import { style } from '@vanilla-extract/css';
import { bottomBar, bottomBarInner, bottomBarScreen } from '../../theme/bottomBar.css';
import { centredDialog, dialogScrim } from '../../theme/dialog.css';
import { vars } from '../../theme/vars.css';

export const back = style({ fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.bold }, 'back');

export const header = style(
  { display: 'grid', gap: vars.space.small, marginBottom: vars.space.large },
  'header',
);

export const title = style(
  { fontSize: vars.fontSize.title, lineHeight: vars.lineHeight.tight, marginTop: vars.space.medium },
  'title',
);

export const subtitle = style({ color: vars.color.textMuted }, 'subtitle');

export const tabList = style(
  { display: 'flex', borderBottom: `1px solid ${vars.color.border}`, marginBottom: vars.space.large },
  'tabList',
);

export const tab = style(
  {
    flex: '1 1 0',
    minHeight: vars.layout.buttonHeight,
    padding: `0 ${vars.space.small}`,
    border: 0,
    borderBottom: '3px solid transparent',
    background: 'none',
    font: 'inherit',
    color: vars.color.textMuted,
    cursor: 'pointer',
    selectors: {
      '&[data-state="active"]': {
        color: vars.color.text,
        fontWeight: vars.fontWeight.bold,
        borderBottomColor: vars.color.text,
      },
      '&:hover': { color: vars.color.text },
    },
  },
  'tab',
);

export const screen = style([bottomBarScreen], 'screen');

export const actionBar = style([bottomBar], 'actionBar');

export const actionInner = style([bottomBarInner, { display: 'grid', gap: vars.space.small }], 'actionInner');

export const prompt = style({ fontWeight: vars.fontWeight.bold }, 'prompt');

export const choices = style(
  { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.medium },
  'choices',
);

export const alert = style(
  {
    padding: `${vars.space.small} ${vars.space.medium}`,
    borderLeft: `4px solid ${vars.color.error}`,
    background: vars.color.errorSurface,
  },
  'alert',
);

export const scrim = dialogScrim;

export const dialog = style([centredDialog, { gap: vars.space.medium }], 'dialog');

export const dialogTitle = style(
  { fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.tight, color: vars.color.success },
  'dialogTitle',
);

export const steps = style(
  { paddingLeft: vars.space.xlarge, display: 'grid', gap: vars.space.small },
  'steps',
);

export const notice = style(
  {
    padding: `${vars.space.small} ${vars.space.medium}`,
    borderLeft: `4px solid ${vars.color.success}`,
    background: vars.color.successSurface,
  },
  'notice',
);

export const withdraw = style({ justifySelf: 'center' }, 'withdraw');

/** A cited bill that expired without becoming law: plain information above the petition text. */
export const billStatus = style(
  {
    margin: `0 0 ${vars.space.medium}`,
    padding: `${vars.space.small} ${vars.space.medium}`,
    borderLeft: `4px solid ${vars.color.border}`,
    background: vars.color.surface,
  },
  'billStatus',
);

// "Everyone sees the counts…" under the tabs, with the link to what happens to a stance.
export const explainer = style(
  { marginTop: vars.space.xlarge, fontSize: vars.fontSize.small, color: vars.color.textMuted },
  'explainer',
);
