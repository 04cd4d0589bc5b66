export { registerAdmin } from './register';
