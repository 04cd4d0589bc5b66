import type { LearnerBlock, LearnerContent, LearnerQuestion } from '../learning/schemas';
import type { ActivityContent, Block, Question } from '../module-content/schemas';

/**
 * cyrb53, a fast 53-bit string hash: the same in the server and the browser (an author's preview
 * shows the order a learner would get), and only used to order items, never for security.
 */
function hash(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** A stable shuffle: the same student sees the same order each time, different students differ. */
function shuffled<T>(items: readonly T[], seed: string): T[] {
  const keyed = items.map((item, index) => ({ item, key: hash(`${seed}:${index}`) }));
  return keyed.sort((a, b) => a.key - b.key).map(({ item }) => item);
}

/** A question without its answers or feedback: what a learner's browser may hold. */
export function learnerQuestion(question: Question, seed: string): LearnerQuestion {
  const base = { id: question.id, prompt: question.prompt, points: question.points };
  switch (question.type) {
    case 'single':
    case 'multiple':
      // Only what is read before answering: an option's feedback comes with the marking.
      return {
        ...base,
        type: question.type,
        options: question.options.map(({ id, text }) => ({ id, text })),
      };
    case 'ordering':
      return {
        ...base,
        type: 'ordering',
        items: shuffled(question.items, `${seed}:${question.id}`),
      };
    default:
      return { ...base, type: question.type };
  }
}

function learnerBlock(block: Block, seed: string): LearnerBlock {
  return block.type === 'question'
    ? { id: block.id, type: 'question', question: learnerQuestion(block.question, seed) }
    : block;
}

/** Activity content as a learner gets it; `seed` (the student) fixes any shuffling. */
export function learnerContent(content: ActivityContent, seed: string): LearnerContent {
  switch (content.type) {
    case 'ebook':
      return { type: 'ebook', blocks: content.blocks.map((block) => learnerBlock(block, seed)) };
    case 'multi-ebook':
      return {
        type: 'multi-ebook',
        pages: content.pages.map((page) => ({
          ...page,
          blocks: page.blocks.map((block) => learnerBlock(block, seed)),
        })),
      };
    case 'iframe':
    case 'scorm':
      return content;
    case 'form': {
      const questions = content.shuffle ? shuffled(content.questions, seed) : content.questions;
      return {
        type: 'form',
        questions: questions.map((question) => learnerQuestion(question, seed)),
        passMark: content.passMark,
        attempts: content.attempts,
      };
    }
  }
}
