/**
 * Stores in the query cache. The values are the keys the app has always used (stories, mocks and
 * tests seed them): change one and every reader and seeder must change with it.
 */
export const storeKeys = {
  /** One store's header, signed in or not (a prefix of `detail`). */
  detailOf: (id: number) => ['storeDetail', id] as const,
  /**
   * A store page header (`storeDetail`). The key holds whether someone is signed in: the answer's
   * `followed` is only meaningful with a session, so signing in loads it again.
   */
  detail: (id: number | null, signedIn: boolean) => ['storeDetail', id, signedIn] as const,
  street: ['storeStreet'] as const,
  /** The stores the user follows. */
  followList: ['followList'] as const,
};
