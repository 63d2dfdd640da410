import { expect, waitFor, within } from 'storybook/test';
import { storyT } from './storyT';

/**
 * Waits for the toast that tells the server's refusal (`key`, translated) and for the loading
 * toast of that request to have gone. The client hides its loading toast a moment after the
 * answer (0.4 s), so a story that stopped at the refusal could end, and be photographed, with
 * either toast on top; this makes its last frame the refusal, every time.
 */
export async function refusalToast(context: { loaded: Record<string, unknown> }, key: string) {
  const t = storyT(context);
  const body = within(document.body);
  await expect(await body.findByText(t(key))).toBeInTheDocument();
  await waitFor(() => expect(body.queryByText(t('common.loading'))).toBeNull());
}
