import { passwordLimits } from '@sparked/contracts';

// Words that say nothing about a term, so forbidding them would not make a clue harder.
const fillers = new Set(
  (
    'about above after again also among another anything around back because been before being ' +
    'below between both called cannot come comes could does doing done down during each either ' +
    'enough even every from further gets give gives have having here into itself just kind last ' +
    'less like made make makes many more most much must need next often only other others ' +
    'over part same should since some something such take takes than that their them then ' +
    'there these they thing things this those through together under until upon used uses ' +
    'using very were what when where which while whose will with within without would your'
  ).split(' '),
);

const wordsOf = (text: string) => text.toLocaleLowerCase().match(/\p{L}[\p{L}'’-]*/gu) ?? [];

/**
 * The words a clue giver may not say (Taboo's rule): the term's own words, and the telling words
 * of its definition, which are the clues anyone would reach for first. A definition word that
 * shares a stem with the term ("leaf" for "leaves") is left out: saying the term is already out.
 */
export function forbiddenWordsFor(term: string, definition: string): string[] {
  const termWords = wordsOf(term);
  const sharesStem = (word: string) =>
    termWords.some((own) => own.slice(0, 4) === word.slice(0, 4) && own.length >= 4);
  const chosen: string[] = [];
  for (const word of wordsOf(definition)) {
    if (chosen.length === passwordLimits.maxForbidden) break;
    if (word.length < 4 || fillers.has(word) || sharesStem(word) || chosen.includes(word)) continue;
    chosen.push(word);
  }
  return chosen;
}
