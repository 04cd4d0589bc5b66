import { createStoredFiles, moduleImagesArea } from '../../files/stored-files';
import { domainPlugin } from '../core/platform';
import { createCourseExport } from './course-export';
import { createEmbeddableHosts } from './embeddable-hosts';
import { createModuleImages } from './images';
import { registerModules } from './register';
import { createModuleService } from './service';

export { createFrameSources } from './frame-sources';
export { moduleRecords } from './module-records';
export type { ModuleRow } from './repository';

/** Modules, their drafts, images and exported packages, and the hosts activities may embed. */
export const modulesPlugin = domainPlugin(
  { name: 'modules' },
  (app, { db, files: store, frameSources }) => {
    const hosts = createEmbeddableHosts({ db, onChange: frameSources.read });
    const files = createStoredFiles(store, moduleImagesArea, 'webp');
    registerModules(app, {
      hosts,
      modules: createModuleService({ db, hosts }),
      images: createModuleImages({ db, files }),
      packages: createCourseExport({ db, files }),
    });
  },
);
