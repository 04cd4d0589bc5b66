export { registerHealth } from './register';
