import { REVIEW_LOCALES, STORY_LOCALES } from '../../../.storybook/locales';

/** What a story may say about the visual run, as `parameters.visual`. */
export interface VisualParameters {
  /** More locales than the review set: a list, or 'all' (the 15 languages and pseudo). */
  locales?: readonly string[] | 'all';
  /** Leave the story out of the run; give the reason as the value (it is printed). */
  disable?: boolean | string;
}

/** A story as the preview describes it (only what the run needs). */
export interface StoryInfo {
  id: string;
  title: string;
  name: string;
  visual: VisualParameters;
  /** The `locale` globals of the story's Chromatic modes, so the two tools agree by default. */
  chromaticLocales: string[];
  chromaticDisabled: boolean;
  /**
   * In a screen story, the toast types that leave after the kit's duration, those
   * `parameters.screen.toastDuration` does not hold with 0. Its picture must not end on one: whether
   * the toast is still there when the shot is taken depends on how loaded the machine is.
   */
  toastsThatLeave: string[];
}

export interface PlannedStory extends StoryInfo {
  /** English first: every other locale's overflow findings are compared with it. */
  locales: string[];
}

export const ALL_LOCALES: readonly string[] = STORY_LOCALES;
export const REVIEW: readonly string[] = REVIEW_LOCALES;

/**
 * The locales a story is captured in: at least the review set (en, ar, th, ja, de, hi, pseudo),
 * plus whatever `parameters.visual.locales` asks for, or else whatever its Chromatic modes name.
 * Unknown locale names are an error, not silently dropped.
 */
export function localesFor(story: StoryInfo): string[] {
  const requested = story.visual.locales ?? story.chromaticLocales;
  const extra = requested === 'all' ? ALL_LOCALES : requested;
  const unknown = extra.filter((l) => !ALL_LOCALES.includes(l));
  if (unknown.length > 0) {
    throw new Error(`${story.id}: parameters.visual.locales names unknown locales: ${unknown.join(', ')}`);
  }
  const wanted = new Set([...REVIEW, ...extra]);
  return ALL_LOCALES.filter((l) => wanted.has(l)).sort((a, b) => Number(b === 'en') - Number(a === 'en'));
}

const TOAST_TYPES = ['info', 'success', 'error'] as const;

/** The toast types a screen story's `toastDuration` (a number, or one per type) does not hold. */
export function toastsThatLeave(screen: { toastDuration?: number | Record<string, number> } | undefined): string[] {
  if (!screen) return [];
  const duration = screen.toastDuration;
  return TOAST_TYPES.filter((type) => (typeof duration === 'number' ? duration : duration?.[type]) !== 0);
}

/** Stories whose picture ended on a toast that leaves by itself, each with what to do about it. */
export function passingToastProblems(ids: Iterable<string>): string[] {
  return [...new Set(ids)].map(
    (id) =>
      `${id}: the picture ends on a toast that leaves after 2 s, so a slow machine may shoot it without; ` +
      `set parameters.screen.toastDuration to 0 to hold it, or leave the picture out`,
  );
}

export function isDisabled(story: StoryInfo): boolean {
  return Boolean(story.visual.disable) || story.chromaticDisabled;
}

/**
 * Screens (titles `Screens/...`) must show their main state in every language: at least one story
 * per screen captured in all locales. Returns one message per screen that has none.
 */
export function screensMissingAllLocales(planned: PlannedStory[]): string[] {
  const byTitle = new Map<string, PlannedStory[]>();
  for (const story of planned) {
    if (!story.title.startsWith('Screens/')) continue;
    byTitle.set(story.title, [...(byTitle.get(story.title) ?? []), story]);
  }
  return [...byTitle]
    .filter(([, stories]) => !stories.some((s) => s.locales.length === ALL_LOCALES.length))
    .map(
      ([title]) =>
        `${title}: no story is captured in all ${ALL_LOCALES.length} locales; give its main state parameters: { visual: { locales: 'all' } }`,
    );
}

/** Picks the stories to run: every story, or those whose id contains one of the filters. */
export function plan(stories: StoryInfo[], filters: string[]): { planned: PlannedStory[]; disabled: StoryInfo[] } {
  const selected = filters.length === 0 ? stories : stories.filter((s) => filters.some((f) => s.id.includes(f)));
  return {
    planned: selected.filter((s) => !isDisabled(s)).map((s) => ({ ...s, locales: localesFor(s) })),
    disabled: selected.filter(isDisabled),
  };
}
