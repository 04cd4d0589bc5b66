export { registerHelpDesk } from './register';
