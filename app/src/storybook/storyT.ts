import type { StoryContext } from '@storybook/react-vite';
import type { i18n, TFunction } from 'i18next';

/** The story's own translator, so play tests find controls by their names in any locale. */
export function storyT(context: { loaded: Record<string, unknown> }): TFunction {
  return (context.loaded.i18n as i18n).t;
}

/** A play's context with the story's translator beside Storybook's own `canvas`. */
export type ScreenPlayContext<TArgs> = StoryContext<TArgs> & { t: TFunction };

/**
 * A screen story's play, handed its translator with the rest of Storybook's context: the two
 * lines every screen's play began with (the translator, the canvas) are said once here.
 */
export function playScreen<TArgs>(play: (context: ScreenPlayContext<TArgs>) => Promise<void>) {
  return (context: StoryContext<TArgs>) => play(Object.assign(context, { t: storyT(context) }));
}

/**
 * A screen's main state, the one reviewers read in every language: the visual run shoots it in
 * all 15 languages and the pseudo-locale (the screen's other stories only in the review set).
 */
export function everyLocale<TArgs>(play: (context: ScreenPlayContext<TArgs>) => Promise<void>) {
  return { parameters: { visual: { locales: 'all' as const } }, play: playScreen(play) };
}
