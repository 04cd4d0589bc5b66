export { sendPageView } from './api/send-page-view';
