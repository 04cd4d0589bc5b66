import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStoredFiles, moduleImagesArea, moduleImportsArea } from '../../files/stored-files';
import { domainPlugin } from '../core/platform';
import { createCourseImport } from './cartridge/import/course-import';
import { registerCourseImport } from './cartridge/import/register';
import { createCourseExport } from './course-export';
import { createEmbeddableHosts } from './embeddable-hosts';
import { createModuleImages, moduleImagePolicy } from './images';
import { registerModules } from './register';
import { createModuleService } from './service';

export { createFrameSources } from './frame-sources';
export { moduleRecords } from './module-records';
export type { ModuleRow } from './repository';
export { readModuleText, seededModuleTexts } from './seeded-texts';

/** Modules, their drafts, images and exported packages, and the hosts activities may embed. */
export const modulesPlugin = domainPlugin(
  { name: 'modules' },
  (app, { db, config, files: store, frameSources, schedule }) => {
    const hosts = createEmbeddableHosts({ db, onChange: frameSources.read });
    const files = createStoredFiles(store, moduleImagesArea, 'webp');
    registerModules(app, {
      hosts,
      modules: createModuleService({ db, hosts }),
      images: createModuleImages({ db, files }),
      packages: createCourseExport({ db, files, origin: new URL(config.publicUrl).origin }),
    });
    const imports = createCourseImport({
      db,
      files,
      policy: moduleImagePolicy,
      hosts,
      packages: createStoredFiles(store, moduleImportsArea, 'zip'),
      // One folder per process: instances (and test workers) on one machine never share copies.
      scratch: path.join(tmpdir(), `sparked-module-imports-${process.pid}`),
      log: app.log,
    });
    registerCourseImport(app, imports);
    schedule({ name: 'modules/resume-imports', cron: '* * * * *', run: () => imports.resume() });
    app.addHook('preClose', () => imports.settle());
  },
);
