// Accounts an LMS made (decisions 0028, 0031): what a page shows for their placeholder address.
export { shownEmail } from './model/shown-email';
