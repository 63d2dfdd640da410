import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { T } from '../../../../../.storybook/story-helpers';
import { Button } from '../Button';
import { ConfirmProvider, useConfirm } from './ConfirmProvider';
import { Dialog } from './Dialog';
import { Stack } from '../../storybook/frames';

/**
 * The confirm ("Tip") modal. With a cancel button it is cancellable (Escape cancels); with only a
 * confirm button the user must answer. `useConfirm()` under a `ConfirmProvider` asks the same
 * question imperatively and resolves `true` or `false`.
 */
const meta = {
  title: 'Kit/Dialog',
  component: Dialog,
  args: {
    defaultOpen: true,
    title: <T k="messages.tip" />,
    message: <T k="kit.dialog.cancelOrder" />,
    confirmLabel: <T k="common.confirm" />,
    cancelLabel: <T k="common.cancel" />,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    title: { control: false },
    message: { control: false },
    confirmLabel: { control: false },
    cancelLabel: { control: false },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open for review; focus is trapped between the two answers. */
export const Confirm: Story = {
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName();
    const [cancel, confirm] = within(dialog).getAllByRole('button');
    // Focus is trapped: Tab and Shift+Tab only move between the two answers.
    cancel!.focus();
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(confirm).toHaveFocus();
  },
};

/** Pressing confirm answers once and closes. */
export const ConfirmPress: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Escape cancels a dialog that has a cancel button. */
export const EscapeCancels: Story = {
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A single answer: Escape does not close it. */
export const ConfirmOnly: Story = {
  args: {
    cancelLabel: undefined,
    message: <T k="messages.sessionExpired" />,
    confirmLabel: <T k="common.ok" />,
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button'));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Danger: Story = {
  args: {
    tone: 'danger',
    message: <T k="kit.dialog.deleteAddress" />,
    confirmLabel: <T k="common.delete" />,
  },
};

/** The confirm handler returns a promise: the button is pending, then the dialog closes. */
export const AsyncConfirm: Story = {
  args: {
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 200))),
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getAllByRole('button').at(-1)!;
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** A rejected confirm keeps the dialog open so the user can try again. */
export const FailedConfirm: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('network'))) },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getAllByRole('button').at(-1)).not.toHaveAttribute('aria-disabled'),
    );
  },
};

export const LongText: Story = {
  args: {
    title: <T k="messages.pageLoadFailed" />,
    message: <T k="kit.popup.shippingBody" />,
    confirmLabel: <T k="common.contactSupport" />,
  },
};

function AskToCancel() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [answer, setAnswer] = useState<string>('');
  return (
    <Stack>
      <Button
        onPress={async () => {
          const ok = await confirm({
            title: t('messages.tip'),
            message: t('kit.dialog.cancelOrder'),
            confirmLabel: t('common.confirm'),
            cancelLabel: t('common.cancel'),
          });
          setAnswer(String(ok));
        }}
      >
        {t('common.cancel')}
      </Button>
      <output data-testid="answer">{answer}</output>
    </Stack>
  );
}

/** `useConfirm()` resolves true on confirm, false on Escape, and returns focus to the trigger. */
export const UseConfirm: Story = {
  args: { defaultOpen: false },
  render: () => (
    <ConfirmProvider>
      <AskToCancel />
    </ConfirmProvider>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button');
    await userEvent.click(trigger);
    let dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    await waitFor(() => expect(canvas.getByTestId('answer')).toHaveTextContent('true'));
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    dialog = await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByTestId('answer')).toHaveTextContent('false'));
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};
