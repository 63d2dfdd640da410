/**
 * Who is acting. The spec names visitors, buyers and merchants, implies platform reviewers, and
 * leaves enforcement "not shown"; we decide:
 *
 * | role       | who                                                                        |
 * |------------|----------------------------------------------------------------------------|
 * | `visitor`  | no session: browse, register, log in, reset password                       |
 * | `buyer`    | signed in (token plus stored user info); every user is a buyer             |
 * | `merchant` | a user whose store application is approved, acting for that store          |
 * | `staff`    | platform reviewers and support: review stores, deposits, withdrawals       |
 * | `system`   | the server itself: payment-provider callbacks, timeouts, automatic receipt |
 *
 * A user is a merchant only for their own store's orders; the server decides which role a request
 * acts in from the session and the resource, never from a field the client sends.
 */
export const ROLES = ['visitor', 'buyer', 'merchant', 'staff', 'system'] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
