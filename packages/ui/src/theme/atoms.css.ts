import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { atomsLayer } from './layer.css';

const space = { ...vars.space, auto: 'auto' };
const size = { '0': '0', full: '100%' };

/**
 * The layout and type atoms an app's stylesheet composes instead of restating them: a style that
 * is only "a grid with a small gap on the surface" is one `atoms({...})` call, and what is its own
 * (a grid template, a gradient, a state) stays a `style([atoms({...}), {...}])` beside it.
 *
 * Stylesheets import them from `@shop/ui/atoms`, an entry of its own that no component imports:
 * the classes are settled when the CSS is built, and sprinkles' runtime stays out of the bundle.
 *
 * Why atoms in stylesheets rather than `Box`/`Stack` components: the screens keep their elements
 * (a `ul` stays a `ul`, a link a link) and nothing is added at run time; the class list is settled
 * when the CSS is built.
 *
 * Their layer comes after the kit's components and before the app's own rules, so an atom wins
 * over a component's default (as the app's rule it replaces did) and a page's own rule still wins
 * over an atom. Longhands come after their shorthand (`paddingInline` after `padding`), so the
 * later one wins as it did when both stood in one rule.
 */
const properties = defineProperties({
  '@layer': atomsLayer,
  properties: {
    position: ['relative'],
    display: ['none', 'block', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    flex: { fill: '1 1 auto', one: '1' },
    flexShrink: ['0'],
    alignItems: ['center', 'baseline', 'flex-start', 'flex-end', 'start', 'end', 'stretch'],
    justifyContent: ['center', 'space-between', 'flex-start', 'flex-end', 'start', 'end'],
    justifyItems: ['center', 'start', 'stretch'],
    gap: vars.space,
    margin: space,
    marginInline: space,
    marginBlock: space,
    marginBlockStart: space,
    marginBlockEnd: space,
    padding: vars.space,
    paddingInline: vars.space,
    paddingBlock: vars.space,
    paddingBlockStart: vars.space,
    paddingBlockEnd: vars.space,
    inlineSize: size,
    minInlineSize: size,
    maxInlineSize: size,
    minBlockSize: { touchTarget: vars.layout.touchTarget },
    borderRadius: vars.radius,
    background: { ...vars.color, none: 'none' },
    color: vars.color,
    fontSize: vars.font.size,
    fontWeight: vars.font.weight,
    lineHeight: vars.font.lineHeight,
    textAlign: ['start', 'center', 'end'],
    textDecoration: ['none'],
    overflow: ['hidden'],
    overflowWrap: ['break-word', 'anywhere'],
    whiteSpace: ['nowrap'],
    listStyle: ['none'],
    cursor: ['pointer'],
    fontVariantNumeric: ['tabular-nums'],
  },
});

export const atoms = createSprinkles(properties);

export type Atoms = Parameters<typeof atoms>[0];
