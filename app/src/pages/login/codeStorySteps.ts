import type { TFunction } from 'i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';

const nextFrames = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/**
 * Play-test steps shared by the register and reset-password stories: asks for a code for `email`
 * and types `code` once the form is usable again. Sending shows a modal loading toast; as it
 * closes, focus is restored on the next frame, and typing before that would lose keys to the
 * focus move (as it would for a very quick person).
 */
export async function requestAndEnterCode(canvasElement: HTMLElement, t: TFunction, email: string, code: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(t('auth.fields.email')), email);
  await userEvent.click(canvas.getByRole('button', { name: t('auth.code.get') }));
  await within(document.body).findByText(t('auth.codeSent'));
  await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  await nextFrames();
  const codeField = canvas.getByLabelText(t('auth.fields.code'));
  await userEvent.type(codeField, code);
  await expect(codeField).toHaveValue(code);
}
