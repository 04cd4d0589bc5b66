import { useLingui } from '@lingui/react/macro';
import { type PlatformLinks, socialNetworks } from '@sparked/contracts';
import {
  platformLinksQueryOptions,
  socialNetworkName,
  usePlatformLinksChange,
} from '@sparked/features/platform-links';
import { useSession } from '@sparked/features/session';
import { Card } from '@sparked/ui/card';
import { TextField } from '@sparked/ui/text-field';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../shared/query-state';
import { SaveForm } from '../../shared/save-form';

/** An https address, or nothing for an empty field. */
const addressOf = (value: FormDataEntryValue | null) => String(value ?? '').trim() || null;

function LinksForm({ links }: { links: PlatformLinks }) {
  const { t } = useLingui();
  const { session } = useSession();
  const change = usePlatformLinksChange(session.client);
  const save = (form: FormData) =>
    change.mutateAsync({
      social: socialNetworks.flatMap((network) => {
        const url = addressOf(form.get(network));
        return url ? [{ network, url }] : [];
      }),
      appStore: addressOf(form.get('appStore')),
      googlePlay: addressOf(form.get('googlePlay')),
    });
  const current = (network: string) => links.social.find((link) => link.network === network)?.url;
  return (
    <SaveForm
      mutation={change}
      save={save}
      saved={() => t`The links are saved.`}
      submitLabel={t`Save links`}
    >
      {socialNetworks.map((network) => (
        <TextField
          key={network}
          label={socialNetworkName(network)}
          name={network}
          type="url"
          defaultValue={current(network)}
        />
      ))}
      <TextField
        label={t`App Store`}
        name="appStore"
        type="url"
        defaultValue={links.appStore ?? ''}
      />
      <TextField
        label={t`Google Play`}
        name="googlePlay"
        type="url"
        defaultValue={links.googlePlay ?? ''}
        description={t`Leave a field empty to leave it out. Addresses start with https://.`}
      />
    </SaveForm>
  );
}

/** Sparked's social accounts and app-store pages, shown at the foot of the student area. */
export function LinksCard() {
  const { session } = useSession();
  const { t } = useLingui();
  const links = useQuery(platformLinksQueryOptions(session.client));
  return (
    <Card as="section" heading={t`Links`} headingLevel={2}>
      <QueryState query={links} loading={t`Loading the links`} what={t`The links`}>
        {(data) => <LinksForm links={data} />}
      </QueryState>
    </Card>
  );
}
