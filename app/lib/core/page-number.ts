/** Page numbers from the query string: whole numbers from 1, anything else is page 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** The page to show of `total` items, `perPage` a page: the one asked for, or the last one when it is past the end. */
export function pageWithin(total: number, requested: number, perPage: number): { page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  return { page: Math.min(requested, pageCount), pageCount };
}
