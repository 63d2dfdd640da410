import type { Parameters as StoryParameters, StoryContext } from '@storybook/react-vite';
import type { TFunction } from 'i18next';
import { expect, within } from 'storybook/test';
import { scenarios } from '@shop/api/mocks';
import { storyT } from './storyT';

/** What a story's MSW worker takes: the handlers that answer the screen's calls in this state. */
type Handlers = Parameters<StoryContext['msw']['use']>;

/** A screen story's canvas queries, as `within(canvasElement)` gives them. */
export type Canvas = ReturnType<typeof within>;

/** What a builder's `also` checks after the state's own assertions. */
export type AlsoCheck = (canvas: Canvas, t: TFunction, context: StoryContext) => Promise<void>;

/** The parts of a story the builders fill in; assignable to any screen's `Story`. */
export interface ScreenStateStory {
  parameters?: StoryParameters;
  beforeEach: (context: StoryContext) => void;
  play: (context: StoryContext) => Promise<void>;
}

interface StateOptions {
  /** The story's own parameters (a visual opt-out, another route): as it would write them. */
  parameters?: StoryParameters;
  /**
   * The title of the story that shoots this state for the visual run: the kit skeleton and error
   * Empty look the same on every screen, so one screen's picture stands for the others'.
   */
  shotIn?: string;
  /** The handlers that put the screen in this state; each builder has its usual default. */
  handlers?: Handlers;
  /** Set-up beyond the handlers (stored history, a clock): runs after them in `beforeEach`. */
  setup?: () => void;
  /** Assertions particular to this screen, after the state's own. */
  also?: AlsoCheck;
}

function stateStory(defaults: Handlers, options: StateOptions, check: AlsoCheck): ScreenStateStory {
  const { shotIn, handlers = defaults, setup, also } = options;
  const parameters = shotIn
    ? {
        ...options.parameters,
        visual: {
          disable: `the kit skeleton and error Empty, as on every screen; shot in ${shotIn}`,
        },
      }
    : options.parameters;
  return {
    ...(parameters ? { parameters } : {}),
    beforeEach: ({ msw }) => {
      msw.use(...handlers);
      setup?.();
    },
    play: async (context) => {
      const t = storyT(context);
      const canvas = within(context.canvasElement);
      await check(canvas, t, context);
      await also?.(canvas, t, context);
    },
  };
}

/**
 * Every call stays pending: the page shows the kit skeleton, a busy status region whose only name
 * is the hidden "Loading…" a screen reader hears.
 */
export function loadingStory(options: StateOptions = {}): ScreenStateStory {
  return stateStory(scenarios.loading, options, async (canvas, t) => {
    const text = await canvas.findByText(t('common.loading'));
    await expect(text.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
  });
}

interface EmptyOptions extends StateOptions {
  /** The empty state's message key. */
  text: string;
  /** The key of the button the empty state offers, when it offers one. */
  action?: string;
}

/** Nothing to list (every collection empty by default): the kit Empty with its message and action. */
export function emptyStory({ text, action, ...options }: EmptyOptions): ScreenStateStory {
  return stateStory(scenarios.empty, options, async (canvas, t) => {
    await expect(await canvas.findByText(t(text))).toBeInTheDocument();
    if (action) await expect(canvas.getByRole('button', { name: t(action) })).toBeInTheDocument();
  });
}

interface FailedOptions extends StateOptions {
  /** The error message key; most screens say `messages.pageLoadFailed`. */
  text?: string;
  /** Whether the story asserts the retry button too (its screens offer one). */
  retry?: boolean;
}

/** Every call refused with a server error (500) by default: the error Empty, and a retry. */
export function failedStory({
  text = 'messages.pageLoadFailed',
  retry = true,
  ...options
}: FailedOptions = {}): ScreenStateStory {
  return stateStory(scenarios.errorMessage, options, async (canvas, t) => {
    await expect(await canvas.findByText(t(text))).toBeInTheDocument();
    if (retry)
      await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeInTheDocument();
  });
}
