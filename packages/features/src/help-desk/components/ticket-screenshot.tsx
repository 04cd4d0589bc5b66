import { Trans, useLingui } from '@lingui/react/macro';
import type { TicketAttachment } from '@sparked/contracts';
import { Spinner } from '@sparked/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ApiClient } from '../../api-client';
import { ticketAttachmentQueryOptions } from '../api/ticket-attachment';
import * as styles from './tickets.css';

/** A page-local address for a blob, released when the blob goes. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return blob ? url : null;
}

type TicketScreenshotProps = { client: ApiClient; attachment: TicketAttachment; label: string };

/** A screenshot of a ticket, read with the signed-in user's token (not a public file). */
export function TicketScreenshot({ client, attachment, label }: TicketScreenshotProps) {
  const { t } = useLingui();
  const image = useQuery(ticketAttachmentQueryOptions(client, attachment.id));
  const url = useObjectUrl(image.data);
  if (image.isError)
    return (
      <p className={styles.muted}>
        <Trans>{label} could not be loaded.</Trans>
      </p>
    );
  if (!url) return <Spinner label={t`Loading ${label}`} />;
  return (
    <img
      src={url}
      alt={label}
      width={attachment.width}
      height={attachment.height}
      className={styles.screenshot}
    />
  );
}
