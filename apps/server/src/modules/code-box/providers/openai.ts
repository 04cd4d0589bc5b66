import {
  codeParts,
  hintSchema,
  type ProjectCode,
  projectCodeSchema,
  specificationSchema,
} from '@sparked/contracts';
import { z } from 'zod';
import {
  type ChatMessage,
  chatCompletion,
  closed,
  type OpenAiSettings,
  ProviderError,
} from '../../assistants';
import { atLevel } from '../engine/feedback';
import type { CodeBoxProvider, Specified } from './provider';

const text = { type: 'string' };
const lines = { type: 'array', items: text };
const format = (name: string, schema: unknown) => ({
  type: 'json_schema',
  json_schema: { name, strict: true, schema },
});

const specificationFormat = format(
  'specification',
  closed({
    title: text,
    summary: text,
    goals: lines,
    inputs: lines,
    behaviour: lines,
    acceptanceChecks: lines,
  }),
);
const codeFormat = format('project_code', closed({ html: text, css: text, js: text }));
const reviewFormat = format(
  'feedback',
  closed({
    summary: text,
    hints: {
      type: 'array',
      items: closed({
        title: text,
        part: { type: 'string', enum: codeParts },
        line: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
        nudge: text,
        pointer: text,
        example: text,
      }),
    },
  }),
);

const projectRules =
  'The project is one web page for a school student: HTML for the body, CSS and plain JavaScript, with no libraries, no network requests and no storage. It must be accessible: labelled controls, real buttons, alt text, visible focus.';

const reviewSchema = z.object({ summary: z.string(), hints: z.array(hintSchema) });

/** The model's JSON validated against the schema, or undefined when it is not (spec §8). */
function parsed<T>(content: string, schema: z.ZodType<T>): T | undefined {
  try {
    const result = schema.safeParse(JSON.parse(content));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An OpenAI-compatible model with structured output, validated against the same schemas as
 * everything else. Output that does not validate falls back (decision 0017): a specification or
 * code to the offline engine's where it can build the idea, feedback to its plain text as a hint.
 */
export function createOpenAiCodeBoxProvider(
  settings: OpenAiSettings,
  offline: CodeBoxProvider,
): CodeBoxProvider {
  const ask = (messages: ChatMessage[], responseFormat: unknown) =>
    chatCompletion(settings, { messages, responseFormat, who: 'The code box', again: 'Try again' });
  const unusable = () =>
    new ProviderError('The code box’s AI answered in a form it cannot use. Try again.');
  return {
    async specify(idea) {
      const content = await ask(
        [
          {
            role: 'system',
            content: `Turn the student's idea into a specification: a title, a one-paragraph summary, goals, inputs (the data the project starts with, one per line), behaviour and acceptance checks, each a list of short sentences. ${projectRules}`,
          },
          { role: 'user', content: idea },
        ],
        specificationFormat,
      );
      const specification = parsed(content, specificationSchema);
      if (specification) return { specification, template: null };
      return offline.specify(idea).catch(() => {
        throw unusable();
      });
    },
    async build(specified: Specified): Promise<ProjectCode> {
      const content = await ask(
        [
          {
            role: 'system',
            content: `Write the project this specification describes, as three parts: html (the body's content only), css and js. ${projectRules}`,
          },
          { role: 'user', content: JSON.stringify(specified.specification) },
        ],
        codeFormat,
      );
      const code = parsed(content, projectCodeSchema);
      if (code) return code;
      return offline.build(specified).catch(() => {
        throw unusable();
      });
    },
    async review({ code, specification, level }) {
      // The offline checks read the code with a real parser; the model adds what rules cannot see.
      const checked = await offline.review({ code, specification, level });
      const content = await ask(
        [
          {
            role: 'system',
            content: `Review a student's project against its specification. Give hints, never the finished code: for each, a nudge (a question that points the way), a pointer (where and what) and an example (a small example of the idea, not their answer). Leave out what these checks already found: ${checked.hints.map((hint) => hint.title).join('; ') || 'nothing'}.`,
          },
          { role: 'user', content: JSON.stringify({ specification, code }) },
        ],
        reviewFormat,
      );
      const review = parsed(content, reviewSchema);
      const modelHints = review
        ? review.hints
        : [
            {
              title: 'Feedback',
              part: 'js' as const,
              line: null,
              nudge: content.slice(0, 2000),
              pointer: null,
              example: null,
            },
          ];
      return {
        summary: review?.summary ?? checked.summary,
        hints: [...checked.hints, ...modelHints.map((hint) => atLevel(hint, level))],
      };
    },
  };
}
