import type { StoryContext } from '@storybook/react-vite';
import type { TFunction } from 'i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CODE_COUNTDOWN_SECONDS } from '@shop/ui';
import { MOCK_CODE, scenarios } from '@shop/api/mocks';
import { expectFitsScreenWidth } from '../../storybook/layoutChecks';
import { refusalToast } from '../../storybook/refusalToast';
import { storyT } from '../../storybook/storyT';

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

/**
 * The stories the register and reset-password screens both tell, over their own `fill` (which
 * types the whole form with the given code and submits it):
 * - `empty`: the form as it opens, shot in every language.
 * - `countdown`: a code is on its way, and the button beside the code field counts down ("Resend
 *   in 60 seconds"), wrapping a long translation rather than pushing the form past the screen.
 * - `wrongCode`: the code does not match what was sent, and the server's message shows.
 * - `success`: a complete form is accepted and the app moves on to `landsOn`.
 */
export function codeFormStories(
  email: string,
  fill: (context: StoryContext, code: string) => Promise<void>,
  landsOn: string,
  /** What `wrongCode` types: each screen's own, so its picture stays as it was. */
  wrongCode: string,
) {
  return {
    empty: { parameters: { visual: { locales: 'all' as const } } },
    countdown: {
      parameters: { visual: { locales: 'all' as const } },
      play: async (context: StoryContext) =>
        countdownFitsScreen(context.canvasElement, storyT(context), email),
    },
    wrongCode: {
      // Holds the refusal only: the "code sent" toast before it must leave to let it show.
      parameters: { screen: { toastDuration: { error: 0 } } },
      beforeEach: ({ msw }: StoryContext) => msw.use(...scenarios.codeWrong),
      play: async (context: StoryContext) => {
        await fill(context, wrongCode);
        await refusalToast(context, 'errors.codeWrong');
      },
    },
    success: {
      parameters: {
        visual: {
          disable:
            'ends on another route (the navigated-to marker); the screen itself is shot by its other stories',
        },
      },
      play: async (context: StoryContext) => {
        await fill(context, MOCK_CODE);
        await expect(
          await within(context.canvasElement).findByTestId('navigated-to'),
        ).toHaveTextContent(landsOn);
      },
    },
  };
}

/** Types the new password into both password fields; `label` is the first field's. */
export async function typeNewPassword(
  canvasElement: HTMLElement,
  t: TFunction,
  label: string,
  password: string,
) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(t(label)), password);
  await userEvent.type(canvas.getByLabelText(t('auth.fields.confirmPassword')), password);
}
