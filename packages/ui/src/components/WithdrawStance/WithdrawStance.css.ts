import { style } from '@vanilla-extract/css';
import { centredDialog, dialogScrim } from '../../theme/dialog.css';
import { vars } from '../../theme/vars.css';

export const scrim = dialogScrim;

export const dialog = style([centredDialog, { gap: vars.space.large }], 'dialog');

export const title = style({ fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.tight }, 'title');

export const buttons = style({ display: 'grid', gap: vars.space.medium }, 'buttons');
