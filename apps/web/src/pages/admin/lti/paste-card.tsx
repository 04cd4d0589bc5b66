import type { LtiToolSettings } from '@sparked/contracts';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Inline } from '@sparked/ui/inline';
import { Stack } from '@sparked/ui/stack';
import { TextField } from '@sparked/ui/text-field';
import { useToasts } from '@sparked/ui/toast';
import { useQuery } from '@tanstack/react-query';
import * as styles from '../../../shared/page.css';
import { QueryState } from '../../../shared/query-state';
import { ltiToolSettingsQueryOptions } from './lti-api';

/** Each address, as LMSs name it in their "add an external tool" forms. */
const rows: Array<{ key: keyof LtiToolSettings; label: string; description: string }> = [
  {
    key: 'loginUrl',
    label: 'Login initiation URL',
    description: 'Also called “OpenID Connect login URL” or “Initiate login URL”.',
  },
  {
    key: 'launchUrl',
    label: 'Redirect (launch) URL',
    description: 'Also called “Redirection URI” or “Target link URI”.',
  },
  {
    key: 'jwksUrl',
    label: 'JWKS URL',
    description: 'Sparked’s public keys (“Public keyset URL”; key type: keyset URL).',
  },
  {
    key: 'deepLinkingUrl',
    label: 'Deep linking URL',
    description: 'Also called “Content selection URL”: where teachers choose Sparked content.',
  },
  {
    key: 'dynamicRegistrationUrl',
    label: 'Dynamic registration URL',
    description:
      'For an LMS that supports LTI Dynamic Registration: paste only this; Sparked does the rest, and you approve the LMS here.',
  },
];

function CopyRow({
  label,
  description,
  value,
}: {
  label: string;
  description: string;
  value: string;
}) {
  const { notify } = useToasts();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify({ type: 'success', title: 'Copied', message: `${label} is on the clipboard.` });
    } catch {
      notify({ type: 'error', title: 'Copy did not work', message: `Copy it by hand: ${value}` });
    }
  };
  return (
    <Inline gap={2} align="end" wrap>
      <TextField
        label={label}
        description={description}
        value={value}
        readOnly
        onFocus={(event) => event.target.select()}
      />
      <Button variant="secondary" size="sm" onClick={() => void copy()}>
        Copy {label}
      </Button>
    </Inline>
  );
}

/** What to paste into the LMS when adding Sparked as an LTI 1.3 tool, each with a copy button. */
export function PasteCard() {
  const { session } = useSession();
  const tool = useQuery(ltiToolSettingsQueryOptions(session.client));
  return (
    <Card as="section" heading="What to paste into your LMS" headingLevel={2}>
      <Stack gap={4}>
        <p className={styles.note}>
          Add Sparked to the LMS as an LTI 1.3 tool with these addresses, signing with RS256. The
          LMS then shows its own issuer, client id, deployment id and addresses: register those
          below.
        </p>
        <QueryState query={tool} loading="Loading Sparked’s addresses" what="Sparked’s addresses">
          {(settings) => (
            <Stack gap={3}>
              {rows.map((row) => (
                <CopyRow
                  key={row.key}
                  label={row.label}
                  description={row.description}
                  value={settings[row.key]}
                />
              ))}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}
