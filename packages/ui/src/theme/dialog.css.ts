import { style } from '@vanilla-extract/css';
import { vars } from './vars.css';

// A small dialog in the middle of the window over a dimmed page: the stance success dialog and
// the withdraw confirm step.

export const dialogScrim = style(
  { position: 'fixed', inset: 0, background: vars.color.scrim, zIndex: vars.zIndex.dialog },
  'dialogScrim',
);

export const centredDialog = style(
  {
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    width: `min(440px, calc(100vw - ${vars.layout.viewportGutter}))`,
    maxHeight: 'calc(100dvh - 32px)',
    overflowY: 'auto',
    zIndex: vars.zIndex.dialog,
    display: 'grid',
    padding: vars.space.xlarge,
    borderRadius: vars.radius.medium,
    background: vars.color.background,
    boxShadow: vars.shadow.card,
  },
  'centredDialog',
);
