import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Composer } from './Composer';

/* Without a dictionary the texts are their keys, which the queries name. */
const field = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'pages.kefu.chat.inputLabel' });
const send = () => screen.getByRole('button', { name: 'pages.kefu.chat.send' });

describe('Composer', () => {
  it('sends what the field held at the press and keeps what is typed while the rule loads', async () => {
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    fireEvent.change(field(), { target: { value: 'First message' } });
    // The press and the next words come before the message rule (a lazy chunk) has answered.
    act(() => {
      fireEvent.click(send());
      fireEvent.change(field(), { target: { value: 'Second message' } });
    });
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend).toHaveBeenCalledWith({ kind: 'text', content: 'First message' });
    expect(field().value).toBe('Second message');
  });

  it('empties the field once its text is on its way', async () => {
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    fireEvent.change(field(), { target: { value: 'Hello' } });
    fireEvent.click(send());
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ kind: 'text', content: 'Hello' }));
    expect(field().value).toBe('');
  });
});
