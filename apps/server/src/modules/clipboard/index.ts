import { domainPlugin } from '../core/platform';
import { registerClipboard } from './register';
import { createClipboardService } from './service';

export const clipboardPlugin = domainPlugin({ name: 'clipboard' }, (app, { db, now }) =>
  registerClipboard(app, { clipboard: createClipboardService({ db, now }) }),
);
