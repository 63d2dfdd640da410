import type { Page } from '@shop/api/contract';

export interface PageRequest {
  page: number;
  pageSize: number;
}

export const offsetOf = ({ page, pageSize }: PageRequest) => (page - 1) * pageSize;

export function pageOf<T>(list: T[], total: number, request: PageRequest): Page<T> {
  return {
    list,
    page: request.page,
    pageSize: request.pageSize,
    total,
    hasMore: offsetOf(request) + list.length < total,
  };
}

export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
