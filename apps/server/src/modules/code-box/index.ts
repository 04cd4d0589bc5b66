import { domainPlugin } from '../core/platform';
import { previewFrameUrl } from './preview/preview-server';
import { createCodeBoxProvider } from './providers';
import { registerCodeBox } from './register';
import { createCodeBoxService } from './service';

export { buildPreviewServer, previewFrameUrl } from './preview/preview-server';

/** Code boxes; their previews run on a separate origin (decision 0024). */
export const codeBoxPlugin = domainPlugin({ name: 'code-box' }, (app, { db, config }) =>
  registerCodeBox(app, {
    codeBoxes: createCodeBoxService({ db, provider: createCodeBoxProvider(config.llm) }),
    previewFrameUrl: previewFrameUrl(config.preview.origin),
  }),
);
