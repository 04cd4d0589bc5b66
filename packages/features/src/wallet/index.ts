export {
  fetchWallets,
  type Wallets,
  walletHistoryPageSize,
  walletHistoryQueryOptions,
  walletKeys,
  walletsQueryOptions,
} from './api/wallets';
export { writeBalances } from './api/write-balances';
export { useNow } from './components/use-now';
export { WalletBar, type WalletBarProps } from './components/wallet-bar';
export { formatCountdown } from './model/countdown';
export { defaultWalletRecheckMs, walletRefetchDelay } from './model/refresh-schedule';
export { shortfallAdvice } from './model/shortfall';
export {
  formatWalletAmount,
  howToEarn,
  walletIcons,
  walletLabel,
} from './model/wallet-labels';
