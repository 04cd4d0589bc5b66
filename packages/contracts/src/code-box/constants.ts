// The code box's limits and words without their schemas: pages that only show a level or limit
// an idea's length do not bring zod with them (decision 0006).

export const maxIdeaLength = 1000;
/** Each of HTML, CSS and JS; a browser project a student writes fits many times over. */
export const maxCodePartLength = 60_000;
export const maxSpecificationItems = 12;
export const maxSpecificationItemLength = 300;

/** Who wrote a version: the engine, or the user by hand. */
export const versionSources = ['generated', 'edited'] as const;
export type VersionSource = (typeof versionSources)[number];

/** Spec: hints in levels rather than answers: a nudge, a pointer, a worked example. */
export const hintLevels = [1, 2, 3] as const;
export type HintLevel = (typeof hintLevels)[number];

export const codeParts = ['html', 'css', 'js', 'specification'] as const;
export type CodePart = (typeof codeParts)[number];
