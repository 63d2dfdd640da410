import type { i18n, TFunction } from 'i18next';

/** The story's own translator, so play tests find controls by their names in any locale. */
export function storyT(context: { loaded: Record<string, unknown> }): TFunction {
  return (context.loaded.i18n as i18n).t;
}
