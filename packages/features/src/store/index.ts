export {
  type Purchase,
  type PurchaseAttempt,
  purchaseItem,
  usePurchaseItem,
} from './api/purchase-item';
export {
  fetchTokenStore,
  type TokenStore,
  tokenStoreKeys,
  tokenStoreQueryOptions,
} from './api/token-store';
export { StorePage, type StorePageProps } from './components/store-page';
export { useBuyItem } from './components/use-buy-item';
export { type Availability, availability } from './model/purchase-availability';
export { unavailableReason } from './model/purchase-messages';
