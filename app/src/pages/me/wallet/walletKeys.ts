/**
 * The withdrawal accounts' query key, shared by the accounts, account edit and withdrawal pages.
 * In a module of its own so a page that only invalidates the list does not import the list page.
 */
export const ACCOUNTS_KEY = ['withdrawalAccounts'] as const;
