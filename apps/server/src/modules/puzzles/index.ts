export { registerPuzzles } from './register';
