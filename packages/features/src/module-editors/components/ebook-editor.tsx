import { useLingui } from '@lingui/react/macro';
import type { ActivityContent } from '@sparked/contracts';
import type { ActivityDraftState } from './activity-editor-frame';
import type { BlockEditing } from './block-fields';
import { BlocksEditor } from './blocks-editor';

type Ebook = Extract<ActivityContent, { type: 'ebook' }>;

/** The e-book activity (spec §2 /modules/{m}/ebook/{a}): one page of blocks. */
export function EbookEditor({
  draft,
  uploadImage,
}: {
  draft: ActivityDraftState;
  uploadImage: BlockEditing['uploadImage'];
}) {
  const { t } = useLingui();
  const content = draft.draft.content as Ebook;
  return (
    <BlocksEditor
      label={t({ message: 'Blocks', comment: 'The parts of an e-book page: text, images…' })}
      place={t({
        message: 'the e-book',
        comment: 'Where a pasted block is added: “… was added at the end of the e-book.”',
      })}
      blocks={content.blocks}
      uploadImage={uploadImage}
      onChange={(blocks, mergeKey) =>
        draft.change((current) => ({ ...current, content: { ...content, blocks } }), mergeKey)
      }
    />
  );
}
