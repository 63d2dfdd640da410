import { useTranslation } from 'react-i18next';

/** Realistic copy for stories: a dictionary key rendered in the toolbar's locale. */
export function T({ k, count }: { k: string; count?: number }) {
  const { t } = useTranslation();
  return <>{count === undefined ? t(k) : t(k, { count })}</>;
}

/**
 * Waits for the next frame. Between synthetic pointer events a story gives React the frame a
 * finger would: outside Vitest's act() (Storybook itself, the visual run) state set by one event
 * is rendered only then, and the next event's handler would still see the old state.
 */
export const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
