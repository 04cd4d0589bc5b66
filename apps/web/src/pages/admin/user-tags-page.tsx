import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ManagedUserTag, type UserTagColour, userTagColours } from '@sparked/contracts';
import { managedTagsQueryOptions, tagColourLabels, useTagChange } from '@sparked/features/admin';
import { useSession } from '@sparked/features/session';
import { Badge } from '@sparked/ui/badge';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Dialog } from '@sparked/ui/dialog';
import { DialogCancelledError, useDialogs } from '@sparked/ui/dialog-provider';
import { EmptyState } from '@sparked/ui/empty-state';
import { Inline } from '@sparked/ui/inline';
import { StarPicture } from '@sparked/ui/picture';
import { Select } from '@sparked/ui/select';
import { Stack } from '@sparked/ui/stack';
import { TextField } from '@sparked/ui/text-field';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { HeaderRow } from '../../shared/header-row';
import * as styles from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import { SaveForm } from '../../shared/save-form';
import * as tableStyles from '../../shared/table.css';
import { TableScroll } from '../../shared/table-scroll';
import { useReportedAction } from '../../shared/use-reported-action';
import { EditButton } from './edit-button';

const carriers = (count: number) => plural(count, { one: '# user', other: '# users' });

/** A tag's name and colour: a new tag's, or changes to one. */
function TagForm({ tag, onDone }: { tag?: ManagedUserTag; onDone: () => void }) {
  const { t } = useLingui();
  const colourOptions = userTagColours.map((each) => ({
    value: each,
    label: tagColourLabels[each],
  }));
  const { session } = useSession();
  const change = useTagChange(session.client);
  const [colour, setColour] = useState<UserTagColour>(tag?.colour ?? 'neutral');
  const [name, setName] = useState(tag?.name ?? '');
  return (
    <SaveForm
      mutation={change}
      submitLabel={tag ? t`Save` : t`Create the tag`}
      save={() =>
        change.mutateAsync(
          tag
            ? { kind: 'update', tagId: tag.id, fields: { name: name.trim(), colour } }
            : { kind: 'create', fields: { name: name.trim(), colour } },
        )
      }
      saved={() => {
        const tagName = name.trim();
        return tag ? t`${tagName} is saved.` : t`${tagName} is ready to use.`;
      }}
      onSaved={() => {
        setName('');
        onDone();
      }}
    >
      <Inline gap={3} align="end" wrap>
        <TextField
          label={t`Name`}
          required
          maxLength={40}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Select
          label={t`Colour`}
          options={colourOptions}
          value={colour}
          onValueChange={(value) => setColour(value as UserTagColour)}
        />
        <span className={styles.inlineRow}>
          <span className={styles.note}>
            <Trans>Looks like</Trans>
          </span>
          <Badge tone={colour}>{name.trim() || t`Tag`}</Badge>
        </span>
      </Inline>
    </SaveForm>
  );
}

function TagRow({ tag, onEdit }: { tag: ManagedUserTag; onEdit: () => void }) {
  const { t } = useLingui();
  const { session } = useSession();
  const { confirm } = useDialogs();
  const report = useReportedAction();
  const change = useTagChange(session.client);
  const remove = async () => {
    try {
      await confirm({
        type: 'danger',
        title: t`Delete “${tag.name}”?`,
        message:
          tag.users === 0
            ? t`Nobody carries it.`
            : plural(tag.users, {
                one: '# user carries it and will lose it. The audit log keeps the record.',
                other: '# users carry it and will lose it. The audit log keeps the record.',
              }),
        confirmLabel: t`Delete`,
      });
    } catch (error) {
      if (error instanceof DialogCancelledError) return;
      throw error;
    }
    await report(
      () => change.mutateAsync({ kind: 'delete', tagId: tag.id }),
      t`${tag.name} is deleted.`,
    );
  };
  return (
    <tr>
      <th scope="row" className={tableStyles.cell}>
        <Badge tone={tag.colour}>{tag.name}</Badge>
      </th>
      <td className={tableStyles.cell}>{tagColourLabels[tag.colour]}</td>
      <td className={tableStyles.cell}>
        <Link to="/educator/users" search={{ tagId: tag.id }}>
          {carriers(tag.users)}
        </Link>
      </td>
      <td className={tableStyles.cell}>
        <Inline gap={2}>
          <EditButton what={tag.name} onClick={onEdit} />
          <Button
            size="sm"
            variant="ghost"
            onClick={() => void remove()}
            aria-label={t`Delete ${tag.name}`}
          >
            <Trans>Delete</Trans>
          </Button>
        </Inline>
      </td>
    </tr>
  );
}

/**
 * User tags: groups of users with a name and a colour. Who carries a tag is changed
 * from the users list (many at once) or a user's page.
 */
export function UserTagsPage() {
  const { t } = useLingui();
  const { session } = useSession();
  const tags = useQuery(managedTagsQueryOptions(session.client));
  const [editing, setEditing] = useState<ManagedUserTag | null>(null);
  return (
    <Stack gap={5}>
      <h1 className={styles.title}>
        <Trans>User tags</Trans>
      </h1>
      <Card as="section" heading={t`New tag`} headingLevel={2}>
        <TagForm onDone={() => undefined} />
      </Card>
      <QueryState query={tags} loading={t`Loading the tags`} what={t`The tags`}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState picture={<StarPicture />} title={t`No tags yet`}>
              <Trans>Make one above, then give it to users from the users list.</Trans>
            </EmptyState>
          ) : (
            <TableScroll label={t`Tags`}>
              <table className={tableStyles.table}>
                <HeaderRow labels={[t`Tag`, t`Colour`, t`Carried by`, '']} />
                <tbody>
                  {list.map((tag) => (
                    <TagRow key={tag.id} tag={tag} onEdit={() => setEditing(tag)} />
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )
        }
      </QueryState>
      <p className={styles.note}>
        <Trans>
          To give a tag to many users at once, choose them in{' '}
          <Link to="/educator/users">Users</Link> and use “Change many at once”.
        </Trans>
      </p>
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? t`Edit “${editing.name}”` : t`Edit`}
        closeLabel={t`Cancel`}
      >
        {editing ? (
          <TagForm key={editing.id} tag={editing} onDone={() => setEditing(null)} />
        ) : null}
      </Dialog>
    </Stack>
  );
}
