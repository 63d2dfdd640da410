import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_PASSWORD, MOCK_PAY_PASSWORD, scenarios } from '@shop/api/mocks';
import { PATHS } from '../../../routes/paths';
import { everyLocale, playScreen, storyT } from '../../../storybook/storyT';
import PayPasswordPage from './PayPasswordPage';
import { failedStory, loadingStory } from '../../../storybook/screenStates';

/**
 * The 6-digit payment password: set the first one (login password, then the PIN twice) or change
 * it (old PIN, new PIN twice). Afterwards the buyer goes to `?redirect=` or back.
 */
const meta = {
  title: 'Screens/Me/User/PayPassword',
  component: PayPasswordPage,
  parameters: { screen: { route: PATHS.payPassword, session: 'buyer' } },
} satisfies Meta<typeof PayPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The PIN pad at a step, found by its prompt. */
const pinPad = (context: StoryContext, key: string) =>
  within(context.canvasElement).findByRole('group', { name: storyT(context)(key) });

/** The pad's field, which takes typed digits. */
const pinStep = async (context: StoryContext, key: string) =>
  (await pinPad(context, key)).querySelector<HTMLInputElement>('input[type="password"]')!;

const enterPin = async (context: StoryContext, key: string, pin: string) => {
  const field = await pinStep(context, key);
  await userEvent.type(field, pin);
  return field;
};

/** A payment password is set already: changing it starts with the old one. */
export const Change: Story = everyLocale(async (context) => {
  const { canvas, t } = context;
  await expect(await canvas.findByRole('heading', { name: t('pages.payPassword.changeHeading') })).toBeInTheDocument();
  await expect(await pinStep(context, 'pages.payPassword.enterOld')).toBeInTheDocument();
  await expect(canvas.getByText(t('pages.payPassword.step', { step: 1, total: 3 }))).toBeInTheDocument();
});

/** None yet: setting the first one starts with the login password. */
export const SetFirst: Story = {
  beforeEach: ({ msw }) => msw.use(...scenarios.payPasswordNotSet),
  play: playScreen(async ({ canvas, t }) => {
    await expect(await canvas.findByRole('heading', { name: t('pages.payPassword.setHeading') })).toBeInTheDocument();
    await expect(canvas.getByLabelText(t('pages.payPassword.loginPassword'))).toBeInTheDocument();
  }),
};

export const Loading: Story = loadingStory();

export const Failed: Story = failedStory();

/** Set from the pay screen: a repeat that differs is refused; a matching one saves and goes back there. */
export const SetMismatchThenSaved: Story = {
  parameters: {
    screen: { route: `${PATHS.payPassword}?redirect=${encodeURIComponent(`${PATHS.orderPay}?id=1001`)}`, session: 'buyer' },
    visual: { disable: 'ends on the pay route (the navigated-to marker); SetFirst shows the first step' },
  },
  beforeEach: ({ msw }) => msw.use(...scenarios.payPasswordNotSet),
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    await userEvent.type(await canvas.findByLabelText(t('pages.payPassword.loginPassword')), MOCK_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: t('common.next') }));

    await enterPin(context, 'pages.payPassword.enterNew', '135790');
    await enterPin(context, 'pages.payPassword.confirm', '135791');
    // Back to the new PIN, with the reason.
    const pad = await pinPad(context, 'pages.payPassword.enterNew');
    await expect(await within(pad).findByRole('alert')).toHaveTextContent(t('messages.passwordMismatch'));
    await waitFor(() => expect(pad.querySelector('input')).toHaveValue(''));

    await enterPin(context, 'pages.payPassword.enterNew', '135790');
    await enterPin(context, 'pages.payPassword.confirm', '135790');
    await waitFor(async () => expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(`${PATHS.orderPay}?id=1001`));
    await expect(await within(document.body).findByText(t('pages.payPassword.saved'))).toBeInTheDocument();
  }),
};

/** Changing: a wrong old PIN is refused with the attempts left; the right one saves. */
export const ChangeWrongOldThenSaved: Story = {
  parameters: { visual: { disable: 'ends on the account route (the navigated-to marker); Change shows the page' } },
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    await enterPin(context, 'pages.payPassword.enterOld', '111111');
    await enterPin(context, 'pages.payPassword.enterNew', '246802');
    await enterPin(context, 'pages.payPassword.confirm', '246802');
    const pad = await pinPad(context, 'pages.payPassword.enterOld');
    await expect(await within(pad).findByRole('alert')).toHaveTextContent(t('errors.payPasswordWrong', { attemptsLeft: 4 }));

    await enterPin(context, 'pages.payPassword.enterOld', MOCK_PAY_PASSWORD);
    await enterPin(context, 'pages.payPassword.enterNew', '246802');
    await enterPin(context, 'pages.payPassword.confirm', '246802');
    await waitFor(async () => expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(PATHS.me));
  }),
};
