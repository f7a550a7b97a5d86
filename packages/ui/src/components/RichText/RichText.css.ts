import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const richText = style(
  { display: 'flex', flexDirection: 'column', gap: vars.space.medium, lineHeight: vars.lineHeight.body },
  'richText',
);

globalStyle(`${richText} :is(h2, h3, h4, h5, h6)`, {
  lineHeight: vars.lineHeight.tight,
  marginTop: vars.space.small,
});
globalStyle(`${richText} h2`, { fontSize: vars.fontSize.large });
globalStyle(`${richText} :is(h3, h4, h5, h6)`, { fontSize: vars.fontSize.body });
globalStyle(`${richText} :is(ul, ol)`, {
  paddingLeft: vars.space.xlarge,
  display: 'grid',
  gap: vars.space.xsmall,
});
globalStyle(`${richText} blockquote`, {
  margin: 0,
  paddingLeft: vars.space.large,
  borderLeft: `4px solid ${vars.color.borderSubtle}`,
  color: vars.color.textMuted,
});
globalStyle(`${richText} code`, {
  fontFamily: 'ui-monospace, "DejaVu Sans Mono", monospace',
  fontSize: '0.95em',
  background: vars.color.surface,
  padding: `0 ${vars.space.xxsmall}`,
});
globalStyle(`${richText} hr`, {
  border: 0,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  width: '100%',
});
