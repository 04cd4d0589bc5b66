import { useLingui } from '@lingui/react/macro';
import { useSession } from '@sparked/features/session';
import { WalletBar } from '@sparked/features/wallet';
import { AppHeader } from './app-header';
import { useChromeMenu } from './chrome-menu';
import * as styles from './layout.css';
import { NavList } from './nav-list';
import { studentNav } from './navigation';
import { PageFrame, SkipLink } from './page-frame';
import { PlatformLinksFooter } from './platform-links-footer';

/** The gamified student area: brand bar, the student navigation and wallets, the page, links. */
export function GamifiedLayout() {
  const { t } = useLingui();
  const { session } = useSession();
  const menu = useChromeMenu();
  return (
    <div className={styles.shell} data-layout="gamified" {...menu.shellProps}>
      <SkipLink />
      <AppHeader menu={menu} withNavigation />
      <div className={styles.topNav}>
        <NavList
          label={t({ message: 'Main', comment: "The name of the student area's main navigation." })}
          items={studentNav}
        />
        <WalletBar client={session.client} />
      </div>
      <PageFrame footer={<PlatformLinksFooter />} />
    </div>
  );
}

/**
 * The brand bar and the page, no navigation to distract: the plain gamified layout (code box) and
 * the focus layout (editors, activity player).
 */
export function BareLayout({ name }: { name: 'plain-gamified' | 'focus' }) {
  const menu = useChromeMenu();
  return (
    <div className={styles.shell} data-layout={name} {...menu.shellProps}>
      <SkipLink />
      <AppHeader menu={menu} />
      <PageFrame />
    </div>
  );
}
