import { Trans } from '@lingui/react/macro';
import { Button } from '@sparked/ui/button';
import { ChevronDownIcon } from '@sparked/ui/icon';
import { useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import * as styles from './layout.css';

/** The ids of what the phone's menu button shows and hides: the account controls and the navigation. */
export const accountControlsId = 'account-controls';
export const siteNavigationId = 'site-navigation';

/**
 * On a phone the navigation and the account controls fold behind one "Menu" button, so the page
 * starts near the top of the screen instead of below three rows of links; on wider screens they
 * always show and the button is hidden (layout.css.ts). The menu closes on the next page: it is
 * open only on the path it was opened on, so no effect has to close it.
 */
export function useChromeMenu() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  return {
    open,
    toggle: () => setOpenOn(open ? null : pathname),
    /** Spread on the layout's root: the styles read whether the menu is open from it. */
    shellProps: { 'data-menu': open ? 'open' : 'closed' },
  };
}

export type ChromeMenu = ReturnType<typeof useChromeMenu>;

export function MenuButton({ menu, controls }: { menu: ChromeMenu; controls: string }) {
  return (
    <Button
      variant="secondary"
      size="sm"
      className={styles.menuButton}
      aria-expanded={menu.open}
      aria-controls={controls}
      onClick={menu.toggle}
    >
      <Trans comment="On a phone, the button that shows the navigation and the account controls.">
        Menu
      </Trans>
      <ChevronDownIcon size={16} className={styles.menuButtonIcon} />
    </Button>
  );
}
