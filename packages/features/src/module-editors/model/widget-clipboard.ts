import { type Block, blockSchema } from '@sparked/contracts';

export { copiedWidget } from '@sparked/features/clipboard';

/** A clipboard item's block, or null when the data is not a block the contract accepts. */
export function pastedWidget(data: unknown): Block | null {
  const parsed = blockSchema.safeParse((data as { block?: unknown } | null)?.block);
  return parsed.success ? parsed.data : null;
}

type Node = { text?: string; content?: Node[] };
const textOf = (node: Node): string =>
  (node.text ?? '') + (node.content ?? []).map(textOf).join(' ');

/** A clipboard title that says what the block holds: its first words, its caption or title. */
export function widgetTitle(block: Block, label: string): string {
  const detail = (() => {
    switch (block.type) {
      case 'text':
      case 'callout':
        return textOf(block.doc);
      case 'image':
        return block.caption || block.alt;
      case 'video':
      case 'iframe':
      case 'project':
        return block.title;
      case 'code':
        return block.code.split('\n')[0] ?? '';
      case 'question':
        return block.question.prompt;
      case 'divider':
        return '';
    }
  })()
    .replace(/\s+/g, ' ')
    .trim();
  const short = detail.length > 60 ? `${detail.slice(0, 59)}…` : detail;
  return short ? `${label}: ${short}` : label;
}
