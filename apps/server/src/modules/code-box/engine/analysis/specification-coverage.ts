import type { Hint, ProjectCode, Specification } from '@sparked/contracts';

const ordinaryWords = new Set(
  'about after again also before each every from have into just more only other same should show shows than that their them then there these they this when where which while with without would your'.split(
    ' ',
  ),
);

/** The words of a line that say what it is about: four letters or more, compared by their start. */
const keyStems = (line: string) =>
  (line.toLowerCase().match(/[a-z]{4,}/g) ?? [])
    .filter((word) => !ordinaryWords.has(word))
    .map((word) => word.slice(0, 5));

/**
 * Acceptance checks the code shows no sign of: none of the check's key words appear anywhere in
 * the HTML or the script. A rough reading, so it is worded as a question, not a verdict.
 */
export function coverageHints(specification: Specification, code: ProjectCode): Hint[] {
  const text = `${code.html}\n${code.js}`.toLowerCase();
  return specification.acceptanceChecks.flatMap((check, index): Hint[] => {
    const stems = keyStems(check);
    if (!stems.length || stems.some((stem) => text.includes(stem))) return [];
    return [
      {
        title: 'A check the code may not meet yet',
        part: 'specification',
        line: null,
        nudge:
          'One of your acceptance checks does not seem to be in the code yet. Try each check by hand.',
        pointer: `Acceptance check ${index + 1}, "${check}": nothing in the code mentions ${stems
          .slice(0, 3)
          .map((stem) => `"${stem}…"`)
          .join(', ')}.`,
        example:
          'Take one check at a time: find the element it talks about, then the function that changes it.',
      },
    ];
  });
}
