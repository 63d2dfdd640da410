/**
 * Resolves when every stylesheet linked from the page has loaded (or failed), and makes each
 * apply to the screen. The build links them as non-blocking (app/build/nonBlockingStyles.ts), so
 * the boot frame paints at once; the app's first render waits here so it never shows unstyled.
 */
export function stylesheetsLoaded(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          const apply = () => {
            link.media = 'all';
            resolve();
          };
          if (link.sheet) apply();
          else {
            link.addEventListener('load', apply, { once: true });
            link.addEventListener('error', () => resolve(), { once: true });
          }
        }),
    ),
  ).then(() => undefined);
}
