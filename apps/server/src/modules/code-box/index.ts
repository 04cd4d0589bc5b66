export { registerCodeBox } from './register';
