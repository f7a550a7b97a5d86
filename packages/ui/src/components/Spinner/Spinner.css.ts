import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrapper = style(
  { display: 'inline-flex', alignItems: 'center', gap: vars.space.small },
  'wrapper',
);

export const circle = style(
  {
    width: '1.5em',
    height: '1.5em',
    borderRadius: vars.radius.round,
    border: `3px solid ${vars.color.borderSubtle}`,
    borderTopColor: vars.color.text,
    animation: `${spin} 0.9s linear infinite`,
    '@media': {
      // Still shows "busy" without motion (WCAG 2.3.3).
      '(prefers-reduced-motion: reduce)': { animationDuration: '3s' },
    },
  },
  'circle',
);
