export { registerStore } from './register';
export { storeRepository } from './repository';
export { createStoreService } from './service';
export { insufficientBalance } from './shortfall';
