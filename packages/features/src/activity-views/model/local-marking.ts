import { t } from '@lingui/core/macro';
import {
  type ActivityContent,
  type Answer,
  type Block,
  gradeForm,
  gradeQuestion,
} from '@sparked/contracts';
import type { FormResult } from '../components/form-view';

function questionBlocks(content: ActivityContent): Block[] {
  if (content.type === 'ebook') return content.blocks;
  if (content.type === 'multi-ebook') return content.pages.flatMap((page) => page.blocks);
  return [];
}

/**
 * Marking without the server, for an author's preview: the same functions the server marks
 * with, on the draft, so feedback and scores are what a learner would get.
 */
export function localMarking(content: ActivityContent) {
  return {
    checkAnswer: async (blockId: string, answer: Answer) => {
      const block = questionBlocks(content).find((candidate) => candidate.id === blockId);
      if (block?.type !== 'question')
        throw new Error(t`That question is no longer in the activity.`);
      return gradeQuestion(block.question, answer);
    },
    submitForm: async (answers: Record<string, Answer>): Promise<FormResult> => {
      if (content.type !== 'form') throw new Error(t`Only forms are submitted.`);
      const { results, score, maxScore, percent } = gradeForm(content.questions, answers);
      return { questions: results, score, maxScore, percent, passed: percent >= content.passMark };
    },
  };
}
