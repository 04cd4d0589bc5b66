export { forbiddenWordsFor } from './forbidden-words';
export { glossaryOf } from './glossary-terms';
