export { registerClipboard } from './register';
