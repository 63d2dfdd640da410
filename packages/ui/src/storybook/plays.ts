import { expect, userEvent } from 'storybook/test';

/**
 * Presses `button` with the pointer, then tabs to it and presses `key` on the keyboard: each press
 * reaches `onPress` (the story's `fn()`) exactly once, so a button that answers only one of them,
 * or answers twice, fails.
 */
export async function expectPressByPointerAndKey(
  button: HTMLElement,
  onPress: unknown,
  key: string,
) {
  await userEvent.click(button);
  await expect(onPress).toHaveBeenCalledTimes(1);
  button.blur();
  await userEvent.keyboard('{Tab}');
  await expect(button).toHaveFocus();
  await userEvent.keyboard(key);
  await expect(onPress).toHaveBeenCalledTimes(2);
}
