/** The shapes a page's skeleton can take while its code downloads (PageSkeletons.tsx draws them). */
export const pageSkeletonKinds = ['home', 'product', 'grid', 'cart', 'orders', 'account', 'list'] as const;
export type PageSkeletonKind = (typeof pageSkeletonKinds)[number];
