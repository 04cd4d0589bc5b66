import {
  type ActivityContent,
  activityContentSchema,
  type Block,
  glossaryTermMark,
  type questionSchema,
  type RichContent,
} from '@sparked/contracts';
import type { z } from 'zod';
import type { ServerMessage } from '../i18n/catalogues';

const seeded: ServerMessage[] = [];
/**
 * A text of the demo content a learner reads: stored in English, translated by the catalogue
 * while it is stored as seeded (decision 0046, `seededTexts`).
 */
const en = (message: ServerMessage): string => {
  seeded.push(message);
  return message.message;
};

/**
 * What the demo modules' activities hold, as plain data: the seed stores it, and the editors'
 * round-trip test opens and saves every export of this file (e-book blocks or whole contents).
 */
const doc = (...paragraphs: string[]): RichContent => ({
  type: 'doc',
  content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
});
const heading = (text: string, level = 2) => ({
  type: 'heading',
  attrs: { level },
  content: [{ type: 'text', text }],
});

/** A term marked for the module's glossary, as the e-book editor's glossary tool marks it. */
const glossaryTerm = (text: string, definition: string) => ({
  type: 'text',
  text,
  marks: [{ type: glossaryTermMark, attrs: { definition } }],
});

/** The photosynthesis glossary: enough terms for the password game and a crossword. */
const keyWords = [
  ['Chlorophyll', 'The green pigment in leaves that absorbs sunlight.'],
  ['Chloroplast', 'A tiny structure inside plant cells where photosynthesis happens.'],
  ['Glucose', 'A sugar that plants build as food and store as starch.'],
  ['Oxygen', 'The gas plants release that animals breathe in.'],
  ['Carbon dioxide', 'The gas plants take in from the air through their leaves.'],
  ['Stomata', 'Tiny pores on a leaf that let gases in and out.'],
  ['Sunlight', 'The energy source that powers photosynthesis.'],
  ['Roots', 'The parts of a plant underground that take up water.'],
] as const;

export const photosynthesisBook: Block[] = [
  {
    id: 'intro',
    type: 'text',
    doc: {
      type: 'doc',
      content: [
        heading(
          en(
            /*i18n*/ {
              id: 'demo.module-content.photosynthesis.heading',
              message: 'What is photosynthesis?',
            },
          ),
        ),
        ...doc(
          en(
            /*i18n*/ {
              id: 'demo.module-content.photosynthesis.plants-make-food',
              message:
                'Plants make their own food. In their leaves, they use the energy of sunlight to turn water and carbon dioxide into glucose, a sugar, and give off oxygen.',
            },
          ),
        ).content,
        // The key term highlighted, as an author would with the editor's highlight tool.
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'The green pigment ' },
            {
              type: 'text',
              text: 'chlorophyll',
              marks: [{ type: 'textStyle', attrs: { color: null, backgroundColor: '#fff59d' } }],
            },
            {
              type: 'text',
              text: ', packed into tiny structures called chloroplasts, captures the light.',
            },
          ],
        },
      ],
    },
  },
  {
    id: 'equation',
    type: 'callout',
    tone: 'info',
    doc: doc('6 CO₂ + 6 H₂O + light → C₆H₁₂O₆ + 6 O₂'),
  },
  {
    id: 'stages',
    type: 'text',
    doc: {
      type: 'doc',
      content: [
        heading(
          en(
            /*i18n*/ { id: 'demo.module-content.photosynthesis.two-stages', message: 'Two stages' },
          ),
        ),
        ...doc(
          en(
            /*i18n*/ {
              id: 'demo.module-content.photosynthesis.light-dependent',
              message:
                'In the light-dependent reactions, chlorophyll absorbs light and splits water, releasing oxygen.',
            },
          ),
          en(
            /*i18n*/ {
              id: 'demo.module-content.photosynthesis.calvin-cycle',
              message:
                'In the Calvin cycle, the plant uses that stored energy to build glucose from carbon dioxide.',
            },
          ),
        ).content,
      ],
    },
  },
  {
    id: 'key-words',
    type: 'text',
    doc: {
      type: 'doc',
      content: [
        heading(
          en(/*i18n*/ { id: 'demo.module-content.photosynthesis.key-words', message: 'Key words' }),
          3,
        ),
        {
          type: 'bulletList',
          content: keyWords.map(([term, definition]) => ({
            type: 'listItem',
            content: [
              {
                type: 'paragraph',
                content: [
                  glossaryTerm(term, definition),
                  { type: 'text', text: `: ${definition}` },
                ],
              },
            ],
          })),
        },
      ],
    },
  },
  { id: 'rule', type: 'divider' },
  {
    id: 'check',
    type: 'question',
    question: {
      id: 'check-gas',
      type: 'single',
      prompt: en(
        /*i18n*/ {
          id: 'demo.module-content.photosynthesis.check.prompt',
          message: 'Which gas do plants give off during photosynthesis?',
        },
      ),
      options: [
        {
          id: 'oxygen',
          text: en(/*i18n*/ { id: 'demo.module-content.oxygen', message: 'Oxygen' }),
        },
        {
          id: 'carbon-dioxide',
          text: en(
            /*i18n*/ { id: 'demo.module-content.carbon-dioxide', message: 'Carbon dioxide' },
          ),
          feedback: en(
            /*i18n*/ {
              id: 'demo.module-content.photosynthesis.check.carbon-dioxide',
              message: 'Plants take carbon dioxide in; it is on the left of the equation.',
            },
          ),
        },
        {
          id: 'nitrogen',
          text: en(/*i18n*/ { id: 'demo.module-content.nitrogen', message: 'Nitrogen' }),
          feedback: en(
            /*i18n*/ {
              id: 'demo.module-content.photosynthesis.check.nitrogen',
              message:
                'Nitrogen fills most of the air, but photosynthesis neither uses nor makes it.',
            },
          ),
        },
      ],
      correct: 'oxygen',
      points: 1,
      feedback: {
        correct: en(
          /*i18n*/ {
            id: 'demo.module-content.photosynthesis.check.correct',
            message: 'Yes: the oxygen comes from split water.',
          },
        ),
        incorrect: en(
          /*i18n*/ {
            id: 'demo.module-content.photosynthesis.check.incorrect',
            message: 'Look at the right-hand side of the equation.',
          },
        ),
      },
      explanation: en(
        /*i18n*/ {
          id: 'demo.module-content.photosynthesis.check.explanation',
          message:
            'Light splits water in the leaf: its hydrogen goes into glucose and its oxygen is let out.',
        },
      ),
    },
  },
];

type QuestionInput = z.input<typeof questionSchema>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** Points and feedback take the schema's defaults. */
const question = (
  id: string,
  prompt: string,
  rest: DistributiveOmit<QuestionInput, 'id' | 'prompt'>,
): QuestionInput => ({ id, prompt, ...rest }) as QuestionInput;
const choices = (...texts: string[]) => texts.map((text, index) => ({ id: `o${index + 1}`, text }));
/** Choices with what a learner who picks one is told, by the choice's id. */
const withFeedback = (options: { id: string; text: string }[], feedback: Record<string, string>) =>
  options.map((option) =>
    feedback[option.id] ? { ...option, feedback: feedback[option.id] } : option,
  );

export const photosynthesisQuiz: ActivityContent = activityContentSchema.parse({
  type: 'form',
  passMark: 60,
  attempts: 3,
  shuffle: true,
  questions: [
    question(
      'q1',
      en(
        /*i18n*/ {
          id: 'demo.module-content.quiz.q1',
          message: 'Where in the cell does photosynthesis happen?',
        },
      ),
      {
        type: 'single',
        options: withFeedback(
          choices(
            en(/*i18n*/ { id: 'demo.module-content.chloroplasts', message: 'Chloroplasts' }),
            en(/*i18n*/ { id: 'demo.module-content.mitochondria', message: 'Mitochondria' }),
            en(/*i18n*/ { id: 'demo.module-content.nucleus', message: 'Nucleus' }),
          ),
          {
            o2: en(
              /*i18n*/ {
                id: 'demo.module-content.quiz.q1.mitochondria',
                message: 'Mitochondria release energy from food; they do not make it.',
              },
            ),
            o3: en(
              /*i18n*/ {
                id: 'demo.module-content.quiz.q1.nucleus',
                message: 'The nucleus holds the cell’s instructions, not its green machinery.',
              },
            ),
          },
        ),
        correct: 'o1',
        explanation: en(
          /*i18n*/ {
            id: 'demo.module-content.quiz.q1.explanation',
            message: 'Chloroplasts hold the chlorophyll that captures the light.',
          },
        ),
      },
    ),
    question(
      'q2',
      en(
        /*i18n*/ {
          id: 'demo.module-content.quiz.q2',
          message: 'Which of these does a plant need for photosynthesis?',
        },
      ),
      {
        type: 'multiple',
        options: choices(
          en(/*i18n*/ { id: 'demo.module-content.light', message: 'Light' }),
          en(/*i18n*/ { id: 'demo.module-content.water', message: 'Water' }),
          en(/*i18n*/ { id: 'demo.module-content.carbon-dioxide', message: 'Carbon dioxide' }),
          en(/*i18n*/ { id: 'demo.module-content.salt', message: 'Salt' }),
        ),
        correct: ['o1', 'o2', 'o3'],
      },
    ),
    question(
      'q3',
      en(
        /*i18n*/ {
          id: 'demo.module-content.quiz.q3',
          message: 'Chlorophyll is green because it reflects green light.',
        },
      ),
      {
        type: 'true-false',
        correct: true,
      },
    ),
    question(
      'q4',
      en(/*i18n*/ { id: 'demo.module-content.quiz.q4', message: 'What sugar do plants make?' }),
      {
        type: 'short-answer',
        accepted: ['glucose', 'C6H12O6'],
        caseSensitive: false,
      },
    ),
    question(
      'q5',
      en(
        /*i18n*/ {
          id: 'demo.module-content.quiz.q5',
          message: 'How many molecules of oxygen are released for each glucose molecule?',
        },
      ),
      {
        type: 'number',
        correct: 6,
        tolerance: 0,
      },
    ),
    question(
      'q6',
      en(/*i18n*/ { id: 'demo.module-content.quiz.q6', message: 'Put the steps in order.' }),
      {
        type: 'ordering',
        items: choices(
          en(
            /*i18n*/ { id: 'demo.module-content.light-is-absorbed', message: 'Light is absorbed' },
          ),
          en(/*i18n*/ { id: 'demo.module-content.water-is-split', message: 'Water is split' }),
          en(/*i18n*/ { id: 'demo.module-content.glucose-is-built', message: 'Glucose is built' }),
        ),
      },
    ),
    question(
      'q7',
      en(/*i18n*/ { id: 'demo.module-content.quiz.q7', message: 'Which stage releases oxygen?' }),
      {
        type: 'single',
        options: choices(
          en(
            /*i18n*/ {
              id: 'demo.module-content.the-light-dependent-reactions',
              message: 'The light-dependent reactions',
            },
          ),
          en(/*i18n*/ { id: 'demo.module-content.the-calvin-cycle', message: 'The Calvin cycle' }),
        ),
        correct: 'o1',
      },
    ),
    question(
      'q8',
      en(
        /*i18n*/ { id: 'demo.module-content.quiz.q8', message: 'Plants photosynthesise at night.' },
      ),
      {
        type: 'true-false',
        correct: false,
        answerFeedback: {
          true: en(
            /*i18n*/ {
              id: 'demo.module-content.quiz.q8.true',
              message: 'At night there is no light to power it.',
            },
          ),
        },
        explanation: en(
          /*i18n*/ {
            id: 'demo.module-content.quiz.q8.explanation',
            message: 'Photosynthesis needs light; at night plants only respire.',
          },
        ),
      },
    ),
    question(
      'q9',
      en(
        /*i18n*/ {
          id: 'demo.module-content.quiz.q9',
          message: 'What is the green pigment in leaves called?',
        },
      ),
      {
        type: 'short-answer',
        accepted: ['chlorophyll'],
        caseSensitive: false,
      },
    ),
    question(
      'q10',
      en(
        /*i18n*/ {
          id: 'demo.module-content.quiz.q10',
          message: 'Which gases does a leaf exchange through its stomata?',
        },
      ),
      {
        type: 'multiple',
        options: choices(
          en(/*i18n*/ { id: 'demo.module-content.oxygen', message: 'Oxygen' }),
          en(/*i18n*/ { id: 'demo.module-content.carbon-dioxide', message: 'Carbon dioxide' }),
          en(/*i18n*/ { id: 'demo.module-content.helium', message: 'Helium' }),
        ),
        correct: ['o1', 'o2'],
      },
    ),
  ],
});

export const climatePages: ActivityContent = {
  type: 'multi-ebook',
  pages: [
    {
      id: 'greenhouse',
      title: en(
        /*i18n*/ { id: 'demo.module-content.climate.greenhouse', message: 'The greenhouse effect' },
      ),
      blocks: [
        {
          id: 'greenhouse-text',
          type: 'text',
          doc: doc(
            en(
              /*i18n*/ {
                id: 'demo.module-content.climate.greenhouse.text',
                message:
                  'Sunlight warms the Earth. The warm ground gives off heat, and gases such as carbon dioxide and methane trap some of it, like the glass of a greenhouse.',
              },
            ),
          ),
        },
      ],
    },
    {
      id: 'carbon-cycle',
      title: en(
        /*i18n*/ { id: 'demo.module-content.climate.carbon-cycle', message: 'The carbon cycle' },
      ),
      blocks: [
        {
          id: 'cycle-text',
          type: 'text',
          doc: doc(
            en(
              /*i18n*/ {
                id: 'demo.module-content.climate.carbon-cycle.text',
                message:
                  'Carbon moves between the air, oceans, plants and rocks. Photosynthesis takes it out of the air; burning fuels puts it back.',
              },
            ),
          ),
        },
        {
          id: 'cycle-note',
          type: 'callout',
          tone: 'warning',
          doc: doc(
            en(
              /*i18n*/ {
                id: 'demo.module-content.climate.carbon-cycle.note',
                message:
                  'Burning coal, oil and gas releases carbon that was stored for millions of years.',
              },
            ),
          ),
        },
      ],
    },
    {
      id: 'what-we-can-do',
      title: en(
        /*i18n*/ { id: 'demo.module-content.climate.what-we-can-do', message: 'What we can do' },
      ),
      blocks: [
        {
          id: 'actions',
          type: 'text',
          doc: doc(
            en(
              /*i18n*/ {
                id: 'demo.module-content.climate.what-we-can-do.text',
                message:
                  'Use less energy, switch to renewable sources, and protect forests that store carbon.',
              },
            ),
          ),
        },
      ],
    },
  ],
};

/** PhET is on the embeddable-host list from the first start. */
export const greenhouseSimulation: ActivityContent = {
  type: 'iframe',
  url: 'https://phet.colorado.edu/sims/html/greenhouse-effect/latest/greenhouse-effect_all.html',
  title: 'PhET: The Greenhouse Effect',
  aspectRatio: '16:9',
  sandbox: ['allow-scripts', 'allow-same-origin'],
  requiredSeconds: 120,
};

/** The demo content's texts a learner reads (prompts, choices, page titles and paragraphs). */
export const seededContentTexts: readonly ServerMessage[] = seeded;
