import { style } from '@vanilla-extract/css';
import { atLeast } from '../../theme/media';
import { vars } from '../../theme/vars.css';

export const landing = style(
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.large,
    paddingTop: vars.space.xlarge,
    textAlign: 'center',
    '@media': { [atLeast.mobile]: { paddingTop: vars.space.xxlarge, gap: vars.space.xlarge } },
  },
  'landing',
);

export const title = style(
  {
    fontSize: vars.fontSize.hero,
    lineHeight: vars.lineHeight.tight,
  },
  'title',
);

export const tagline = style({ fontSize: vars.fontSize.large, color: vars.color.textMuted }, 'tagline');

export const prompt = style({ display: 'grid', gap: vars.space.xsmall }, 'prompt');

export const greeting = style({ fontWeight: vars.fontWeight.bold }, 'greeting');

export const buttons = style({ display: 'grid', gap: vars.space.medium }, 'buttons');

// The two secondary buttons sit side by side from 740 px (docs/product/screens.md#landing).
export const secondary = style(
  {
    display: 'grid',
    gap: vars.space.medium,
    '@media': { [atLeast.landingButtonsRow]: { gridTemplateColumns: '1fr 1fr' } },
  },
  'secondary',
);

export const notice = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted }, 'notice');
