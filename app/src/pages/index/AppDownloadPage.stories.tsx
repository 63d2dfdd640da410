import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appInfo } from '@shop/api/mocks';
import { PATHS } from '../../routes/paths';
import { everyLocale } from '../../storybook/storyT';
import AppDownloadPage from './AppDownloadPage';
import { failedStory } from '../../storybook/screenStates';

/** App download: the current version and its download link. */
const meta = {
  title: 'Screens/Index/App download',
  component: AppDownloadPage,
  parameters: { screen: { route: PATHS.appDownload } },
} satisfies Meta<typeof AppDownloadPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = everyLocale(async (context) => {
  const { t } = context;
  await expect(
    await within(context.canvasElement).findByText(
      t('pages.appDownload.version', { version: appInfo.version, code: appInfo.versionCode }),
    ),
  ).toBeInTheDocument();
});

export const Failed: Story = failedStory({ text: 'messages.loadFailed', retry: false });
