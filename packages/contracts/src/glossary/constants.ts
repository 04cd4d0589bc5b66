// The glossary's words without their schemas: the learner's player reads a term's mark without
// bringing zod with it (decision 0006).

/** The rich-text mark the e-book editor puts on a glossary term; its `definition` attribute. */
export const glossaryTermMark = 'glossaryTerm';

export const glossaryLimits = { maxTermLength: 60, maxDefinitionLength: 300 } as const;
