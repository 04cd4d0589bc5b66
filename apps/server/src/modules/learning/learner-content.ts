import { createHash } from 'node:crypto';
import type {
  ActivityContent,
  Block,
  LearnerBlock,
  LearnerContent,
  LearnerQuestion,
  Question,
} from '@sparked/contracts';

/** A stable shuffle: the same student sees the same order each time, different students differ. */
function shuffled<T>(items: readonly T[], seed: string): T[] {
  const keyed = items.map((item, index) => ({
    item,
    key: createHash('sha256').update(`${seed}:${index}`).digest('hex'),
  }));
  return keyed.sort((a, b) => a.key.localeCompare(b.key)).map(({ item }) => item);
}

/** A question without its answers or feedback: what a learner's browser may hold. */
export function learnerQuestion(question: Question, seed: string): LearnerQuestion {
  const base = { id: question.id, prompt: question.prompt, points: question.points };
  switch (question.type) {
    case 'single':
    case 'multiple':
      return { ...base, type: question.type, options: question.options };
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
