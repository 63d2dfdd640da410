import type { TFunction } from 'i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CODE_COUNTDOWN_SECONDS } from '@shop/ui';
import { expectFitsScreenWidth } from '../../storybook/layoutChecks';

const SETTLE_TIMEOUT_MS = 5000;

const nextFrames = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

/**
 * Asks for a code for `email` and waits until the form is usable again. Sending shows a modal
 * loading toast; as it closes, focus is restored on the next frame, and typing before that would
 * lose keys to the focus move (as it would for a very quick person).
 */
export async function requestCode(canvasElement: HTMLElement, t: TFunction, email: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(t('auth.fields.email')), email);
  await userEvent.click(canvas.getByRole('button', { name: t('auth.code.get') }));
  // The send goes through the mock service worker and a loading toast; on a busy machine (a CI
  // run shooting stories in two browsers) that once took longer than the 1 s a query waits.
  await within(document.body).findByText(t('auth.codeSent'), {}, { timeout: SETTLE_TIMEOUT_MS });
  await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), {
    timeout: SETTLE_TIMEOUT_MS,
  });
  await nextFrames();
}

/**
 * Play-test steps shared by the register and reset-password stories: asks for a code for `email`
 * and types `code` once the form is usable again.
 */
export async function requestAndEnterCode(
  canvasElement: HTMLElement,
  t: TFunction,
  email: string,
  code: string,
) {
  await requestCode(canvasElement, t, email);
  const codeField = within(canvasElement).getByLabelText(t('auth.fields.code'));
  await userEvent.type(codeField, code);
  await expect(codeField).toHaveValue(code);
}

/**
 * Asks for a code and checks the countdown that follows: the button says how long until the next
 * code (disabled meanwhile) and the form still fits the screen, however long the translation.
 * Ends once the "code sent" toast has left, so the last frame is the form itself.
 */
export async function countdownFitsScreen(canvasElement: HTMLElement, t: TFunction, email: string) {
  await requestCode(canvasElement, t, email);
  const counting = t('auth.code.counting', { count: CODE_COUNTDOWN_SECONDS });
  const button = within(canvasElement).getByRole('button', { name: counting });
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await waitFor(() => expect(within(document.body).queryByText(t('auth.codeSent'))).toBeNull(), {
    timeout: SETTLE_TIMEOUT_MS,
  });
  await expectFitsScreenWidth(canvasElement.querySelector('form')!);
}
