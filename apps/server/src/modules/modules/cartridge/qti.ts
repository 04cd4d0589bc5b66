import type { ActivityContent, Question } from '@sparked/contracts';
import { commentText, escapeXml, textElement, xmlDeclaration } from './xml';

type FormContent = Extract<ActivityContent, { type: 'form' }>;

/** The kinds Common Cartridge's QTI profile has (cc.*.v0p1); numbers and ordering it has not. */
export const cartridgeQuestionKinds = ['single', 'multiple', 'true-false', 'short-answer'] as const;
type Supported = Extract<Question, { type: (typeof cartridgeQuestionKinds)[number] }>;
const isSupported = (question: Question): question is Supported =>
  (cartridgeQuestionKinds as readonly string[]).includes(question.type);

const profiles: Record<Supported['type'], string> = {
  single: 'cc.multiple_choice.v0p1',
  multiple: 'cc.multiple_response.v0p1',
  'true-false': 'cc.true_false.v0p1',
  'short-answer': 'cc.fib.v0p1',
};

const field = (label: string, entry: string | number) =>
  `<qtimetadatafield>${textElement('fieldlabel', label)}${textElement('fieldentry', entry)}</qtimetadatafield>`;
const material = (text: string) =>
  `<material>${textElement('mattext', text, ' texttype="text/plain"')}</material>`;
const feedback = (ident: string, text: string) =>
  `<itemfeedback ident="${ident}"><flow_mat>${material(text)}</flow_mat></itemfeedback>`;
const show = (ident: string) => `<displayfeedback feedbacktype="Response" linkrefid="${ident}"/>`;
const varequal = (value: string, extra = '') =>
  `<varequal respident="response1"${extra}>${escapeXml(value)}</varequal>`;

/** The choices a learner picks from, as `response_label`s, with their own feedback if any. */
function choicesOf(question: Supported): { id: string; text: string; feedback?: string }[] {
  if (question.type === 'single' || question.type === 'multiple') return question.options;
  if (question.type === 'true-false')
    return [
      { id: 'true', text: 'True', feedback: question.answerFeedback?.true },
      { id: 'false', text: 'False', feedback: question.answerFeedback?.false },
    ];
  return [];
}

/** What the learner answers with, inside `presentation`. */
function response(question: Supported): string {
  if (question.type === 'short-answer')
    return '<response_str ident="response1" rcardinality="Single"><render_fib><response_label ident="answer1" rshuffle="No"/></render_fib></response_str>';
  const cardinality = question.type === 'multiple' ? 'Multiple' : 'Single';
  const labels = choicesOf(question)
    .map(
      (choice) =>
        `<response_label ident="${escapeXml(choice.id)}">${material(choice.text)}</response_label>`,
    )
    .join('');
  return `<response_lid ident="response1" rcardinality="${cardinality}"><render_choice>${labels}</render_choice></response_lid>`;
}

/** The condition a right answer meets. */
function rightAnswer(question: Supported): string {
  switch (question.type) {
    case 'single':
      return varequal(question.correct);
    case 'true-false':
      return varequal(question.correct ? 'true' : 'false');
    case 'multiple':
      return `<and>${question.options
        .map((option) =>
          question.correct.includes(option.id)
            ? varequal(option.id)
            : `<not>${varequal(option.id)}</not>`,
        )
        .join('')}</and>`;
    case 'short-answer': {
      const caseRule = ` case="${question.caseSensitive ? 'Yes' : 'No'}"`;
      return `<or>${question.accepted.map((answer) => varequal(answer, caseRule)).join('')}</or>`;
    }
  }
}

/**
 * How an answer is scored (100 for right, as Common Cartridge scores) and which feedback shows:
 * the explanation always, a choice's own feedback when picked, then right or wrong.
 */
function processing(question: Supported): { conditions: string; feedbacks: string } {
  const conditions: string[] = [];
  const feedbacks: string[] = [];
  if (question.explanation) {
    conditions.push(
      `<respcondition continue="Yes"><conditionvar><other/></conditionvar>${show('general_fb')}</respcondition>`,
    );
    feedbacks.push(feedback('general_fb', question.explanation));
  }
  for (const choice of choicesOf(question))
    if (choice.feedback) {
      const ident = `choice_${choice.id}_fb`;
      conditions.push(
        `<respcondition continue="Yes"><conditionvar>${varequal(choice.id)}</conditionvar>${show(ident)}</respcondition>`,
      );
      feedbacks.push(feedback(ident, choice.feedback));
    }
  const { correct, incorrect } = question.feedback;
  conditions.push(
    `<respcondition continue="No"><conditionvar>${rightAnswer(question)}</conditionvar><setvar action="Set" varname="SCORE">100</setvar>${correct ? show('correct_fb') : ''}</respcondition>`,
  );
  if (correct) feedbacks.push(feedback('correct_fb', correct));
  if (incorrect) {
    conditions.push(
      `<respcondition continue="No"><conditionvar><other/></conditionvar>${show('general_incorrect_fb')}</respcondition>`,
    );
    feedbacks.push(feedback('general_incorrect_fb', incorrect));
  }
  return { conditions: conditions.join(''), feedbacks: feedbacks.join('') };
}

function item(question: Supported, index: number): string {
  const { conditions, feedbacks } = processing(question);
  return `<item ident="q_${escapeXml(question.id)}" title="${escapeXml(`Question ${index + 1}`)}">
<itemmetadata><qtimetadata>${field('cc_profile', profiles[question.type])}${field('cc_weighting', question.points)}</qtimetadata></itemmetadata>
<presentation>${material(question.prompt)}${response(question)}</presentation>
<resprocessing><outcomes><decvar varname="SCORE" vartype="Decimal" minvalue="0" maxvalue="100"/></outcomes>${conditions}</resprocessing>
${feedbacks}
</item>`;
}

/** The questions a package leaves out because Common Cartridge's QTI profile has no such kind. */
export const skippedQuestions = (content: FormContent) =>
  content.questions.filter((question) => !isSupported(question));

/**
 * A form as a QTI 1.2.1 assessment in Common Cartridge's profile (cc.exam.v0p1). Number and
 * ordering questions have no kind there: each is left out with a comment in its place.
 */
export function assessmentXml(input: {
  ident: string;
  title: string;
  content: FormContent;
}): string {
  const { ident, title, content } = input;
  const items = content.questions.map((question, index) =>
    isSupported(question)
      ? item(question, index)
      : `<!-- ${commentText(`Question ${index + 1} (${question.type}) is left out: Common Cartridge has no such question kind.`)} -->`,
  );
  return `${xmlDeclaration}<questestinterop xmlns="http://www.imsglobal.org/xsd/ims_qtiasiv1p2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.imsglobal.org/xsd/ims_qtiasiv1p2 http://www.imsglobal.org/profile/cc/ccv1p3/ccv1p3_qtiasiv1p2p1_v1p0.xsd">
<assessment ident="${ident}" title="${escapeXml(title)}">
<qtimetadata>${field('cc_profile', 'cc.exam.v0p1')}${field('qmd_assessmenttype', 'Examination')}${field('qmd_scoretype', 'Percentage')}${field('cc_maxattempts', content.attempts ?? 'unlimited')}</qtimetadata>
<section ident="root_section">
${items.join('\n')}
</section>
</assessment>
</questestinterop>
`;
}
