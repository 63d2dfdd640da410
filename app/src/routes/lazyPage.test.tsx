import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLazyPage, PageLoadTimeoutError, preloadPage } from './lazyPage';
import { PAGE_LOAD_TIMEOUT_MS, PAGE_LOADER_DELAY_MS } from './timing';

const options = {
  loading: <p>loading page</p>,
  error: (retry: () => void, error: unknown) => (
    <div>
      <p>failed: {error instanceof Error ? error.name : 'unknown'}</p>
      <button onClick={retry}>retry</button>
    </div>
  ),
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const pageModule = (text: string) => ({ default: () => <h1>{text}</h1> });

afterEach(() => vi.useRealTimers());

describe('createLazyPage', () => {
  it('shows a preloaded page in its first render, without suspending', async () => {
    const load = vi.fn(() => Promise.resolve(pageModule('preloaded')));
    await preloadPage(load);
    const Page = createLazyPage(load, options);
    // No act() flushing: a suspended first render would show nothing here.
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'preloaded' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the loader only after the 200 ms delay', async () => {
    vi.useFakeTimers();
    const chunk = deferred<ReturnType<typeof pageModule>>();
    const Page = createLazyPage(() => chunk.promise, options);
    render(<Page />);
    await act(() => vi.advanceTimersByTimeAsync(PAGE_LOADER_DELAY_MS - 10));
    expect(screen.queryByText('loading page')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(screen.getByText('loading page')).toBeInTheDocument();
    await act(async () => chunk.resolve(pageModule('Home')));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('never flashes the loader when the page arrives within the delay', async () => {
    vi.useFakeTimers();
    const Page = createLazyPage(() => Promise.resolve(pageModule('Fast')), options);
    render(<Page />);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByRole('heading', { name: 'Fast' })).toBeInTheDocument();
    expect(screen.queryByText('loading page')).toBeNull();
  });

  it('shows the error screen when the chunk fails, and retry asks for it again', async () => {
    const load = vi
      .fn<() => Promise<ReturnType<typeof pageModule>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(pageModule('Recovered'));
    const Page = createLazyPage(load, options);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Page />);
    expect(await screen.findByText('failed: TypeError')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after 60 s and shows the error screen', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Page = createLazyPage(() => new Promise(() => {}), options);
    render(<Page />);
    await act(() => vi.advanceTimersByTimeAsync(PAGE_LOAD_TIMEOUT_MS - 1));
    expect(screen.getByText('loading page')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2));
    expect(screen.getByText(`failed: ${new PageLoadTimeoutError().name}`)).toBeInTheDocument();
  });
});
