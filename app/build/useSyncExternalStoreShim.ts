/**
 * `use-sync-external-store/shim`, for React 19: the hook is React's own. react-i18next imports the
 * shim to support React 17; with React 18 and later the shim only hands over React's hook, and
 * this file does the same without shipping the fallback (0.4 KiB gzip on every first visit).
 */
export { useSyncExternalStore } from 'react';
