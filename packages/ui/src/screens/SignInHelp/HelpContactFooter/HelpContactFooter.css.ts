import { style } from '@vanilla-extract/css';
import { atLeast } from '../../../theme/media';
import { vars } from '../../../theme/vars.css';

export const footer = style(
  {
    width: `min(${vars.layout.contentWidth}, calc(100vw - ${vars.layout.viewportGutter}))`,
    margin: '0 auto',
    padding: `${vars.space.large} 0 ${vars.layout.pageMarginMobile}`,
    borderTop: `1px solid ${vars.color.borderSubtle}`,
    color: vars.color.textMuted,
    '@media': { [atLeast.mobile]: { paddingBottom: vars.layout.pageMarginWide } },
  },
  'footer',
);

export const heading = style(
  { fontSize: vars.fontSize.body, color: vars.color.text, marginBottom: vars.space.xsmall },
  'heading',
);

export const lines = style({ display: 'grid', gap: vars.space.xsmall }, 'lines');
