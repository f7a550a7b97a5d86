import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const state = style(
  {
    display: 'grid',
    gap: vars.space.small,
    padding: vars.space.large,
    border: `1px solid ${vars.color.borderSubtle}`,
    borderRadius: vars.radius.medium,
  },
  'state',
);

export const stateName = style({ fontSize: vars.fontSize.large }, 'stateName');

export const panels = style(
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.small },
  'panels',
);

// 24 px minimum target (WCAG 2.5.8).
export const panelLink = style({ minHeight: '24px', textAlign: 'left' }, 'panelLink');
