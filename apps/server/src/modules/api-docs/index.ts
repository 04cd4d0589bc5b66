export { registerApiDocs } from './register';
