import { msg } from '@lingui/core/macro';
import { type ActivityContent, type Block, blockSchema } from '@sparked/contracts';
import { translatedRecord } from '@sparked/i18n';
import { newQuestion } from './questions';
import { splitUnfinished } from './unfinished-questions';

export type BlockType = Block['type'];

/** The blocks an author adds from the e-book editor, in the order the menu offers them. */
export const addableBlocks = [
  'text',
  'image',
  'callout',
  'question',
  'video',
  'code',
  'iframe',
  'divider',
] as const;

export const blockLabels = translatedRecord<BlockType>({
  text: msg`Text`,
  image: msg`Image`,
  callout: msg`Callout`,
  video: msg`Video`,
  code: msg`Code`,
  question: msg`Question`,
  iframe: msg`Embedded page`,
  divider: msg`Divider`,
  project: msg`Code project`,
});

const emptyDoc = { type: 'doc' as const, content: [{ type: 'paragraph' }] };

/**
 * A new block of `type`, ready to fill in. Images and embeds start without an address and questions
 * without wording, which the server refuses, so they are saved once the author gives them:
 * `isComplete` tells.
 */
export function newBlock(
  type: (typeof addableBlocks)[number],
  id: string = crypto.randomUUID(),
): Block {
  switch (type) {
    case 'text':
      return { id, type, doc: emptyDoc };
    case 'callout':
      return { id, type, tone: 'info', doc: emptyDoc };
    case 'image':
      return { id, type, src: '', alt: '', caption: '' };
    case 'video':
      return { id, type, url: '', title: '' };
    case 'iframe':
      return { id, type, url: '', title: '', aspectRatio: '16:9' };
    case 'code':
      return { id, type, language: 'text', code: '' };
    case 'question':
      return { id, type, question: newQuestion('single') };
    case 'divider':
      return { id, type };
  }
}

/**
 * A pasted block under ids of its own, its question's too: two copies of one question on a page
 * must not share their answer controls.
 */
export function withNewIds(block: Block): Block {
  const id = crypto.randomUUID();
  return block.type === 'question'
    ? { ...block, id, question: { ...block.question, id: crypto.randomUUID() } }
    : { ...block, id };
}

/** `blocks` with the one at `index` moved by `offset` places, kept within the list. */
export function moveBlock<T>(blocks: readonly T[], index: number, offset: number): T[] {
  const target = Math.min(Math.max(index + offset, 0), blocks.length - 1);
  if (target === index) return [...blocks];
  const next = [...blocks];
  const [moving] = next.splice(index, 1);
  if (moving !== undefined) next.splice(target, 0, moving);
  return next;
}

/** Whether the contract accepts the block as it stands (an image has its file, a video its address). */
export const isComplete = (block: Block) => blockSchema.safeParse(block).success;

/**
 * The content as it can be saved: blocks still being filled in stay in the editor (and on the
 * device) but are left out of the save, so one unfinished item never holds back the rest; a
 * form's unfinished questions are saved apart from its questions.
 */
export function savableContent(content: ActivityContent): ActivityContent {
  switch (content.type) {
    case 'ebook':
      return { ...content, blocks: content.blocks.filter(isComplete) };
    case 'multi-ebook':
      return {
        ...content,
        pages: content.pages.map((page) => ({ ...page, blocks: page.blocks.filter(isComplete) })),
      };
    case 'form':
      return splitUnfinished(content);
    default:
      return content;
  }
}
