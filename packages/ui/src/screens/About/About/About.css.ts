import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const stack = style({ display: 'grid', gap: vars.space.xlarge }, 'stack');

export const title = style({ fontSize: vars.fontSize.title, lineHeight: vars.lineHeight.tight }, 'title');

export const section = style({ display: 'grid', gap: vars.space.medium }, 'section');
