import type { StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { scenarios } from '@shop/api/mocks';
import { storyT } from './storyT';

/*
 * The states every screen that loads data has, written once: while the data is on its way, and
 * when it cannot be had. Each screen's story file names them (`export const Loading =
 * loadingStory()`), so Storybook and the story tests show them beside the screen's own states.
 */

type ScreenStory = Pick<StoryObj, 'parameters'>;

/** The screen while its data is on its way: the kit skeleton, announced as busy ("Loading…"). */
export const loadingStory = (story: ScreenStory = {}): StoryObj => ({
  ...story,
  beforeEach: ({ msw }) => msw.use(...scenarios.loading),
  play: async (context) => {
    const text = await within(context.canvasElement).findByText(storyT(context)('common.loading'));
    await expect(text.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
  },
});

/** The screen when its data cannot be had: the kit's error Empty, and (unless told) a retry. */
export const failedStory = (story: ScreenStory & { retry?: false } = {}): StoryObj => {
  const { retry, ...rest } = story;
  return {
    ...rest,
    beforeEach: ({ msw }) => msw.use(...scenarios.errorMessage),
    play: async (context) => {
      const t = storyT(context);
      const canvas = within(context.canvasElement);
      await expect(await canvas.findByText(t('messages.pageLoadFailed'))).toBeInTheDocument();
      if (retry !== false) await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeInTheDocument();
    },
  };
};
