export { registerModuleAuthors } from './register';
export { moduleAuthorRepository } from './repository';
