import type { Page } from '@shop/api/contract';

export interface PageQuery {
  page: number;
  pageSize: number;
}

export const offsetOf = ({ page, pageSize }: PageQuery) => (page - 1) * pageSize;

export function pageOf<T>(list: T[], total: number, query: PageQuery): Page<T> {
  return { list, page: query.page, pageSize: query.pageSize, total, hasMore: offsetOf(query) + list.length < total };
}

/** LIKE pattern for a user's text: % and _ are matched literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The same as PageQuery, by the name the wallet and the console's queues use. */
export type PageRequest = PageQuery;

export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
