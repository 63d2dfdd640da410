import type { Plugin } from 'vite';

/**
 * Lets the built page paint its static boot frame (inline styles in index.html) without waiting
 * for the app's stylesheets: each `<link rel="stylesheet">` Vite writes into index.html loads as
 * `media="print"` (which does not block rendering); a `rel="preload"` beside it keeps the download
 * at high priority (print sheets are fetched last). Nothing styled by them is on screen before
 * React's first render, and `main.tsx` waits for every stylesheet (`stylesheetsLoaded`), which
 * switches each to `all`, before that render. Not an `onload` attribute: the server's
 * Content-Security-Policy runs no inline event handlers. Same files, same order, so the cascade
 * and Vite's de-duplication of chunk stylesheets are unchanged.
 */
export function nonBlockingStyles(): Plugin {
  return {
    name: 'shop:non-blocking-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<link rel="stylesheet"([^>]*?)>/g, (tag, attributes: string) =>
          attributes.includes('media=')
            ? tag
            : `<link rel="preload" as="style"${attributes}>\n    <link rel="stylesheet"${attributes} media="print">`,
        ),
    },
  };
}
