import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const scrim = style(
  { position: 'fixed', inset: 0, background: vars.color.scrim, zIndex: vars.zIndex.dialog },
  'scrim',
);

export const dialog = style(
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
    gap: vars.space.large,
    padding: vars.space.xlarge,
    borderRadius: vars.radius.medium,
    background: vars.color.background,
    boxShadow: vars.shadow.card,
  },
  'dialog',
);

export const title = style({ fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.tight }, 'title');

export const buttons = style({ display: 'grid', gap: vars.space.medium }, 'buttons');
