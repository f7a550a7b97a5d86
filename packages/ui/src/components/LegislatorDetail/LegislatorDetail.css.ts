import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const detail = style({ display: 'grid', gap: vars.space.medium }, 'detail');

export const facts = style({ display: 'grid', gap: vars.space.medium, margin: 0 }, 'facts');

globalStyle(`${facts} dt`, { fontSize: vars.fontSize.small, color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.fontWeight.bold });

export const source = style({ margin: 0, overflowWrap: 'anywhere' }, 'source');
