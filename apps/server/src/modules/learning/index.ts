export { learningRepository } from './repository';
