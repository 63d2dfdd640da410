import { globalStyle, style, styleVariants } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  columnGap: vars.space.xs,
  lineHeight: vars.font.lineHeight.tight,
});

// Plain inline text, not flex items: the parts must stay one bidi run, so the locale's order
// ("$129.90", "129,90 $", "129.90 $" in Arabic) survives right-to-left pages.
export const current = style({
  display: 'inline',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  unicodeBidi: 'isolate',
});

// The `$` and the fraction are about two thirds of the digits, as shoppers expect.
export const small = style({ fontSize: '0.65em' });

export const digits = style({ fontWeight: vars.font.weight.bold });
export const symbol = style({ fontWeight: vars.font.weight.medium });

/**
 * List sizes use accentText (small accent text must pass 4.5:1); the detail size is large bold
 * text, where the brand accent's 3.47:1 is enough.
 */
export const size = styleVariants({
  sm: { color: vars.color.accentText, fontSize: vars.font.size.title },
  md: { color: vars.color.accentText, fontSize: vars.font.size.price },
  lg: { color: vars.color.accent, fontSize: vars.font.size.priceLarge },
});

// In the large size every part must itself be large text (bold, at least 18.66px) for the
// brand accent to pass, so the `$` and fraction shrink less and stay bold.
globalStyle(`${size.lg} ${small}`, { fontSize: '0.8em', fontWeight: vars.font.weight.bold });

export const original = style({
  color: vars.color.textSecondary,
  fontSize: vars.font.size.caption,
  fontWeight: vars.font.weight.regular,
  textDecoration: 'line-through',
  whiteSpace: 'nowrap',
});
