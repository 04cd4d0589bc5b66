import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@sparked/ui/button';
import { useFocusAfterAction } from '@sparked/ui/focus';
import {
  Avatar,
  type AvatarModel,
  type AvatarVariationPart,
  resolveAvatar,
  withVariation,
} from '@sparked/ui/patterns/avatar';
import { useToasts } from '@sparked/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type ApiClient, unexpectedErrorMessage } from '../../api-client';
import { tokenStoreQueryOptions } from '../../store';
import { avatarQueryOptions } from '../api/avatar';
import { useSaveAvatar } from '../api/save-avatar';
import { savedMessage } from '../model/editor-messages';
import { partOffer } from '../model/part-offers';
import { applySavedAvatar, sameAvatar, withColor } from '../model/saved-avatar';
import * as styles from './avatar-editor.css';
import { AvatarPartTabs } from './avatar-part-tabs';
import { EditorStatus } from './editor-status';
import { useBuyPart } from './use-buy-part';

export type AvatarEditorProps = {
  client: ApiClient;
  /** Told whenever the editor starts or stops holding unsaved changes, e.g. to ask before leaving. */
  onDirtyChange?: (dirty: boolean) => void;
};

/**
 * The avatar editor (spec §3 Avatar): a live preview, a picker per part with the store's prices
 * and locks, a colour picker per colour, buying a locked part on the spot, and saving.
 */
export function AvatarEditor({ client, onDirtyChange }: AvatarEditorProps) {
  const { t } = useLingui();
  const avatar = useQuery(avatarQueryOptions(client));
  const store = useQuery(tokenStoreQueryOptions(client));
  const buyPart = useBuyPart(client);
  const save = useSaveAvatar(client);
  const focusAfterAction = useFocusAfterAction();
  const savedNote = useRef<HTMLParagraphElement>(null);
  const { notify } = useToasts();
  // The user's changes, until saved or discarded; null shows the saved avatar.
  const [draft, setDraft] = useState<AvatarModel | null>(null);
  const saved = avatar.data ? applySavedAvatar(avatar.data.avatar) : null;
  const dirty = draft !== null && saved !== null && !sameAvatar(draft, saved);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  if (avatar.isPending || store.isPending) return <EditorStatus kind="loading" />;
  if (avatar.isError || store.isError || !saved) {
    return (
      <EditorStatus
        kind="error"
        onRetry={() => {
          if (avatar.isError) void avatar.refetch();
          if (store.isError) void store.refetch();
        }}
      />
    );
  }

  const current = draft ?? saved;
  const offer = (part: AvatarVariationPart) => partOffer(part, store.data.categories);
  const equip = (part: AvatarVariationPart, variation: string) =>
    setDraft((previous) => resolveAvatar(withVariation(previous ?? saved, part, variation)));

  const submit = async () => {
    try {
      const { rewards } = await save.mutateAsync(current);
      setDraft(null);
      // Saved, Save is disabled again: focus goes to the sentence that says the avatar is shown.
      focusAfterAction(() => savedNote.current);
      notify({ type: 'success', ...savedMessage(rewards) });
    } catch (error) {
      notify({
        type: 'error',
        title: t`Your avatar was not saved`,
        message: error instanceof Error ? error.message : unexpectedErrorMessage,
      });
    }
  };

  return (
    <div className={styles.layout}>
      <div className={styles.previewColumn}>
        <Avatar
          avatar={current}
          size={192}
          label={t`Preview of your avatar`}
          className={styles.preview}
        />
        <Button onClick={() => void submit()} loading={save.isPending} disabled={!dirty} fullWidth>
          <Trans>Save avatar</Trans>
        </Button>
        <Button
          variant="ghost"
          onClick={() => setDraft(null)}
          disabled={!dirty || save.isPending}
          fullWidth
        >
          <Trans>Discard changes</Trans>
        </Button>
        <p ref={savedNote} className={styles.note} aria-live="polite">
          {dirty ? t`You have unsaved changes.` : t`Everyone sees this avatar.`}
        </p>
      </div>
      <AvatarPartTabs
        avatar={current}
        offer={offer}
        onEquip={equip}
        onLockedSelect={async (part, option) => {
          // Bought: put it on straight away.
          if (await buyPart(offer(part).items.get(option.id), option)) equip(part, option.id);
        }}
        onColorChange={(part, field, hex) =>
          setDraft((previous) => withColor(previous ?? saved, part, field, hex))
        }
      />
    </div>
  );
}
