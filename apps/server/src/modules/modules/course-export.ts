import type { Readable } from 'node:stream';
import { cartridgeFileName, lmsLinkPath } from '@sparked/contracts';
import type { Database } from '../../db/database';
import type { StoredFiles } from '../../files/stored-files';
import { notAnAuthor } from '../core/module-access';
import { type Author, authorize } from './authoring';
import { planCartridge } from './cartridge/manifest';
import { zipStream } from './cartridge/zip';
import { moduleImageRepository } from './image-repository';
import { moduleRepository as repository } from './repository';

/**
 * A module's draft as an IMS Common Cartridge 1.3, for any of its authors (decision 0030), whole
 * or as a Thin Common Cartridge of LTI links that open its activities in Sparked (`origin`).
 */
export function createCourseExport(deps: { db: Database; files: StoredFiles; origin: string }) {
  const { db, files, origin } = deps;

  async function moduleOf(user: Author, moduleId: string) {
    await authorize(db, user, moduleId, 'read');
    const row = await repository.find(db, moduleId);
    if (!row) throw notAnAuthor();
    const { sections, units } = await repository.outline(db, moduleId);
    const activities = await repository.activitiesWithContent(db, moduleId);
    const { id, title, description, language, licence, updatedAt } = row;
    return { id, title, description, language, licence, sections, units, activities, updatedAt };
  }

  return {
    async exportCartridge(
      user: Author,
      moduleId: string,
    ): Promise<{ fileName: string; stream: Readable }> {
      const module = await moduleOf(user, moduleId);
      // Only images in the store: once the zip has begun, a missing one could only cut it short.
      const names = await moduleImageRepository.namesOf(db, moduleId);
      const present = await Promise.all(names.map((name) => files.exists(name)));
      const moduleImages = new Set(names.filter((_, index) => present[index]));
      const entries = planCartridge(module, { kind: 'full', moduleImages });
      return {
        fileName: cartridgeFileName(module.title),
        stream: zipStream(entries, (name) => files.open(name), module.updatedAt),
      };
    },

    async exportLinks(
      user: Author,
      moduleId: string,
    ): Promise<{ fileName: string; stream: Readable }> {
      const module = await moduleOf(user, moduleId);
      const entries = planCartridge(module, {
        kind: 'links',
        launchUrl: (activityId) => `${origin}${lmsLinkPath(module.id, activityId)}`,
      });
      return {
        fileName: cartridgeFileName(module.title, 'links'),
        stream: zipStream(entries, (name) => files.open(name), module.updatedAt),
      };
    },
  };
}
export type CourseExport = ReturnType<typeof createCourseExport>;
