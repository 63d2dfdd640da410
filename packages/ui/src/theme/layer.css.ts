import {
  globalLayer,
  globalStyle as globalStyleUnlayered,
  style as styleUnlayered,
  styleVariants as styleVariantsUnlayered,
  type ComplexStyleRule,
  type GlobalStyleRule,
  type StyleRule,
} from '@vanilla-extract/css';

/**
 * The one cascade layer all of the kit's styles live in, declared by the kit itself. An app's own
 * rules are unlayered, and unlayered rules beat layered ones by definition: a page's style always
 * wins over the kit's, whatever order the stylesheets arrive in (a small shared chunk's styles
 * copied into a second page once appended the kit's `Image` width after the order page's 72px
 * thumbnail rule). No app needs to know the layer exists.
 *
 * The kit's stylesheets take `style`, `styleVariants` and `globalStyle` from here, never from
 * `@vanilla-extract/css` (`pnpm lint` holds it).
 */
export const kitLayer = globalLayer('kit');

/** The kit's atoms (atoms.css.ts): after the components' layer, so an atom beats a component's default. */
export const atomsLayer = globalLayer('kit-atoms');

const inKitLayer = (rule: StyleRule): StyleRule => ({ '@layer': { [kitLayer]: rule } });

function layered(rule: ComplexStyleRule): ComplexStyleRule {
  if (typeof rule === 'string') return rule;
  if (Array.isArray(rule)) return rule.map((part) => layered(part as ComplexStyleRule)) as ComplexStyleRule;
  return inKitLayer(rule as StyleRule);
}

export function style(rule: ComplexStyleRule, debugId?: string): string {
  return styleUnlayered(layered(rule), debugId);
}

export function styleVariants<Key extends string | number>(
  variants: Record<Key, ComplexStyleRule>,
  debugId?: string,
): Record<Key, string>;
export function styleVariants<Data extends Record<string | number, unknown>, Key extends keyof Data>(
  data: Data,
  map: (value: Data[Key], key: Key) => ComplexStyleRule,
  debugId?: string,
): Record<Key, string>;
export function styleVariants(variantsOrData: Record<string, unknown>, mapOrDebugId?: unknown, debugId?: string): Record<string, string> {
  if (typeof mapOrDebugId === 'function') {
    const map = mapOrDebugId as (value: unknown, key: string) => ComplexStyleRule;
    return styleVariantsUnlayered(variantsOrData, (value, key) => layered(map(value, key as string)), debugId);
  }
  return styleVariantsUnlayered(variantsOrData as Record<string, ComplexStyleRule>, (rule) => layered(rule), mapOrDebugId as string | undefined);
}

export function globalStyle(selector: string, rule: GlobalStyleRule): void {
  globalStyleUnlayered(selector, { '@layer': { [kitLayer]: rule } });
}
