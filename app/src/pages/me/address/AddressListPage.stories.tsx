import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { addresses } from '@shop/api/mocks';
import { PATHS } from '../../../routes/paths';
import { everyLocale, playScreen, storyT } from '../../../storybook/storyT';
import AddressListPage from './AddressListPage';
import { emptyStory, failedStory, loadingStory } from '../../../storybook/screenStates';

/**
 * Delivery addresses, the default first, each shortened to 15 characters: set as default, edit,
 * delete (asks first), add. In choose mode (from confirm order) pressing one picks it.
 */
const meta = {
  title: 'Screens/Me/Address/Addresses',
  component: AddressListPage,
  parameters: { screen: { route: PATHS.addresses, session: 'buyer' } },
} satisfies Meta<typeof AddressListPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const [home, second] = addresses;

const list = (context: Context) =>
  within(context.canvasElement).findByRole('list', { name: storyT(context)('routes.addresses') });

/** The card holding an address, found by the start of its shortened line. */
const cardOf = (container: HTMLElement, detail: string) =>
  [...container.querySelectorAll('[data-truncate]')].find((el) => el.textContent!.startsWith(detail.slice(0, 10)))!.closest('li')!;

export const Loaded: Story = everyLocale(async (context) => {
  const { t } = context;
  const items = within(await list(context)).getAllByRole('listitem');
  await expect(items).toHaveLength(addresses.length);
  // The default comes first, tagged, and has no "set as default".
  await expect(within(items[0]!).getByText(t('pages.address.default'))).toBeInTheDocument();
  await expect(within(items[0]!).queryByRole('button', { name: t('pages.address.setDefault') })).toBeNull();
  await expect(within(items[1]!).getByRole('button', { name: t('pages.address.setDefault') })).toBeInTheDocument();
  // Shortened for the eye: 15 characters and an ellipsis.
  await expect(within(items[0]!).getByText((_, el) => el?.hasAttribute('data-truncate') === true).textContent).toMatch(/…$/);
  await expect(within(items[0]!).getByRole('link', { name: t('common.edit') }).getAttribute('href')).toBe(`${PATHS.addressEdit}?id=${home!.id}`);
});

export const Loading: Story = loadingStory();

export const Empty: Story = emptyStory({ text: 'pages.address.empty', action: 'pages.address.add' });

export const Failed: Story = failedStory();

/** Another address becomes the default: it moves to the top with the tag. */
export const SetDefault: Story = {
  parameters: { screen: { toastDuration: 0 } },
  play: playScreen(async (context) => {
    const { t } = context;
    const body = within(document.body);
    const container = await list(context);
    await userEvent.click(within(cardOf(container, second!.detail)).getByRole('button', { name: t('pages.address.setDefault') }));
    await expect(await body.findByText(t('pages.address.defaultSet'))).toBeInTheDocument();
    await waitFor(() => expect(within(within(container).getAllByRole('listitem')[0]!).getByText(t('pages.address.default'))).toBeInTheDocument());
    await expect(cardOf(container, second!.detail)).toBe(within(container).getAllByRole('listitem')[0]);
  }),
};

/** Delete asks first; confirming removes the address. */
export const Delete: Story = {
  parameters: { screen: { toastDuration: 0 } },
  play: playScreen(async (context) => {
    const { t } = context;
    const body = within(document.body);
    const container = await list(context);
    await userEvent.click(within(cardOf(container, second!.detail)).getByRole('button', { name: t('common.delete') }));
    const dialog = await body.findByRole('alertdialog');
    await expect(within(dialog).getByText(t('kit.dialog.deleteAddress'))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.delete') }));
    await waitFor(() => expect(within(container).getAllByRole('listitem')).toHaveLength(addresses.length - 1));
    await expect(await body.findByText(t('pages.address.deleted'))).toBeInTheDocument();
  }),
};

/** Choose mode: pressing an address goes back to confirm order with it. */
export const Choose: Story = {
  parameters: {
    screen: {
      route: `${PATHS.addresses}?choose=1&redirect=${encodeURIComponent(PATHS.orderConfirmCart)}`,
      session: 'buyer',
    },
    visual: { disable: 'ends on the confirm-order route (the navigated-to marker); Loaded shows the list' },
  },
  play: playScreen(async ({ canvas, t }) => {
    const container = await canvas.findByRole('list', { name: t('pages.address.chooseTitle') });
    const card = cardOf(container, second!.detail);
    await userEvent.click(within(card).getByRole('button', { name: (name) => name.includes(t('pages.address.chooseThis')) }));
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(`${PATHS.orderConfirmCart}?addressId=${second!.id}`);
  }),
};
