import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { privateFileId, useObjectUrl } from './privateImage';

afterEach(() => vi.restoreAllMocks());

describe('privateFileId', () => {
  it.each([
    ['/api/upload/file?id=up_identity_front_2', 'up_identity_front_2'],
    ['https://shop.example/api/upload/file?id=up_9', 'up_9'],
    ['/api/upload/file', null],
    ['/mock-images/product-1.svg', null],
    ['https://cdn.example/img.png?id=up_1', null],
  ])('%s -> %s', (src, id) => {
    expect(privateFileId(src)).toBe(id);
  });
});

describe('useObjectUrl', () => {
  it('uses a public image as it is, without fetching', () => {
    const fetchBlob = vi.fn();
    const { result } = renderHook(() => useObjectUrl('/mock-images/logo-1.svg', fetchBlob));
    expect(result.current).toMatchObject({ status: 'ready', url: '/mock-images/logo-1.svg' });
    expect(fetchBlob).not.toHaveBeenCalled();
  });

  it('fetches a private upload as a blob, shows it from an object URL and releases it on unmount', async () => {
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:shown');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const blob = new Blob(['png'], { type: 'image/png' });
    const fetchBlob = vi.fn().mockResolvedValue(blob);
    const { result, unmount } = renderHook(() => useObjectUrl('/api/upload/file?id=up_7', fetchBlob));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', url: 'blob:shown' }));
    expect(fetchBlob).toHaveBeenCalledTimes(1);
    expect(fetchBlob.mock.calls[0]![0]).toBe('up_7');
    expect(create).toHaveBeenCalledWith(blob);
    expect(revoke).not.toHaveBeenCalled();
    unmount();
    expect(revoke).toHaveBeenCalledWith('blob:shown');
  });

  it('says when the file cannot be fetched, and loads again on retry', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:second');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const fetchBlob = vi.fn().mockRejectedValueOnce(new Error('404')).mockResolvedValueOnce(new Blob(['png']));
    const { result } = renderHook(() => useObjectUrl('/api/upload/file?id=up_8', fetchBlob));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', url: 'blob:second' }));
    expect(fetchBlob).toHaveBeenCalledTimes(2);
  });

  it('drops an answer that arrives after the image left the screen (and creates no URL for it)', async () => {
    const create = vi.spyOn(URL, 'createObjectURL');
    let answer!: (blob: Blob) => void;
    const fetchBlob = vi.fn((_id: string, signal: AbortSignal) => {
      expect(signal.aborted).toBe(false);
      return new Promise<Blob>((resolve) => (answer = resolve));
    });
    const { unmount } = renderHook(() => useObjectUrl('/api/upload/file?id=up_9', fetchBlob));
    const signal = fetchBlob.mock.calls[0]![1];
    unmount();
    expect(signal.aborted).toBe(true);
    answer(new Blob(['late']));
    await Promise.resolve();
    expect(create).not.toHaveBeenCalled();
  });
});
