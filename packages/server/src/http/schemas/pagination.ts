import Type, { type Static } from 'typebox';
import { named } from './named.js';

export const maximumPerPage = 100;

/** `page` and `per_page` for lists that grow without bound (`per_page` ≤ 100). */
export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: maximumPerPage, default: 20 })),
});

export type PageRequest = Static<typeof PageQuery>;

export const Pagination = Type.Object(
  {
    page: Type.Integer(),
    per_page: Type.Integer(),
    total: Type.Integer(),
    last_page: Type.Integer(),
  },
  { additionalProperties: false, ...named('Pagination') },
);

export type PaginationView = Static<typeof Pagination>;

export interface PageWindow {
  readonly page: number;
  readonly perPage: number;
  readonly limit: number;
  readonly offset: number;
}

export function pageWindow(query: PageRequest): PageWindow {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 20;
  return { page, perPage, limit: perPage, offset: (page - 1) * perPage };
}

export function paginationOf(window: PageWindow, total: number): PaginationView {
  return {
    page: window.page,
    per_page: window.perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / window.perPage)),
  };
}
