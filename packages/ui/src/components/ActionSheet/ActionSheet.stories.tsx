import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ActionSheet, type ActionSheetProps } from './ActionSheet';

/**
 * A bottom sheet of actions with a separate Cancel row. Opens as a modal: focus goes to the sheet,
 * Tab stays inside, Escape or the overlay cancels.
 */
const meta = {
  title: 'Kit/ActionSheet',
  component: ActionSheet,
  args: { actions: [], cancelLabel: '', onAction: fn(), onCancel: fn() },
  argTypes: {
    actions: { control: false },
    cancelLabel: { control: false },
    title: { control: false },
  },
} satisfies Meta<typeof ActionSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

function Demo({ withTitle = true, ...args }: Partial<ActionSheetProps> & { withTitle?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const actions = args.actions?.length
    ? args.actions
    : [
        { key: 'camera', label: t('kit.actionSheet.takePhoto') },
        { key: 'album', label: t('kit.actionSheet.chooseFromAlbum') },
        { key: 'save', label: t('kit.actionSheet.saveImage'), isDisabled: true },
        { key: 'report', label: t('kit.actionSheet.report'), tone: 'danger' as const },
      ];
  return (
    <div style={{ padding: 16 }}>
      <Button onPress={() => setOpen(true)}>{t('kit.actionSheet.photoTitle')}</Button>
      <ActionSheet
        {...args}
        title={withTitle ? t('kit.actionSheet.photoTitle') : undefined}
        aria-label={t('kit.actionSheet.photoTitle')}
        actions={actions}
        cancelLabel={t('common.cancel')}
        isOpen={open}
        onOpenChange={setOpen}
      />
    </div>
  );
}

const render: Story['render'] = (args) => <Demo {...args} />;

export const Default: Story = {
  render,
  play: async () => {
    const sheet = await screen.findByRole('dialog');
    await expect(sheet).toHaveAccessibleName();
    const buttons = within(sheet).getAllByRole('button');
    // Four actions and Cancel; the disabled one is out of the tab order.
    await expect(buttons).toHaveLength(5);
    await expect(buttons[2]).toBeDisabled();
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(sheet.contains(document.activeElement)).toBe(true);
    }
  },
};

/** Choosing an action reports its key and closes; Escape after reopening cancels. */
export const ChooseAction: Story = {
  render,
  play: async ({ args, canvas }) => {
    const sheet = await screen.findByRole('dialog');
    const buttons = within(sheet).getAllByRole('button');
    await userEvent.click(buttons[1]!);
    await expect(args.onAction).toHaveBeenCalledWith('album');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Reopen from the trigger; Escape cancels and focus goes back to it.
    const trigger = canvas.getByRole('button');
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The Cancel row closes it and reports a cancel. */
export const Cancel: Story = {
  render,
  play: async ({ args }) => {
    const sheet = await screen.findByRole('dialog');
    await userEvent.click(within(sheet).getAllByRole('button').at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** Without a visible title the sheet is named by `aria-label`. */
export const WithoutTitle: Story = {
  render: (args) => <Demo {...args} withTitle={false} />,
  play: async () => {
    await expect(await screen.findByRole('dialog')).toHaveAccessibleName();
  },
};

/** Actions with a second line, and long labels that wrap. */
export const WithDescriptions: Story = {
  render: (args) => <WithDescriptionsDemo {...args} />,
};

function WithDescriptionsDemo(args: Partial<ActionSheetProps>) {
  const { t } = useTranslation();
  return (
    <Demo
      {...args}
      actions={[
        {
          key: 'support',
          label: t('common.contactSupport'),
          description: t('kit.notify.newMessage'),
        },
        { key: 'share', label: t('common.share'), description: t('kit.popup.shippingBody') },
        { key: 'delete', label: t('common.delete'), tone: 'danger' },
      ]}
    />
  );
}
