export { experienceEarned } from './experience-repository';
export { registerWallets } from './register';
export { createWalletService } from './service';
export {
  createWalletBook,
  InsufficientBalanceError,
  type WalletBook,
  type WalletChange,
} from './wallet-book';
