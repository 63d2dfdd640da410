import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadLoadingCover, TOAST_DURATION, ToastProvider, useToast, type ToastApi, type ToastDuration } from './Toast';

let api: ToastApi;
const keep = (toast: ToastApi) => {
  api = toast;
};
function Grab() {
  const toast = useToast();
  useEffect(() => keep(toast), [toast]);
  return null;
}

function setup(duration?: ToastDuration) {
  render(
    <ToastProvider duration={duration}>
      <Grab />
    </ToastProvider>,
  );
}

describe('ToastProvider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows one toast at a time and starts the next one when the first times out', () => {
    setup();
    act(() => {
      api.success('Saved');
      api.info('Copied');
    });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Saved');
    expect(status).not.toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(TOAST_DURATION - 1));
    expect(status).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(1));
    expect(status).toHaveTextContent('Copied');
    // The second toast gets its full time once visible.
    act(() => vi.advanceTimersByTime(TOAST_DURATION - 1));
    expect(status).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(status).toBeEmptyDOMElement();
  });

  it('puts errors in the assertive region and keeps a zero-duration toast until hidden', () => {
    setup();
    let id = 0;
    act(() => {
      id = api.error('Network error', 0);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Network error');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Network error');
    act(() => api.hide(id));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('takes a default per type: a held error after a passing success', () => {
    setup({ error: 0 });
    act(() => {
      api.success('Code sent');
      api.error('Wrong code');
    });
    act(() => vi.advanceTimersByTime(TOAST_DURATION));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong code');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong code');
  });

  // First in this file on purpose: the cover's code is not in yet.
  it('shows the first loader as a plain loading toast while the cover downloads, and never covers later', async () => {
    vi.useRealTimers();
    setup();
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    let hide = () => {};
    act(() => {
      hide = api.loading('Sending');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Sending');
    // The cover's code arrives while this loader is still up: it stays plain, focus stays put.
    await act(() => preloadLoadingCover());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
    act(() => hide());
    expect(screen.getByRole('status')).not.toHaveTextContent('Sending');
    input.remove();
  });

  it('keeps the loading cover until every loading call has been hidden', async () => {
    vi.useRealTimers();
    await preloadLoadingCover();
    setup();
    let hideFirst = () => {};
    let hideSecond = () => {};
    act(() => {
      hideFirst = api.loading('Paying');
      hideSecond = api.loading('Checking');
    });
    expect(screen.getByRole('dialog', { name: 'Checking' })).toBeInTheDocument();
    act(() => hideSecond());
    expect(screen.getByRole('dialog', { name: 'Paying' })).toBeInTheDocument();
    act(() => hideFirst());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses to be used without a provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Grab />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });
});
