import { Stack } from '@sparked/ui/stack';
import { VisuallyHidden } from '@sparked/ui/visually-hidden';
import * as page from '../../shared/page.css';
import * as styles from './games.css';

/** How players get in, on the host's screen: the PIN, the join link, and its QR code. */
export function JoinDetails({
  pin,
  link: path,
  qrSvg,
}: {
  pin: string;
  /** The join page's path with the PIN. */
  link: string;
  qrSvg: string | null;
}) {
  const link = `${window.location.origin}${path}`;
  return (
    <Stack gap={2}>
      <p className={page.note}>Join with the game PIN</p>
      <p className={styles.pin}>
        {/* Read digit by digit, the way people type it, not as a six-figure number. */}
        <span aria-hidden="true">{pin}</span>
        <VisuallyHidden>{pin.split('').join(' ')}</VisuallyHidden>
      </p>
      <p className={page.note}>
        or go to <a href={link}>{link}</a>
      </p>
      {qrSvg ? (
        <img
          className={styles.qr}
          src={`data:image/svg+xml;utf8,${encodeURIComponent(qrSvg)}`}
          alt="QR code of the join link"
        />
      ) : null}
    </Stack>
  );
}
