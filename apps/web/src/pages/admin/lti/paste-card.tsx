import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
const rows: Array<{
  key: keyof LtiToolSettings;
  label: MessageDescriptor;
  description: MessageDescriptor;
}> = [
  {
    key: 'loginUrl',
    label: msg`Login initiation URL`,
    description: msg`Also called “OpenID Connect login URL” or “Initiate login URL”.`,
  },
  {
    key: 'launchUrl',
    label: msg`Redirect (launch) URL`,
    description: msg`Also called “Redirection URI” or “Target link URI”.`,
  },
  {
    key: 'jwksUrl',
    label: msg`JWKS URL`,
    description: msg`Sparked’s public keys (“Public keyset URL”; key type: keyset URL).`,
  },
  {
    key: 'deepLinkingUrl',
    label: msg`Deep linking URL`,
    description: msg`Also called “Content selection URL”: where teachers choose Sparked content.`,
  },
  {
    key: 'dynamicRegistrationUrl',
    label: msg`Dynamic registration URL`,
    description: msg`For an LMS that supports LTI Dynamic Registration: paste only this; Sparked does the rest, and you approve the LMS here.`,
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
  const { t } = useLingui();
  const { notify } = useToasts();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify({ type: 'success', title: t`Copied`, message: t`${label} is on the clipboard.` });
    } catch {
      notify({ type: 'error', title: t`Copy did not work`, message: t`Copy it by hand: ${value}` });
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
        <Trans>Copy {label}</Trans>
      </Button>
    </Inline>
  );
}

/** What to paste into the LMS when adding Sparked as an LTI 1.3 tool, each with a copy button. */
export function PasteCard() {
  const { t, i18n } = useLingui();
  const { session } = useSession();
  const tool = useQuery(ltiToolSettingsQueryOptions(session.client));
  return (
    <Card as="section" heading={t`What to paste into your LMS`} headingLevel={2}>
      <Stack gap={4}>
        <p className={styles.note}>
          <Trans>
            Add Sparked to the LMS as an LTI 1.3 tool with these addresses, signing with RS256. The
            LMS then shows its own issuer, client id, deployment id and addresses: register those
            below.
          </Trans>
        </p>
        <QueryState
          query={tool}
          loading={t`Loading Sparked’s addresses`}
          what={t`Sparked’s addresses`}
        >
          {(settings) => (
            <Stack gap={3}>
              {rows.map((row) => (
                <CopyRow
                  key={row.key}
                  label={i18n._(row.label)}
                  description={i18n._(row.description)}
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
