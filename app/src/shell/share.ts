import { PATHS } from '../routes/paths';

export interface ShareInfo {
  title: string;
  /** An app route; the default share path is the home page (spec section 3). */
  path?: string;
  image?: string;
}

export type ShareResult = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The shareable address of an app route (hash routing). */
export function shareUrl(path: string, location: Pick<Location, 'origin' | 'pathname'> = window.location) {
  return `${location.origin}${location.pathname}#${path}`;
}

/**
 * Shares with the Web Share API where the device has it, else copies the link; the caller shows
 * "copy success" for `copied`.
 */
export async function share({ title, path = PATHS.home }: ShareInfo): Promise<ShareResult> {
  const url = shareUrl(path);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Fall through to copying: some browsers refuse share outside a user gesture.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
