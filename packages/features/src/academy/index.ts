// The academy: the catalogue, a module's page, enrolling and paying.
export {
  type OrderChange,
  type OrderItem,
  useAcademyEnrol,
  useCheckout,
  useOrderChange,
} from './api/academy-actions';
export {
  type AcademyFilter,
  academyCatalogueQueryOptions,
  academyKeys,
  academyModuleQueryOptions,
  academyPageSize,
  myOrdersQueryOptions,
  ordersQueryOptions,
} from './api/academy-queries';
export { orderStatusLabels } from './model/order-labels';
export { formatPrice } from './model/price';
