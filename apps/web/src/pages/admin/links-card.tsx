import { type PlatformLinks, socialNetworkNames, socialNetworks } from '@sparked/contracts';
import {
  platformLinksQueryOptions,
  usePlatformLinksChange,
} from '@sparked/features/platform-links';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import { TextField } from '@sparked/ui/text-field';
import { useToasts } from '@sparked/ui/toast';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import * as styles from '../page.css';
import { QueryState } from '../query-state';

/** An https address, or nothing for an empty field. */
const addressOf = (value: FormDataEntryValue | null) => String(value ?? '').trim() || null;

function LinksForm({ links }: { links: PlatformLinks }) {
  const { session } = useSession();
  const { notify } = useToasts();
  const change = usePlatformLinksChange(session.client);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const social = socialNetworks.flatMap((network) => {
      const url = addressOf(form.get(network));
      return url ? [{ network, url }] : [];
    });
    try {
      await change.mutateAsync({
        social,
        appStore: addressOf(form.get('appStore')),
        googlePlay: addressOf(form.get('googlePlay')),
      });
      notify({ type: 'success', title: 'Saved', message: 'The links are saved.' });
    } catch {
      // The form says why, above its button.
    }
  };
  const current = (network: string) => links.social.find((link) => link.network === network)?.url;
  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap={4} align="start">
        {socialNetworks.map((network) => (
          <TextField
            key={network}
            label={socialNetworkNames[network]}
            name={network}
            type="url"
            defaultValue={current(network)}
          />
        ))}
        <TextField
          label="App Store"
          name="appStore"
          type="url"
          defaultValue={links.appStore ?? ''}
        />
        <TextField
          label="Google Play"
          name="googlePlay"
          type="url"
          defaultValue={links.googlePlay ?? ''}
          description="Leave a field empty to leave it out. Addresses start with https://."
        />
        {change.isError ? (
          <p role="alert" className={styles.errorText}>
            {change.error.message}
          </p>
        ) : null}
        <Button type="submit" loading={change.isPending}>
          Save links
        </Button>
      </Stack>
    </form>
  );
}

/** Sparked's social accounts and app-store pages, shown at the foot of the student area. */
export function LinksCard() {
  const { session } = useSession();
  const links = useQuery(platformLinksQueryOptions(session.client));
  return (
    <Card as="section" heading="Links" headingLevel={2}>
      <QueryState query={links} loading="Loading the links" what="The links">
        {(data) => <LinksForm links={data} />}
      </QueryState>
    </Card>
  );
}
