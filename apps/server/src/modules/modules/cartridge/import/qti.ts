import { type ActivityContent, type Question, questionSchema } from '@sparked/contracts';
import { parseDocument } from 'htmlparser2';
import { type Sentence, sentenceOf } from '../../../../http/errors';
import type { ServerMessage } from '../../../../i18n/catalogues';
import { issueSentence } from './report-notes';
import { asArray, attr, child, children, textOf, type XmlNode } from './xml';

type FormContent = Extract<ActivityContent, { type: 'form' }>;

/** What a QTI assessment became: a form's content and the questions left out, with why. */
export interface ImportedAssessment {
  title: string;
  content: FormContent;
  /** Each question left out, and why, as the report says it. */
  skipped: Sentence[];
}

/** Text as the form holds it: tags of HTML material dropped, whitespace collapsed. */
function plainText(text: string): string {
  if (!/[<&]/.test(text)) return text.replace(/\s+/g, ' ').trim();
  const walk = (nodes: ReturnType<typeof parseDocument>['children']): string =>
    nodes
      .map((node) => {
        if (node.type === 'text') return node.data;
        if (node.type === 'tag') {
          if (['script', 'style', 'head', 'template'].includes(node.name)) return '';
          const inner = walk(node.children);
          return /^(p|div|li|br|h[1-6]|tr)$/.test(node.name) ? ` ${inner} ` : inner;
        }
        return '';
      })
      .join('');
  return walk(parseDocument(text, { decodeEntities: true }).children)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of a `material` (or anything holding `mattext`s). */
const materialText = (node: unknown) =>
  plainText(
    [...children(node, 'mattext'), ...children(child(node, 'material'), 'mattext')]
      .map(textOf)
      .join(' '),
  );

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** A QTI ident as an editor item id (letters, digits, - and _; at most 40), unique in `taken`. */
function itemId(ident: string, fallback: string, taken: Set<string>): string {
  let id = ident.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 40) || fallback;
  if (taken.has(id)) id = `${fallback}-${taken.size}`.slice(0, 40);
  taken.add(id);
  return id;
}

function metadata(item: XmlNode): Map<string, string> {
  const fields = new Map<string, string>();
  for (const meta of children(child(item, 'itemmetadata'), 'qtimetadata'))
    for (const field of children(meta, 'qtimetadatafield'))
      fields.set(textOf(child(field, 'fieldlabel')), textOf(child(field, 'fieldentry')));
  return fields;
}

interface Condition {
  positive: string[];
  score: number;
  other: boolean;
  continues: boolean;
  feedback: string[];
  caseSensitive: boolean;
}

/** The `varequal`s a condition asks for, not those under `not`. */
function wanted(node: unknown, out: { values: string[]; caseSensitive: boolean }) {
  if (!node || typeof node !== 'object') return;
  for (const equal of children(node, 'varequal')) {
    out.values.push(textOf(equal));
    if (attr(equal, 'case') === 'Yes') out.caseSensitive = true;
  }
  for (const group of [...children(node, 'and'), ...children(node, 'or')]) wanted(group, out);
}

function conditions(item: XmlNode): Condition[] {
  return children(child(item, 'resprocessing'), 'respcondition').map((condition) => {
    const variable = child(condition, 'conditionvar');
    const found = { values: [] as string[], caseSensitive: false };
    wanted(variable, found);
    const score = children(condition, 'setvar').reduce((sum, setvar) => {
      const value = Number(textOf(setvar));
      return Number.isFinite(value) ? Math.max(sum, value) : sum;
    }, 0);
    return {
      positive: found.values,
      score,
      other: child(variable, 'other') !== undefined,
      continues: attr(condition, 'continue') === 'Yes',
      feedback: children(condition, 'displayfeedback').map((shown) => attr(shown, 'linkrefid')),
      caseSensitive: found.caseSensitive,
    };
  });
}

const kindNames: Record<string, string> = {
  'cc.essay.v0p1': 'essay',
  essay_question: 'essay',
  'cc.pattern_match.v0p1': 'patternMatch',
  matching_question: 'matching',
  numerical_question: 'numerical',
  calculated_question: 'formula',
  file_upload_question: 'fileUpload',
  text_only_question: 'textOnly',
  fill_in_multiple_blanks_question: 'severalBlanks',
  multiple_dropdowns_question: 'dropdowns',
};

/** Why a question is left out (decision 0046), by its number in the assessment. */
const said = {
  unsupported: (number: number, kind: string) => /*i18n*/ ({
    id: 'modules.import.question-of-a-kind-forms-lack',
    message:
      'Question {number} is a {kind, select, essay {essay} patternMatch {pattern match} matching {matching} numerical {numerical} formula {formula} fileUpload {file upload} textOnly {text only} severalBlanks {several blanks} other {dropdowns}} question, which Sparked forms do not have.',
    values: { number, kind },
  }),
  noAnswer: (number: number) => /*i18n*/ ({
    id: 'modules.import.question-has-no-answer',
    message: 'Question {number} has no answer Sparked can check (no choices and no text answer).',
    values: { number },
  }),
  incomplete: (number: number) => /*i18n*/ ({
    id: 'modules.import.question-is-incomplete',
    message: 'Question {number} is incomplete:',
    values: { number },
  }),
  pastTheLimit: (number: number) => /*i18n*/ ({
    id: 'modules.import.question-past-the-limit',
    message: 'Question {number} is past the 100 a form holds.',
    values: { number },
  }),
} satisfies Record<string, (...args: never[]) => ServerMessage>;

/** One QTI item as a question, or why it cannot be one. */
function question(item: XmlNode, index: number, ids: Set<string>): Question | Sentence[] {
  const number = index + 1;
  const fields = metadata(item);
  const profile = fields.get('cc_profile') ?? fields.get('question_type') ?? '';
  const unsupported = kindNames[profile];
  if (unsupported) return [sentenceOf(said.unsupported(number, unsupported))];
  const presentation = child(item, 'presentation');
  const prompt = clip(
    materialText(presentation) || materialText(child(presentation, 'flow')),
    2000,
  );
  const lid =
    child(presentation, 'response_lid') ?? child(child(presentation, 'flow'), 'response_lid');
  const str =
    child(presentation, 'response_str') ?? child(child(presentation, 'flow'), 'response_str');
  const feedbackText = new Map(
    children(item, 'itemfeedback').map((node) => [
      attr(node, 'ident'),
      clip(materialText(child(node, 'flow_mat')) || materialText(node), 1000),
    ]),
  );
  const all = conditions(item);
  const right = all.filter((condition) => condition.score > 0);
  const shown = (list: Condition[]) =>
    list
      .flatMap((condition) => condition.feedback.map((id) => feedbackText.get(id) ?? ''))
      .filter(Boolean)
      .join(' ');
  const explanation = shown(all.filter((c) => c.other && c.continues && c.score <= 0));
  const base = {
    id: itemId(attr(item, 'ident').replace(/^q_/, ''), `q${index + 1}`, ids),
    prompt,
    points: Math.min(
      100,
      Math.max(
        0,
        Math.round(Number(fields.get('cc_weighting') ?? fields.get('points_possible') ?? 1) || 0),
      ),
    ),
    feedback: {
      correct: clip(shown(right), 1000),
      incorrect: clip(shown(all.filter((c) => c.other && !c.continues && c.score <= 0)), 1000),
    },
    ...(explanation ? { explanation: clip(explanation, 1000) } : {}),
  };
  const correct = new Set(right.flatMap((condition) => condition.positive));
  let made: unknown;
  if (lid) {
    const optionIds = new Set<string>();
    const labels = children(
      child(lid, 'render_choice') ?? child(child(lid, 'render_choice'), 'flow_label'),
      'response_label',
    );
    const choiceFeedback = (ident: string) =>
      shown(
        all.filter(
          (c) =>
            c.continues &&
            c.score <= 0 &&
            !c.other &&
            c.positive.length === 1 &&
            c.positive[0] === ident,
        ),
      );
    const options = labels.map((labelNode, at) => {
      const ident = attr(labelNode, 'ident');
      const feedback = clip(choiceFeedback(ident), 1000);
      return {
        ident,
        id: itemId(ident, `o${at + 1}`, optionIds),
        text: clip(materialText(labelNode), 500),
        ...(feedback ? { feedback } : {}),
      };
    });
    const isTrueFalse =
      profile === 'cc.true_false.v0p1' ||
      profile === 'true_false_question' ||
      (options.length === 2 && options.every((option) => /^(true|false)$/i.test(option.text)));
    const chosen = options.filter((option) => correct.has(option.ident));
    if (isTrueFalse && options.length === 2) {
      const truth = options.find((option) => /^true$/i.test(option.text));
      const falsity = options.find((option) => /^false$/i.test(option.text));
      made = {
        ...base,
        type: 'true-false',
        correct: truth ? chosen.includes(truth) : false,
        ...(truth?.feedback || falsity?.feedback
          ? { answerFeedback: { true: truth?.feedback, false: falsity?.feedback } }
          : {}),
      };
    } else {
      const multiple =
        attr(lid, 'rcardinality') === 'Multiple' || profile === 'cc.multiple_response.v0p1';
      const cleaned = options.map(({ ident: _, ...option }) => option);
      made = multiple
        ? {
            ...base,
            type: 'multiple',
            options: cleaned,
            correct: chosen.map((option) => option.id),
          }
        : { ...base, type: 'single', options: cleaned, correct: chosen[0]?.id ?? '' };
    }
  } else if (str) {
    const accepted = [
      ...new Set(
        right
          .flatMap((condition) => condition.positive)
          .map((text) => clip(text.trim(), 200))
          .filter(Boolean),
      ),
    ];
    made = {
      ...base,
      type: 'short-answer',
      accepted,
      caseSensitive: right.some((condition) => condition.caseSensitive),
    };
  } else return [sentenceOf(said.noAnswer(number))];
  const parsed = questionSchema.safeParse(made);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  return [sentenceOf(said.incomplete(number)), ...(issue ? [issueSentence(issue)] : [])];
}

/** A QTI 1.2.1 assessment (Common Cartridge's profile, as Canvas and Moodle write it) as a form. */
export function readAssessment(document: XmlNode, fallbackTitle: string): ImportedAssessment {
  const root = child(document, 'questestinterop');
  const assessment = child(root, 'assessment');
  const items: XmlNode[] = [];
  const gather = (node: unknown) => {
    items.push(...children(node, 'item'));
    for (const section of children(node, 'section')) gather(section);
  };
  gather(assessment);
  const fields = new Map<string, string>();
  for (const meta of children(assessment, 'qtimetadata'))
    for (const field of children(meta, 'qtimetadatafield'))
      fields.set(textOf(child(field, 'fieldlabel')), textOf(child(field, 'fieldentry')));
  const attempts = Number(fields.get('cc_maxattempts'));
  const ids = new Set<string>();
  const questions: Question[] = [];
  const skipped: Sentence[] = [];
  asArray<XmlNode>(items).forEach((item, index) => {
    if (questions.length >= 100) {
      skipped.push(sentenceOf(said.pastTheLimit(index + 1)));
      return;
    }
    const made = question(item, index, ids);
    if (Array.isArray(made)) skipped.push(...made);
    else questions.push(made);
  });
  return {
    title: attr(assessment, 'title') || fallbackTitle,
    content: {
      type: 'form',
      questions,
      passMark: 60,
      attempts: Number.isInteger(attempts) && attempts >= 1 && attempts <= 20 ? attempts : null,
      shuffle: false,
    },
    skipped,
  };
}
