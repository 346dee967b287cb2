export { Id, IdParams, Nullable, Timestamp } from './common.js';
export { dataEnvelope, deletedResponse, emptyBody, errorEnvelope, errorResponses } from './envelope.js';
export { named } from './named.js';
export {
  maximumPerPage,
  PageQuery,
  type PageRequest,
  type PageWindow,
  Pagination,
  type PaginationView,
  pageWindow,
  paginationOf,
} from './pagination.js';
