export { helpDeskPlugin } from './plugin';
