export { registerThemes } from './register';
