import { Trans, useLingui } from '@lingui/react/macro';
import type { ActivityContent } from '@sparked/contracts';
import { Button } from '@sparked/ui/button';
import { ChevronDownIcon, ChevronUpIcon, TrashIcon } from '@sparked/ui/icon';
import { IconButton } from '@sparked/ui/icon-button';
import { Inline } from '@sparked/ui/inline';
import { TextField } from '@sparked/ui/text-field';
import { useState } from 'react';
import { moveBlock } from '../model/blocks';
import * as styles from './activity-editor.css';
import type { ActivityDraftState } from './activity-editor-frame';
import type { BlockEditing } from './block-fields';
import { BlocksEditor } from './blocks-editor';

type MultiEbook = Extract<ActivityContent, { type: 'multi-ebook' }>;
type Page = MultiEbook['pages'][number];

/**
 * The multi-page e-book (spec §2 /modules/{m}/multi-ebook/{a}): the list of pages, added, renamed,
 * reordered and deleted (one always stays), and the chosen page's blocks.
 */
export function MultiEbookEditor({
  draft,
  uploadImage,
}: {
  draft: ActivityDraftState;
  uploadImage: BlockEditing['uploadImage'];
}) {
  const { t } = useLingui();
  const content = draft.draft.content as MultiEbook;
  const [openId, setOpenId] = useState(content.pages[0]?.id);
  const openIndex = Math.max(
    0,
    content.pages.findIndex((page) => page.id === openId),
  );
  const open = content.pages[openIndex] as Page;
  const setPages = (pages: Page[], mergeKey?: string) =>
    draft.change((current) => ({ ...current, content: { ...content, pages } }), mergeKey);
  const updateOpen = (page: Page, mergeKey?: string) =>
    setPages(
      content.pages.map((candidate, at) => (at === openIndex ? page : candidate)),
      mergeKey,
    );
  const addPage = () => {
    const n = content.pages.length + 1;
    const page = { id: crypto.randomUUID(), title: t`Page ${n}`, blocks: [] };
    setPages([...content.pages, page]);
    setOpenId(page.id);
  };
  const openNumber = openIndex + 1;
  const pageName =
    open.title ||
    t({ message: `page ${openNumber}`, comment: 'An untitled page, inside a sentence.' });
  return (
    <div className={styles.pages}>
      <nav aria-label={t`Pages`}>
        <ol className={styles.pageList}>
          {content.pages.map((page, index) => (
            <li key={page.id}>
              <Button
                size="sm"
                variant={index === openIndex ? 'primary' : 'ghost'}
                aria-current={index === openIndex ? 'page' : undefined}
                onClick={() => setOpenId(page.id)}
              >
                {index + 1}. {page.title || t`Untitled page`}
              </Button>
            </li>
          ))}
        </ol>
        <Button size="sm" variant="secondary" onClick={addPage}>
          <Trans>Add page</Trans>
        </Button>
      </nav>
      <section aria-label={t`Page ${openNumber}`} className={styles.frame}>
        <Inline gap={2} align="end" wrap>
          <TextField
            className={styles.grow}
            label={t`Page title`}
            value={open.title}
            maxLength={200}
            onChange={(event) =>
              updateOpen({ ...open, title: event.target.value }, `${open.id}-title`)
            }
          />
          <IconButton
            icon={ChevronUpIcon}
            size="sm"
            label={t`Move page earlier`}
            disabled={openIndex === 0}
            onClick={() => setPages(moveBlock(content.pages, openIndex, -1))}
          />
          <IconButton
            icon={ChevronDownIcon}
            size="sm"
            label={t`Move page later`}
            disabled={openIndex === content.pages.length - 1}
            onClick={() => setPages(moveBlock(content.pages, openIndex, 1))}
          />
          <IconButton
            icon={TrashIcon}
            size="sm"
            label={t`Delete page`}
            disabled={content.pages.length === 1}
            onClick={() => {
              setPages(content.pages.filter((_, at) => at !== openIndex));
              setOpenId(content.pages[openIndex === 0 ? 1 : openIndex - 1]?.id);
            }}
          />
        </Inline>
        <BlocksEditor
          label={t`Blocks of ${pageName}`}
          place={pageName}
          blocks={open.blocks}
          uploadImage={uploadImage}
          onChange={(blocks, mergeKey) => updateOpen({ ...open, blocks }, mergeKey)}
        />
      </section>
    </div>
  );
}
