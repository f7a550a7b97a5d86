import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// 24 px visible icon inside a 32 px target (WCAG 2.5.8 minimum 24 px).
export const infoButton = style(
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '32px',
    height: '32px',
    padding: 0,
    border: 0,
    borderRadius: vars.radius.round,
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    verticalAlign: 'middle',
    selectors: { '&:hover': { color: vars.color.text, background: vars.color.surface } },
  },
  'infoButton',
);
