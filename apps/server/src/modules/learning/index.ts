export { registerLearning } from './register';
