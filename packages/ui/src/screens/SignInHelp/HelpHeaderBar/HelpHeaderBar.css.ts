import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

// BACK on its own line, then the summary with its edit and clear links.
export const bar = style(
  {
    display: 'grid',
    justifyItems: 'start',
    gap: vars.space.medium,
    paddingBottom: vars.space.large,
    marginBottom: vars.space.large,
    borderBottom: `1px solid ${vars.color.borderSubtle}`,
  },
  'bar',
);

export const summary = style(
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    gap: `${vars.space.xsmall} ${vars.space.medium}`,
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
  'summary',
);

export const summaryText = style({ fontWeight: vars.fontWeight.bold }, 'summaryText');

// 24 px minimum target size (WCAG 2.5.8).
export const action = style({ minHeight: '24px', minWidth: '24px' }, 'action');

export const actions = style({ display: 'inline-flex', gap: vars.space.medium }, 'actions');
