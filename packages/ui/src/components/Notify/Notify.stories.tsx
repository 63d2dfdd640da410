import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Notify, NotifyProvider, notifyTypes, useNotify, type NotifyType } from './Notify';

/**
 * A banner across the top of the page for 3 s: info, success, warning or error. Errors are
 * announced assertively (`role="alert"`), the others politely (`role="status"`). Apps wrap their
 * root in `NotifyProvider` and call `useNotify().show({ message, type })`.
 */
const meta = {
  title: 'Kit/Notify',
  component: Notify,
  args: { message: '' },
  argTypes: {
    message: { control: false },
    type: { control: 'inline-radio', options: notifyTypes },
  },
  decorators: [
    (Story) => (
      <NotifyProvider>
        <div style={{ padding: 16, paddingBlockStart: 96, display: 'flex', gap: 12 }}>
          <Story />
        </div>
      </NotifyProvider>
    ),
  ],
} satisfies Meta<typeof Notify>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shows one banner on mount and keeps it (duration 0) so the screenshot has it. */
function Persistent({ messageKey, type }: { messageKey: string; type: NotifyType }) {
  const { t } = useTranslation();
  const notify = useNotify();
  useEffect(() => {
    const id = notify.show({ message: t(messageKey), type, duration: 0 });
    return () => notify.hide(id);
  }, [notify, t, messageKey, type]);
  return null;
}

export const Info: Story = {
  render: () => <Persistent messageKey="kit.notify.newMessage" type="info" />,
  play: async () => {
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/\S/));
  },
};
export const Success: Story = {
  render: () => <Persistent messageKey="messages.paymentSuccess" type="success" />,
};
export const Warning: Story = {
  render: () => <Persistent messageKey="messages.sessionExpired" type="warning" />,
};
export const Error: Story = {
  render: () => <Persistent messageKey="messages.noNetwork" type="error" />,
  play: async () => {
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/\S/));
  },
};

/** All four tones side by side (static, without the host). */
export const Tones: Story = {
  render: () => <AllTones />,
};

function AllTones() {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, inlineSize: '100%' }}>
      {notifyTypes.map((type) => (
        <Notify key={type} type={type} message={t('kit.notify.newMessage')} />
      ))}
    </div>
  );
}

function Trigger() {
  const { t } = useTranslation();
  const notify = useNotify();
  return (
    <Button
      onPress={() =>
        notify.show({ message: t('messages.paymentSuccess'), type: 'success', duration: 400 })
      }
    >
      {t('common.payNow')}
    </Button>
  );
}

/** Pressing the trigger shows the banner in the polite region; it leaves after its duration. */
export const PressToShow: Story = {
  render: () => <Trigger />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.querySelector('[data-type="success"]')).not.toBeNull());
    await waitFor(() => expect(status).toBeEmptyDOMElement());
  },
};
