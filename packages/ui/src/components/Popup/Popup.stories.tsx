import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Popup, popupPositions, type PopupProps } from './Popup';

/**
 * A sheet that slides in over a dimmed page: from the bottom by default, also from the top or
 * the reading-direction `start` / `end` sides. Focus is trapped inside; Escape and the overlay
 * close it when `isDismissable`.
 */
const meta = {
  title: 'Kit/Popup',
  component: Popup,
  args: { children: null, onOpenChange: fn() },
  argTypes: {
    position: { control: 'inline-radio', options: popupPositions },
    children: { control: false },
  },
} satisfies Meta<typeof Popup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on load so the screenshot shows it; the trigger reopens it after it closes. */
function Demo(props: Partial<PopupProps>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  return (
    <div style={{ padding: 16 }}>
      <Button onPress={() => setOpen(true)}>{t('kit.popup.shippingTitle')}</Button>
      <Popup
        title={t('kit.popup.shippingTitle')}
        closeLabel={t('common.close')}
        {...props}
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
      >
        {props.children ?? (
          <div style={{ padding: 16, display: 'flex', flexDirection: 'column', gap: 16 }}>
            <p>{t('kit.popup.shippingBody')}</p>
            <Button block onPress={() => setOpen(false)}>
              {t('common.ok')}
            </Button>
          </div>
        )}
      </Popup>
    </div>
  );
}

const render: Story['render'] = (args) => <Demo {...args} />;

export const Bottom: Story = {
  render,
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveAccessibleName();
    // Focus moves into the sheet and Tab cycles inside it (close button, OK, back to close).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
  },
};

/** Escape closes a dismissable popup. */
export const EscapeCloses: Story = {
  render,
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Reopened from its trigger, closing returns focus to the trigger. */
export const ReturnsFocus: Story = {
  render,
  play: async ({ canvas }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const trigger = canvas.getByRole('button');
    await userEvent.click(trigger);
    const reopened = await screen.findByRole('dialog');
    await userEvent.click(within(reopened).getAllByRole('button').at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Top: Story = { render, args: { position: 'top' } };

/** Slides from the reading start: the left edge in English, the right edge in Arabic. */
export const Start: Story = {
  render,
  args: { position: 'start' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const panel = dialog.parentElement!;
    await waitFor(() => expect(panel.getAnimations().length).toBe(0));
    const rect = panel.getBoundingClientRect();
    if (document.dir === 'rtl') await expect(Math.round(rect.right)).toBe(window.innerWidth);
    else await expect(Math.round(rect.left)).toBe(0);
  },
};

export const End: Story = { render, args: { position: 'end' } };

/** Not dismissable: Escape and the overlay do nothing; only the sheet's own button closes it. */
export const NotDismissable: Story = {
  render,
  args: { isDismissable: false, closeLabel: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Long content scrolls inside the sheet; the header stays. */
export const LongContent: Story = {
  render: (args) => (
    <Demo {...args}>
      <LongBody />
    </Demo>
  ),
};

function LongBody() {
  const { t } = useTranslation();
  return (
    <div style={{ padding: 16, display: 'flex', flexDirection: 'column', gap: 12 }}>
      {Array.from({ length: 12 }, (_, i) => (
        <p key={i}>{t('kit.popup.shippingBody')}</p>
      ))}
    </div>
  );
}
