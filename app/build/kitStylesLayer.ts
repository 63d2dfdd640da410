import type { Plugin } from 'vite';

/** The one cascade layer the kit's styles live in. */
export const KIT_LAYER = 'kit';

const KIT_STYLESHEET = /\/packages\/ui\/src\/.*\.css\.ts\.vanilla\.css$/;

/**
 * Puts every stylesheet of the kit (`@shop/ui`) into the cascade layer `kit`, so a page's own
 * style always beats the kit's, whatever order the stylesheets arrive in. Without it the order
 * decided: the build copies a small shared chunk's styles into each page that uses it, so opening
 * a second page appended the kit's `Image` rule (`inline-size: 100%`) again, after the order
 * page's thumbnail rule (72px), and the thumbnail took the whole row. Unlayered rules win over
 * layered ones by definition, so no page needs to know about the layer.
 *
 * Runs before Vite's own CSS handling (`enforce: 'pre'`), on the virtual `*.css.ts.vanilla.css`
 * modules vanilla-extract emits, in the app's build, in Storybook and in the story tests alike.
 */
export function kitStylesLayer(): Plugin {
  return {
    name: 'shop:kit-styles-layer',
    enforce: 'pre',
    transform(code, id) {
      const [path] = id.split('?');
      if (!KIT_STYLESHEET.test(path!)) return null;
      return { code: `@layer ${KIT_LAYER} {\n${code}\n}\n`, map: null };
    },
  };
}
