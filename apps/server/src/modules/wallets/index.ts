import { domainPlugin } from '../core/platform';
import { registerWallets } from './register';
import { createWalletService } from './service';
import { createWalletBook, type WalletBook } from './wallet-book';

export { experienceEarned } from './experience-repository';
export {
  createWalletBook,
  InsufficientBalanceError,
  type WalletBook,
  type WalletChange,
} from './wallet-book';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one book every domain that moves value writes through (decision 0003). */
    walletBook: WalletBook;
  }
}

/** Wallets, and the book the rest of the economy writes through. */
export const walletsPlugin = domainPlugin(
  { name: 'wallets', publishes: true },
  (app, { db, config, now }) => {
    const book = createWalletBook(config.refills, now);
    app.decorate('walletBook', book);
    registerWallets(app, { wallets: createWalletService({ db, book }) });
  },
);
