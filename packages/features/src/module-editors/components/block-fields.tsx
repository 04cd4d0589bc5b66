import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { aspectRatios, type Block } from '@sparked/contracts';
import { translatedRecord } from '@sparked/i18n';
import { Button } from '@sparked/ui/button';
import { RichTextEditor } from '@sparked/ui/rich-text-editor';
import { Select } from '@sparked/ui/select';
import { TextArea } from '@sparked/ui/text-area';
import { TextField } from '@sparked/ui/text-field';
import { type ChangeEvent, useId, useState } from 'react';
import { isComplete } from '../model/blocks';
import * as styles from './activity-editor.css';
import { QuestionEditor } from './question-editor';

export type BlockEditing = {
  /** Replaces the block; `mergeKey` merges a burst of typing into one undo step. */
  update: (block: Block, mergeKey?: string) => void;
  uploadImage: (file: File) => Promise<{ src: string }>;
};

type Props<T extends Block['type']> = { block: Extract<Block, { type: T }>; editing: BlockEditing };

/** What a web address starts with, shown in an empty address field: the same in every language. */
const httpsPrefix = 'https://';
const calloutTones = ['info', 'success', 'warning', 'danger'] as const;
const toneLabels = translatedRecord<(typeof calloutTones)[number]>({
  info: msg({ message: 'Info', comment: 'How a callout box looks.' }),
  success: msg({ message: 'Success', comment: 'How a callout box looks.' }),
  warning: msg({ message: 'Warning', comment: 'How a callout box looks.' }),
  danger: msg({ message: 'Danger', comment: 'How a callout box looks.' }),
});

function ImageFields({ block, editing }: Props<'image'>) {
  const { t } = useLingui();
  const inputId = useId();
  const [problem, setProblem] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    setProblem(undefined);
    try {
      const { src } = await editing.uploadImage(file);
      editing.update({ ...block, src, alt: block.alt || file.name.replace(/\.[^.]+$/, '') });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
    }
  };
  return (
    <>
      {block.src ? <img src={block.src} alt={block.alt} className={styles.blockImage} /> : null}
      <div>
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          hidden
          onChange={(event) => void pick(event)}
        />
        <Button
          size="sm"
          variant="secondary"
          loading={uploading}
          onClick={() => document.getElementById(inputId)?.click()}
        >
          {block.src ? <Trans>Replace image</Trans> : <Trans>Choose image</Trans>}
        </Button>
      </div>
      {problem ? (
        <p role="alert" className={styles.errorText}>
          {problem}
        </p>
      ) : null}
      <div className={styles.fields}>
        <TextField
          label={t`Description for screen readers`}
          value={block.alt}
          maxLength={300}
          onChange={(event) =>
            editing.update({ ...block, alt: event.target.value }, `${block.id}-alt`)
          }
        />
        <TextField
          label={t`Caption`}
          value={block.caption}
          maxLength={300}
          onChange={(event) =>
            editing.update({ ...block, caption: event.target.value }, `${block.id}-caption`)
          }
        />
      </div>
    </>
  );
}

function EmbedFields({ block, editing }: Props<'video' | 'iframe'>) {
  const { t } = useLingui();
  return (
    <div className={styles.fields}>
      <TextField
        label={t({ message: 'Address', comment: 'A web address (URL).' })}
        type="url"
        placeholder={httpsPrefix}
        value={block.url}
        onChange={(event) =>
          editing.update({ ...block, url: event.target.value.trim() }, `${block.id}-url`)
        }
      />
      <TextField
        label={t`Title`}
        value={block.title}
        maxLength={200}
        onChange={(event) =>
          editing.update({ ...block, title: event.target.value }, `${block.id}-title`)
        }
      />
      {block.type === 'iframe' ? (
        <Select
          label={t({ message: 'Shape', comment: 'The width-to-height ratio, such as 16:9.' })}
          options={aspectRatios.map((ratio) => ({ value: ratio, label: ratio }))}
          value={block.aspectRatio}
          onValueChange={(value) =>
            editing.update({ ...block, aspectRatio: value as typeof block.aspectRatio })
          }
        />
      ) : null}
    </div>
  );
}

/** The fields of one e-book block, by its type. */
export function BlockFields({ block, editing }: { block: Block; editing: BlockEditing }) {
  const { t } = useLingui();
  switch (block.type) {
    case 'text':
      return (
        <RichTextEditor
          label={t({ message: 'Text', comment: 'The text of an e-book block.' })}
          glossary
          value={block.doc}
          onUploadImage={editing.uploadImage}
          onChange={(doc) => editing.update({ ...block, doc: doc as typeof block.doc }, block.id)}
        />
      );
    case 'callout':
      return (
        <>
          <Select
            label={t({ message: 'Tone', comment: 'How a callout box looks: info, success…' })}
            options={calloutTones.map((tone) => ({ value: tone, label: toneLabels[tone] }))}
            value={block.tone}
            onValueChange={(tone) => editing.update({ ...block, tone: tone as typeof block.tone })}
          />
          <RichTextEditor
            label={t`Callout text`}
            glossary
            value={block.doc}
            onChange={(doc) => editing.update({ ...block, doc: doc as typeof block.doc }, block.id)}
          />
        </>
      );
    case 'image':
      return <ImageFields block={block} editing={editing} />;
    case 'video':
    case 'iframe':
      return <EmbedFields block={block} editing={editing} />;
    case 'code':
      return (
        <>
          <TextField
            label={t({ message: 'Language', comment: 'The programming language of code.' })}
            value={block.language}
            maxLength={30}
            onChange={(event) =>
              editing.update({ ...block, language: event.target.value }, `${block.id}-language`)
            }
          />
          <TextArea
            label={t({ message: 'Code', comment: 'Program code.' })}
            value={block.code}
            maxLength={20_000}
            autoGrow
            spellCheck={false}
            className={styles.code}
            onChange={(event) => editing.update({ ...block, code: event.target.value }, block.id)}
          />
        </>
      );
    case 'question':
      return (
        <QuestionEditor
          question={block.question}
          update={(question, mergeKey) => editing.update({ ...block, question }, mergeKey)}
        />
      );
    case 'divider':
      return <hr />;
    case 'project':
      return (
        <>
          <TextField
            label={t`Title`}
            value={block.title}
            maxLength={120}
            onChange={(event) =>
              editing.update({ ...block, title: event.target.value }, `${block.id}-title`)
            }
          />
          <p className={styles.note}>
            <Trans>
              A project from the code box: learners run it in a sandboxed preview. To change its
              code, edit it in the code box and copy it here again.
            </Trans>
          </p>
        </>
      );
  }
}

/** Said under a block that is not saved yet because something it needs is missing. */
export function IncompleteNote({ block }: { block: Block }) {
  // A question's own editor says what it still needs.
  if (block.type === 'question' || isComplete(block)) return null;
  return (
    <p className={styles.note}>
      {block.type === 'image' ? (
        <Trans>Not saved until it has an image.</Trans>
      ) : (
        <Trans>Not saved until it has a full https:// address and a title.</Trans>
      )}
    </p>
  );
}
