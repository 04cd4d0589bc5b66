export { moduleAuthorRepository } from './repository';
