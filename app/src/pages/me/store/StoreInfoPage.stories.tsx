import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { merchantStore, mockState } from '@shop/api/mocks';
import { PATHS } from '../../../routes/paths';
import { everyLocale, playScreen, storyT } from '../../../storybook/storyT';
import StoreInfoPage from './StoreInfoPage';
import { failedStory, loadingStory } from '../../../storybook/screenStates';

/** The store's name, description, logo and banner, checked as the application was, saved back. */
const meta = {
  title: 'Screens/Me/Store/StoreInfo',
  component: StoreInfoPage,
  parameters: { screen: { route: PATHS.storeInfo, session: 'merchant' } },
} satisfies Meta<typeof StoreInfoPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const nameField = (context: Context) =>
  within(context.canvasElement).findByRole('textbox', {
    name: storyT(context)('pages.merchant.fields.storeName'),
  });

export const Loaded: Story = everyLocale(async (context) => {
  const { t } = context;
  await expect(await nameField(context)).toHaveValue(merchantStore.name);
  await expect(
    within(context.canvasElement).getByRole('group', { name: t('pages.merchant.fields.logo') }),
  ).toBeInTheDocument();
});

/** An empty name: the rule's message under it, nothing sent. */
export const ValidationMessages: Story = {
  play: playScreen(async (context) => {
    const { t } = context;
    const name = await nameField(context);
    await userEvent.clear(name);
    await userEvent.click(
      within(context.canvasElement).getByRole('button', { name: t('common.save') }),
    );
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveAccessibleDescription(t('validation.required'));
    await expect(mockState.data.merchantStore.name).toBe(merchantStore.name);
  }),
};

/** A new name saved: back to the store centre. */
export const Saves: Story = {
  parameters: { visual: { disable: 'ends on the store centre route (the navigated-to marker)' } },
  play: playScreen(async (context) => {
    const { t } = context;
    const name = await nameField(context);
    await userEvent.clear(name);
    await userEvent.type(name, 'Sunrise Goods Plus');
    await userEvent.click(
      within(context.canvasElement).getByRole('button', { name: t('common.save') }),
    );
    await expect(
      await within(context.canvasElement).findByTestId('navigated-to'),
    ).toHaveTextContent(PATHS.merchant);
    await expect(mockState.data.merchantStore.name).toBe('Sunrise Goods Plus');
  }),
};

export const Loading: Story = loadingStory();

export const Failed: Story = failedStory({ retry: false });
