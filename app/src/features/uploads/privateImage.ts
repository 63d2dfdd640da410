import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../api/useApi';

/**
 * Private uploads (identity photos, payment proofs) come as `/api/upload/file?id=up_…` addresses
 * that only a signed request with a staff (or owner) session may read, so an `<img>` cannot load
 * them. These load them through the signed client as a blob and show it from an object URL, which
 * is released when the image leaves the screen. Any other address is a public image: used as is.
 */

const PRIVATE_PATH = '/api/upload/file';

/** The upload id of a private file's address, or null for a public image. */
export function privateFileId(src: string): string | null {
  let url: URL;
  try {
    url = new URL(src, 'http://app.invalid');
  } catch {
    return null;
  }
  return url.pathname.endsWith(PRIVATE_PATH) ? url.searchParams.get('id') || null : null;
}

export type ObjectUrlState =
  | { status: 'loading'; url: null }
  | { status: 'ready'; url: string }
  | { status: 'failed'; url: null };

type Fetch = (id: string, signal: AbortSignal) => Promise<Blob>;

/**
 * The image at `src` ready for an `<img>`: a public address as it is, a private one fetched with
 * `fetchBlob` into an object URL (revoked on unmount or when `src` changes). `retry` loads again
 * after a failure.
 */
export function useObjectUrl(src: string, fetchBlob: Fetch): ObjectUrlState & { retry: () => void } {
  const id = privateFileId(src);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; value: ObjectUrlState } | null>(null);
  const key = `${src}#${attempt}`;
  // The client's fetch, fixed for the screen's life: a new `src` or a retry loads again, not a new function.
  const fetchRef = useRef(fetchBlob);
  fetchRef.current = fetchBlob;

  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    let url: string | null = null;
    fetchRef.current(id, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setState({ key, value: { status: 'ready', url } });
      },
      () => {
        if (!controller.signal.aborted) setState({ key, value: { status: 'failed', url: null } });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, key]);

  const retry = () => setAttempt((n) => n + 1);
  if (id === null) return { status: 'ready', url: src, retry };
  return { ...(state?.key === key ? state.value : { status: 'loading', url: null }), retry };
}

/** A private upload through the app's signed client (silently: the image itself says it failed). */
export function usePrivateImage(src: string) {
  const api = useApi();
  return useObjectUrl(src, (id, signal) =>
    api.download('uploadFile', { id }, { signal, silent: true }).then((file) => file.blob),
  );
}
