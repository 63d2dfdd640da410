import { style } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

export const inline = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  color: vars.color.textSecondary,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
});

export const vertical = style({ flexDirection: 'column' });

export const spinner = style({ fontSize: '20px', color: vars.color.accent });
export const spinnerLarge = style({ fontSize: '32px' });

/** Fills the page's 400px column (not a modal: the page's own chrome stays usable). */
export const fullPage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '100%',
  maxInlineSize: vars.layout.maxWidth,
  marginInline: 'auto',
  minBlockSize: `calc(100dvh - ${vars.layout.navBarHeight})`,
  padding: vars.space.xl,
});
