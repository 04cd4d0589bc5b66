// The academy (issue 14): the catalogue, a module's page, enrolling and paying.
export { useAcademyEnrol, useCheckout } from './api/academy-actions';
export {
  type AcademyFilter,
  academyCatalogueQueryOptions,
  academyKeys,
  academyModuleQueryOptions,
  academyPageSize,
  myOrdersQueryOptions,
} from './api/academy-queries';
export { formatPrice } from './model/price';
