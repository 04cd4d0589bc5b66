export { registerLearning } from './register';
export { learningRepository } from './repository';
