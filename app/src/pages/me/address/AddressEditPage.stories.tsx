import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n } from 'i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { addresses, mockState } from '@shop/api/mocks';
import { PATHS } from '../../../routes/paths';
import { playScreen, storyT } from '../../../storybook/storyT';
import { countryName } from '../../../features/address/addressFormat';
import AddressEditPage from './AddressEditPage';
import { failedStory, loadingStory } from '../../../storybook/screenStates';

/**
 * Add or edit a delivery address: the spec's required fields, checked with the domain's rules
 * (errors under each field, in the reader's language); saving goes back where the form came from.
 */
const meta = {
  title: 'Screens/Me/Address/AddressEdit',
  component: AddressEditPage,
  parameters: { screen: { route: PATHS.addressEdit, session: 'buyer' } },
} satisfies Meta<typeof AddressEditPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const [home] = addresses;
const editRoute = `${PATHS.addressEdit}?id=${home!.id}`;

const field = (context: Context, key: string) =>
  within(context.canvasElement).findByRole('textbox', { name: storyT(context)(key) });

const countryButton = (context: Context) =>
  within(context.canvasElement).getByRole('button', { name: (name) => name.startsWith(storyT(context)('pages.address.country')) });

async function chooseCountry(context: Context, code: string) {
  await userEvent.click(countryButton(context));
  const sheet = await within(document.body).findByRole('dialog');
  await userEvent.click(within(sheet).getByRole('option', { name: countryName(code, (context.loaded.i18n as i18n).language) }));
  await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
}

const inlineStart = (element: Element) => {
  const { left, right } = element.getBoundingClientRect();
  return document.dir === 'rtl' ? right : left;
};

/**
 * The form reads as one column of alike fields: the country's label starts where the other labels
 * do, above a box bordered like theirs; and the phone number, left to right in every language,
 * keeps the field's padding from both edges of its box (in Arabic too, where it sits at the left).
 */
async function expectFieldsAlike(context: Context) {
  const t = storyT(context);
  const canvas = within(context.canvasElement);
  const recipient = await field(context, 'pages.address.recipient');
  const recipientLabel = canvas.getByText(t('pages.address.recipient'));
  const countryLabel = canvas.getByText(t('pages.address.country'));
  await expect(Math.abs(inlineStart(countryLabel) - inlineStart(recipientLabel))).toBeLessThan(1);
  const box = getComputedStyle(recipient.parentElement!);
  const country = getComputedStyle(countryButton(context));
  await expect(country.borderTopWidth).toBe(box.borderTopWidth);
  await expect(country.borderTopColor).toBe(box.borderTopColor);
  await expect(country.borderTopLeftRadius).toBe(box.borderTopLeftRadius);

  const phone = await field(context, 'pages.address.phone');
  const inner = phone.getBoundingClientRect();
  const outer = phone.parentElement!.getBoundingClientRect();
  await expect(inner.left - outer.left).toBeGreaterThanOrEqual(8);
  await expect(outer.right - inner.right).toBeGreaterThanOrEqual(8);
}

/** Editing: the saved address, every field filled in. */
export const Loaded: Story = {
  parameters: { visual: { locales: 'all' }, screen: { route: editRoute, session: 'buyer' } },
  play: async (context) => {
    await expect(await field(context, 'pages.address.recipient')).toHaveValue(home!.recipient);
    await expect(await field(context, 'pages.address.postalCode')).toHaveValue(home!.postalCode);
    await expect(countryButton(context)).toHaveTextContent(countryName(home!.country, (context.loaded.i18n as i18n).language));
    await expect(within(context.canvasElement).getByRole('switch')).toBeChecked();
    await expectFieldsAlike(context);
  },
};

export const Loading: Story = loadingStory({ parameters: { screen: { route: editRoute, session: 'buyer' } } });

export const Failed: Story = failedStory({ parameters: { screen: { route: editRoute, session: 'buyer' } } });

/** A malformed `?id=`: the empty state, never a crash. */
export const InvalidId: Story = {
  parameters: { screen: { route: `${PATHS.addressEdit}?id=abc`, session: 'buyer' } },
  play: playScreen(async ({ canvas, t }) => {
    await expect(await canvas.findByText(t('pages.address.invalid'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('routes.addresses') })).toBeInTheDocument();
  }),
};

/** Saving an empty form: an error under each required field, focus on the first. */
export const ValidationErrors: Story = {
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    const recipient = await field(context, 'pages.address.recipient');
    await userEvent.click(canvas.getByRole('button', { name: t('common.save') }));
    await waitFor(() => expect(recipient).toHaveFocus());
    await expect(recipient).toHaveAccessibleDescription(t('validation.required'));
    for (const key of ['pages.address.region', 'pages.address.city', 'pages.address.detail', 'pages.address.postalCode']) {
      await expect(await field(context, key)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(countryButton(context)).toHaveAccessibleDescription(t('validation.chooseOne'));

    // A number that is not a phone number in the chosen country.
    await chooseCountry(context, 'TH');
    const phone = await field(context, 'pages.address.phone');
    await userEvent.type(phone, '12345');
    await expect(phone).toHaveAccessibleDescription(expect.stringContaining(t('validation.phoneInvalid')));
    await expect(mockState.data.addresses).toHaveLength(addresses.length);
  }),
};

/** A new address from confirm order: saved in E.164, then back to the order with it chosen. */
export const SaveReturns: Story = {
  parameters: {
    screen: {
      route: `${PATHS.addressEdit}?choose=1&redirect=${encodeURIComponent(PATHS.orderConfirmCart)}`,
      session: 'buyer',
    },
    visual: { disable: 'ends on the confirm-order route (the navigated-to marker); Loaded shows the form' },
  },
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    await userEvent.type(await field(context, 'pages.address.recipient'), 'Ana Silva');
    await userEvent.type(await field(context, 'pages.address.phone'), '081 234 5678');
    await chooseCountry(context, 'TH');
    await userEvent.type(await field(context, 'pages.address.region'), 'Bangkok');
    await userEvent.type(await field(context, 'pages.address.city'), 'Bang Rak');
    await userEvent.type(await field(context, 'pages.address.detail'), '1 Silom Road');
    await userEvent.type(await field(context, 'pages.address.postalCode'), '10500');
    await userEvent.click(canvas.getByRole('button', { name: t('common.save') }));
    const marker = await canvas.findByTestId('navigated-to');
    const saved = mockState.data.addresses.at(-1)!;
    await expect(saved).toMatchObject({ recipient: 'Ana Silva', phone: '+66812345678', country: 'TH', postalCode: '10500' });
    await expect(marker).toHaveTextContent(`${PATHS.orderConfirmCart}?addressId=${saved.id}`);
  }),
};

/** Editing and saving goes back to the address list. */
export const EditSaves: Story = {
  parameters: {
    screen: { route: editRoute, session: 'buyer' },
    visual: { disable: 'ends on the address list route (the navigated-to marker); Loaded shows the form' },
  },
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    const city = await field(context, 'pages.address.city');
    await userEvent.clear(city);
    await userEvent.type(city, 'Nonthaburi');
    await userEvent.click(canvas.getByRole('button', { name: t('common.save') }));
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(PATHS.addresses);
    await expect(mockState.data.addresses.find((a) => a.id === home!.id)!.city).toBe('Nonthaburi');
  }),
};
