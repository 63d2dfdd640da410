import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Toast, ToastProvider, useToast, type ToastOptions } from './Toast';
import { Stack } from '../../storybook/frames';

/**
 * Short messages centred over the page, one at a time from a queue, gone after 2000 ms. Info and
 * success are announced politely (`role="status"`), errors assertively (`role="alert"`). The
 * loading variant covers the screen and blocks it until the code hides it. Apps wrap their root in
 * `ToastProvider` and call `useToast()`.
 */
const meta = {
  title: 'Kit/Toast',
  component: Toast,
  args: { message: '' },
  argTypes: { message: { control: false } },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Stack>
          <Story />
        </Stack>
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shows one toast when the story mounts and keeps it (duration 0) so the screenshot has it. */
function Persistent({ messageKey, type }: { messageKey: string; type: ToastOptions['type'] }) {
  const { t } = useTranslation();
  const toast = useToast();
  useEffect(() => {
    const id = toast.show({ message: t(messageKey), type, duration: 0 });
    return () => toast.hide(id);
  }, [toast, t, messageKey, type]);
  return null;
}

export const Info: Story = {
  render: () => <Persistent messageKey="messages.pressBackAgainToExit" type="info" />,
  play: async () => {
    const region = screen.getByRole('status');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(region).not.toBeEmptyDOMElement());
  },
};

export const Success: Story = {
  render: () => <Persistent messageKey="messages.loginSuccess" type="success" />,
  play: async () => {
    await waitFor(() => expect(screen.getByRole('status')).not.toBeEmptyDOMElement());
  },
};

export const Error: Story = {
  render: () => <Persistent messageKey="messages.somethingWentWrong" type="error" />,
  play: async () => {
    const alert = screen.getByRole('alert');
    await expect(alert).toHaveAttribute('aria-live', 'assertive');
    await waitFor(() => expect(alert).not.toBeEmptyDOMElement());
  },
};

/** A long message wraps inside a 300px bubble. */
export const LongText: Story = {
  render: () => <Persistent messageKey="messages.noNetwork" type="error" />,
};

function Triggers() {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <>
      <Button onPress={() => toast.success(t('messages.copySuccess'))}>{t('common.copy')}</Button>
      <Button
        variant="secondary"
        onPress={() => {
          toast.info(t('messages.pressBackAgainToExit'), 150);
          toast.error(t('messages.noNetwork'), 150);
        }}
      >
        {t('common.send')}
      </Button>
    </>
  );
}

/** Pressing a trigger shows the toast in the polite region; it leaves after its duration. */
export const PressToShow: Story = {
  render: () => <Triggers />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getAllByRole('button')[0]!);
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).not.toBeEmptyDOMElement());
    await expect(status.querySelector('[data-type="success"]')).not.toBeNull();
    // Gone after the default 2000 ms.
    await waitFor(() => expect(status).toBeEmptyDOMElement());
  },
};

/** Two toasts in a row are queued: the error waits until the info has gone, then speaks as an alert. */
export const Queue: Story = {
  render: () => <Triggers />,
  play: async ({ canvas }) => {
    const status = screen.getByRole('status');
    const alert = screen.getByRole('alert');
    // Every state the two regions pass through, as the DOM changes: the toasts last 150 ms, and on
    // a busy machine the click can return after the first has already gone.
    const seen: string[] = [];
    const note = () => {
      const state = `${status.textContent ? 'info' : ''}${alert.textContent ? 'error' : ''}` || 'none';
      if (seen.at(-1) !== state) seen.push(state);
    };
    const observer = new MutationObserver(note);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await userEvent.click(canvas.getAllByRole('button')[1]!);
    await waitFor(() => expect(seen).toContain('error'));
    await waitFor(() => expect(alert).toBeEmptyDOMElement());
    note();
    observer.disconnect();
    // One at a time, the info first: never both at once.
    await expect(seen.filter((state) => state !== 'none')).toEqual(['info', 'error']);
  },
};

function LoadingDemo({ keepOpen }: { keepOpen: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  useEffect(() => {
    if (!keepOpen) return;
    return toast.loading(t('common.loading'));
  }, [keepOpen, toast, t]);
  return (
    <Button
      onPress={() => {
        const hide = toast.loading(t('common.loading'));
        setTimeout(hide, 300);
      }}
    >
      {t('common.payNow')}
    </Button>
  );
}

/** The blocking loading toast, held open for review. */
export const Loading: Story = {
  render: () => <LoadingDemo keepOpen />,
  play: async ({ canvas }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveAccessibleName();
    // The page behind is blocked: its button cannot be reached by pointer or keyboard.
    const behind = canvas.getByRole('button', { hidden: true });
    await expect(behind.closest('[inert], [aria-hidden="true"]')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
};

/** `loading()` returns a hide function; the screen is usable again afterwards. */
export const LoadingThenHide: Story = {
  render: () => <LoadingDemo keepOpen={false} />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    await userEvent.click(button);
    await screen.findByRole('dialog');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};
