import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  applications,
  mockState,
  override,
  refusedWith,
  SAMPLE_PNG,
  scenarios,
} from '@shop/api/mocks';
import { PATHS } from '../../../routes/paths';
import { everyLocale, playScreen, storyT } from '../../../storybook/storyT';
import ApplyStorePage from './ApplyStorePage';
import { failedStory, loadingStory } from '../../../storybook/screenStates';

/**
 * Applying for a store, driven by the domain's store-application machine from the server's stored
 * application: the invitation, the form (validated as the server does), under review, rejected with
 * the reviewer's reason (and the form again, filled with the last values), approved (on to the
 * store centre).
 */
const meta = {
  title: 'Screens/Me/Store/ApplyStore',
  component: ApplyStorePage,
  parameters: { screen: { route: PATHS.applyStore, session: 'buyer' } },
  beforeEach: ({ msw }) => msw.use(...scenarios.applicationNone),
} satisfies Meta<typeof ApplyStorePage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const field = (context: Context, key: string) =>
  within(context.canvasElement).findByRole('textbox', { name: storyT(context)(key) });

const start = async (context: Context) => {
  const t = storyT(context);
  await userEvent.click(
    await within(context.canvasElement).findByRole('button', {
      name: t('pages.merchant.apply.start'),
    }),
  );
  return field(context, 'pages.merchant.fields.storeName');
};

/** Never applied: an invitation to open a store. */
export const Invitation: Story = everyLocale(async ({ canvas, t }) => {
  await expect(
    await canvas.findByText(t('pages.merchant.apply.inviteTitle')),
  ).toBeInTheDocument();
  await expect(
    canvas.getByRole('button', { name: t('pages.merchant.apply.start') }),
  ).toBeEnabled();
});

/** The empty form: the store, its contact and the identity document, each picture with an uploader. */
export const Form: Story = everyLocale(async (context) => {
  const { canvas, t } = context;
  await expect(await start(context)).toHaveValue('');
  for (const key of ['frontPhoto', 'backPhoto', 'handPhoto', 'logo', 'banner']) {
    await expect(
      canvas.getByRole('group', { name: t(`pages.merchant.fields.${key}`) }),
    ).toBeInTheDocument();
  }
  await expect(
    canvas.getByRole('button', { name: t('pages.merchant.apply.submit') }),
  ).toBeEnabled();
});

/** Sending an empty form: the server's rules beside each field, focus on the first, nothing sent. */
export const ValidationMessages: Story = {
  parameters: { visual: { locales: ['en', 'ar'] } },
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    const name = await start(context);
    await userEvent.click(canvas.getByRole('button', { name: t('pages.merchant.apply.submit') }));
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(await field(context, 'pages.merchant.fields.certificateNumber')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(
      canvas.getByRole('group', { name: t('pages.merchant.fields.frontPhoto') }),
    ).toHaveAccessibleDescription(t('validation.uploadRequired'));
    // The optional hand-held photo asks for nothing.
    await expect(
      canvas.getByRole('group', { name: t('pages.merchant.fields.handPhoto') }),
    ).not.toHaveAccessibleDescription(t('validation.uploadRequired'));
    await expect(mockState.data.application.status).toBe(applications.none.status);
  }),
};

/** Sent: the reviewer's queue has it. */
export const UnderReview: Story = {
  parameters: { visual: { locales: 'all' } },
  beforeEach: ({ msw }) => msw.use(...scenarios.applicationPending),
  play: playScreen(async ({ canvas, t }) => {
    await expect(
      await canvas.findByText(t('pages.merchant.apply.reviewTitle')),
    ).toBeInTheDocument();
    await expect(
      canvas.queryByRole('button', { name: t('pages.merchant.apply.submit') }),
    ).toBeNull();
  }),
};

/** Refused: the reviewer's reason, and a new application. */
export const Rejected: Story = {
  parameters: { visual: { locales: 'all' } },
  beforeEach: ({ msw }) => msw.use(...scenarios.applicationRejected),
  play: playScreen(async ({ canvas, t }) => {
    await expect(await canvas.findByText(applications.rejected.reason!)).toBeInTheDocument();
    await expect(
      canvas.getByRole('heading', { name: t('pages.merchant.apply.rejectedTitle') }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: t('pages.merchant.apply.again') }),
    ).toBeEnabled();
  }),
};

/** Applying again: the form comes back with the last values; sending it puts it under review. */
export const Reapply: Story = {
  parameters: {
    visual: { disable: 'a walk through the form; Rejected and UnderReview show its ends' },
  },
  beforeEach: ({ msw }) => msw.use(...scenarios.applicationRejected),
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    await userEvent.click(
      await canvas.findByRole('button', { name: t('pages.merchant.apply.again') }),
    );
    const name = await field(context, 'pages.merchant.fields.storeName');
    await expect(name).toHaveValue(applications.rejected.form!.storeName);
    await userEvent.clear(name);
    await userEvent.type(name, 'Mia Ceramics');
    await userEvent.click(canvas.getByRole('button', { name: t('pages.merchant.apply.submit') }));
    await expect(
      await canvas.findByText(t('pages.merchant.apply.reviewTitle')),
    ).toBeInTheDocument();
    await expect(mockState.data.application.form).toMatchObject({
      storeName: 'Mia Ceramics',
      contactPhone: applications.rejected.form!.contactPhone,
      certificateType: 'idCard',
    });
  }),
};

/** On its way: the button waits and the form stays. */
export const Submitting: Story = {
  parameters: { visual: { locales: ['en', 'ar'] } },
  beforeEach: ({ msw }) =>
    msw.use(
      ...scenarios.applicationRejected,
      override('storeApply', () => applications.pendingReview, { delay: 'infinite' }),
    ),
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    await userEvent.click(
      await canvas.findByRole('button', { name: t('pages.merchant.apply.again') }),
    );
    await field(context, 'pages.merchant.fields.storeName');
    const submit = canvas.getByRole('button', {
      name: (name) => name.includes(t('pages.merchant.apply.submit')),
    });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('data-pending', 'true'));
    await expect(mockState.data.application.status).toBe(applications.none.status);
  }),
};

/** Approved: straight on to the store centre. */
export const Approved: Story = {
  parameters: { visual: { disable: 'ends on the store centre route (the navigated-to marker)' } },
  beforeEach: ({ msw }) => msw.use(...scenarios.applicationApproved),
  play: async (context) => {
    await expect(
      await within(context.canvasElement).findByTestId('navigated-to'),
    ).toHaveTextContent(PATHS.merchant);
  },
};

export const Loading: Story = loadingStory();

export const Failed: Story = failedStory();

const photo = () => new File([SAMPLE_PNG], 'logo.png', { type: 'image/png' });

/** A picture uploads as it is picked; its error goes, and the remove button takes it away again. */
export const UploadsAndRemoves: Story = {
  parameters: {
    visual: { disable: 'an interaction; Form and ValidationMessages show the uploader' },
  },
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    await start(context);
    await userEvent.click(canvas.getByRole('button', { name: t('pages.merchant.apply.submit') }));
    const logo = canvas.getByRole('group', { name: t('pages.merchant.fields.logo') });
    await expect(logo).toHaveAccessibleDescription(t('validation.uploadRequired'));
    await userEvent.upload(logo.querySelector<HTMLInputElement>('input[type="file"]')!, photo());
    const remove = await within(logo).findByRole('button', {
      name: t('kit.uploader.delete', { index: 1 }),
    });
    await waitFor(() =>
      expect(logo).not.toHaveAccessibleDescription(t('validation.uploadRequired')),
    );
    await userEvent.click(remove);
    await waitFor(() =>
      expect(
        within(logo).queryByRole('button', { name: t('kit.uploader.delete', { index: 1 }) }),
      ).toBeNull(),
    );
  }),
};

/** A failed upload says so and offers a retry, which sends the same file again. */
export const UploadRetry: Story = {
  parameters: { screen: { toastDuration: 0 }, visual: { locales: ['en', 'ar'] } },
  beforeEach: ({ msw }) => msw.use(refusedWith('uploadImage', 'internal')),
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    const name = await start(context);
    const logo = canvas.getByRole('group', { name: t('pages.merchant.fields.logo') });
    await userEvent.upload(logo.querySelector<HTMLInputElement>('input[type="file"]')!, photo());
    // The failed tile is the retry button: its name says what happened and what a press does.
    const retry = await within(logo).findByRole('button', {
      name: (name) => name.includes(t('kit.uploader.failed')) && name.includes(t('common.retry')),
    });
    await expect(retry).toBeEnabled();
    // Nothing uploaded, so the form still lacks the logo.
    await userEvent.click(canvas.getByRole('button', { name: t('pages.merchant.apply.submit') }));
    await waitFor(() => expect(logo).toHaveAccessibleDescription(t('validation.uploadRequired')));
    // The refused submit ends by focusing (and so scrolling to) the first field to fix: the picture
    // is taken after that, not at whichever scroll position the effect had reached.
    await waitFor(() => expect(name).toHaveFocus());
  }),
};
