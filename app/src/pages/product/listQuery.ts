import { PRODUCT_SORTS } from '@shop/api/contract';

export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The product list's address: what is searched, where, in which order, within which prices. */
export interface ListQuery {
  keyword?: string;
  categoryId?: number;
  storeId?: number;
  sort: ProductSort;
  /** Price bounds in minor units (cents), as the contract takes them. */
  minPrice?: number;
  maxPrice?: number;
}

/** The contract's longest keyword. */
const KEYWORD_MAX = 64;

const positiveId = (raw: string | null): number | undefined | 'invalid' => {
  if (raw === null || raw === '') return undefined;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : 'invalid';
};

const minor = (raw: string | null): number | undefined => {
  if (raw === null || raw === '') return undefined;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
};

/**
 * Reads the list's query. An unknown sort or a malformed price reads as none (the list still makes
 * sense); a malformed category or store id does not, so the whole query is `null` and the page says
 * the link leads nowhere.
 */
export function readListQuery(params: URLSearchParams): ListQuery | null {
  const categoryId = positiveId(params.get('categoryId'));
  const storeId = positiveId(params.get('storeId'));
  if (categoryId === 'invalid' || storeId === 'invalid') return null;
  const keyword = params.get('keyword')?.trim().slice(0, KEYWORD_MAX) || undefined;
  const sortParam = params.get('sort');
  const sort = (PRODUCT_SORTS as readonly string[]).includes(sortParam ?? '') ? (sortParam as ProductSort) : 'default';
  return { keyword, categoryId, storeId, sort, minPrice: minor(params.get('minPrice')), maxPrice: minor(params.get('maxPrice')) };
}

/** The same params with a new sort and price bounds; everything else in the address is kept. */
export function withListChanges(
  params: URLSearchParams,
  changes: Partial<Pick<ListQuery, 'sort' | 'minPrice' | 'maxPrice'>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || (key === 'sort' && value === 'default')) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}
