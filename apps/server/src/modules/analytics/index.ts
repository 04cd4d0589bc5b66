export { registerAnalytics } from './register';
