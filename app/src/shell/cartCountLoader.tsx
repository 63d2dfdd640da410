import { createElement, lazy, type ComponentType } from 'react';

interface CountProps {
  onCount: (count: number) => void;
}

let loaded: ComponentType<CountProps> | null = null;
const load = () => import('./SignedInCartCount').then(({ SignedInCartCount }) => (loaded = SignedInCartCount));
const LazyCount = lazy(() => load().then((component) => ({ default: component })));

/**
 * The tab bar's signed-in cart count (SignedInCartCount), loaded when first shown; once in, it
 * renders directly, so tab bars show the count in their first frame (a lazy() suspends once per
 * tab bar otherwise). `loaded` changes once, from null to the component, so nothing is remounted
 * after that.
 */
export function CartCountReporter(props: CountProps) {
  return loaded ? createElement(loaded, props) : <LazyCount {...props} />;
}

/** Loads it ahead: a stored session (main.tsx), stories. */
export const preloadCartCount = () => load().then(() => undefined);
