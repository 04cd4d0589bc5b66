import { domainPlugin } from '../core/platform';
import { createPackageFiles } from './package-files';
import { registerScorm } from './register';
import { createScormService } from './service';

export { createPackageFiles, type PackageFiles } from './package-files';
export { registerScormSandbox } from './sandbox';

/**
 * SCORM 1.2 and 2004 packages (decision 0036): uploaded and checked here, served from the
 * sandbox origin by `registerScormSandbox`, tracked by the learning domain's player calls.
 */
export const scormPlugin = domainPlugin({ name: 'scorm' }, (app, { db, config, files }) => {
  registerScorm(app, {
    scorm: createScormService({
      db,
      files: createPackageFiles(files),
      sandboxOrigin: config.preview.origin,
    }),
  });
});
