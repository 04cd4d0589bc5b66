import type { Block } from '@sparked/contracts';

/** What a block copied to the widget clipboard carries; e-book editors paste it (pastedWidget). */
export const copiedWidget = (block: Block) => ({ block });
