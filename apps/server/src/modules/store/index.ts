import { domainPlugin } from '../core/platform';
import { registerStore } from './register';
import { createStoreService } from './service';

export { insufficientBalance } from './shortfall';
export { storeRecords } from './store-records';

export const storePlugin = domainPlugin(
  { name: 'store', dependencies: ['wallets'] },
  (app, { db }) =>
    registerStore(app, { db, store: createStoreService({ db, book: app.walletBook }) }),
);
