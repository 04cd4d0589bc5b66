import type { FastifyInstance } from 'fastify';
import { bearer } from './users';

/** A two-question quiz about plants, one right answer each, for tests that need any form. */
export const plantQuiz = [
  {
    id: 'q1',
    type: 'single',
    prompt: 'Which gas do plants take in?',
    options: [
      { id: 'co2', text: 'Carbon dioxide' },
      { id: 'he', text: 'Helium', feedback: 'Helium floats away; leaves never hold it.' },
    ],
    correct: 'co2',
    feedback: { correct: 'Right.', incorrect: 'Think about the equation.' },
    explanation: 'Leaves take carbon dioxide in through their stomata.',
  },
  {
    id: 'q2',
    type: 'true-false',
    prompt: 'Plants need light.',
    correct: true,
    answerFeedback: { true: 'Light powers photosynthesis.' },
  },
];

/** Five terms of photosynthesis and their definitions: enough for a password game. */
export const plantTerms = [
  ['Chlorophyll', 'The green pigment that absorbs sunlight.'],
  ['Glucose', 'A sugar plants make as food.'],
  ['Oxygen', 'The gas plants release for animals to breathe.'],
  ['Stomata', 'Tiny pores on a leaf surface.'],
  ['Roots', 'Plant parts underground that take up water.'],
] as const;
const marked = (term: string, definition: string) => ({
  type: 'text',
  text: term,
  marks: [{ type: 'glossaryTerm', attrs: { definition } }],
});
/** An e-book whose text marks each term as a glossary term with its definition. */
export const glossaryEbook = (entries: readonly (readonly [string, string])[]) => ({
  type: 'ebook',
  blocks: [
    {
      id: 'words',
      type: 'text',
      doc: {
        type: 'doc',
        content: entries.map(([term, definition]) => ({
          type: 'paragraph',
          content: [marked(term, definition), { type: 'text', text: ` means ${definition}` }],
        })),
      },
    },
  ],
});

/** Posts to the API as `token`; a refusal throws with its body. */
function poster(app: FastifyInstance, token: string) {
  return async (url: string, payload?: object) => {
    const response = await app.inject({
      method: 'POST',
      url: `/sparked-api${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
    return response.json().data;
  };
}

/** A draft module with one form activity of these questions, made by `token`; its activity id. */
export async function formActivity(
  app: FastifyInstance,
  token: string,
  title: string,
  questions: readonly object[],
): Promise<string> {
  const post = poster(app, token);
  const { id: moduleId } = await post('/modules', { title: 'Plants' });
  const { id: sectionId } = await post(`/modules/${moduleId}/sections`, { title: 'S' });
  const { id: unitId } = await post(`/modules/${moduleId}/units`, { sectionId, title: 'U' });
  const activity = await post(`/modules/${moduleId}/activities`, {
    unitId,
    type: 'form',
    title,
    content: { type: 'form', questions },
  });
  return activity.id;
}

/**
 * A published module with one section, one unit and `ebooks` e-books (one by default), made
 * through the API by `token` (an educator). `details` go to the create call: `listedInAcademy`,
 * `price`, `subject`…
 */
export async function publishedModule(
  app: FastifyInstance,
  token: string,
  details: { title: string } & Record<string, unknown>,
  ebooks = 1,
) {
  const post = poster(app, token);
  const { id: moduleId } = await post('/modules', details);
  const { id: sectionId } = await post(`/modules/${moduleId}/sections`, { title: 'Section' });
  const { id: unitId } = await post(`/modules/${moduleId}/units`, { sectionId, title: 'Unit' });
  const activityIds: string[] = [];
  for (let count = 1; count <= ebooks; count += 1) {
    const title = ebooks === 1 ? 'Read' : `Read ${count}`;
    activityIds.push(
      (await post(`/modules/${moduleId}/activities`, { unitId, type: 'ebook', title })).id,
    );
  }
  await post(`/modules/${moduleId}/publish`);
  return { moduleId: moduleId as string, activityId: activityIds[0] ?? '', activityIds };
}
