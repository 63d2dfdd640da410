/**
 * The product's header (`productDetail`). The key holds whether someone is signed in: `collected`
 * is only meaningful with a session, so signing in loads it again. The guest cart reads the
 * visitor's entries (`signedIn` false), so a product seen on its page is not fetched twice.
 */
export const productDetailKey = (id: number | null, signedIn: boolean) => ['productDetail', id, signedIn] as const;
