import { Trans, useLingui } from '@lingui/react/macro';
import type { GameCompetition } from '@sparked/contracts';
import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import { VisuallyHidden } from '@sparked/ui/visually-hidden';
import * as page from '../../shared/page.css';
import * as styles from './games.css';

/** A room's join details: its PIN and competition, and the QR code the server made for its host. */
interface JoinableRoom {
  pin: string;
  competition: GameCompetition | null;
  joinQrSvg: string | null;
}

/** The game's join page path for a PIN (each game has its own). */
type JoinPath = (pin: string, competition: GameCompetition | null) => string;

/** The lobby's card: how players get in, until the host starts. */
export function WaitingForPlayers(props: { room: JoinableRoom; path: JoinPath }) {
  const { t } = useLingui();
  return (
    <Card as="section" heading={t`Waiting for players`} headingLevel={2}>
      <JoinDetails {...props} />
    </Card>
  );
}

/** How players get in, on the host's screen: the PIN, the join link, and its QR code. */
export function JoinDetails({
  room: { pin, competition, joinQrSvg: qrSvg },
  path,
}: {
  room: JoinableRoom;
  path: JoinPath;
}) {
  const { t } = useLingui();
  const link = `${window.location.origin}${path(pin, competition)}`;
  return (
    <Stack gap={2}>
      <p className={page.note}>
        <Trans>Join with the game PIN</Trans>
      </p>
      <p className={styles.pin}>
        {/* Read digit by digit, the way people type it, not as a six-figure number. */}
        <span aria-hidden="true">{pin}</span>
        <VisuallyHidden>{pin.split('').join(' ')}</VisuallyHidden>
      </p>
      <p className={page.note}>
        <Trans>
          or go to <a href={link}>{link}</a>
        </Trans>
      </p>
      {qrSvg ? (
        <img
          className={styles.qr}
          src={`data:image/svg+xml;utf8,${encodeURIComponent(qrSvg)}`}
          alt={t`QR code of the join link`}
        />
      ) : null}
    </Stack>
  );
}
