import type { Readable } from 'node:stream';
import { cartridgeFileName } from '@sparked/contracts';
import type { Database } from '../../db/database';
import type { StoredFiles } from '../../files/stored-files';
import { notAnAuthor } from '../core/module-access';
import { type Author, authorize } from './authoring';
import { planCartridge } from './cartridge/manifest';
import { zipStream } from './cartridge/zip';
import { moduleImageRepository } from './image-repository';
import { moduleRepository as repository } from './repository';

/** A module's draft as an IMS Common Cartridge 1.3, for any of its authors (decision 0030). */
export function createCourseExport(deps: { db: Database; files: StoredFiles }) {
  const { db, files } = deps;
  return {
    async exportCartridge(
      user: Author,
      moduleId: string,
    ): Promise<{ fileName: string; stream: Readable }> {
      await authorize(db, user, moduleId, 'read');
      const row = await repository.find(db, moduleId);
      if (!row) throw notAnAuthor();
      const { sections, units } = await repository.outline(db, moduleId);
      const activities = await repository.activitiesWithContent(db, moduleId);
      // Only images on disk: once the zip has begun, a missing one could only cut the download.
      const names = await moduleImageRepository.namesOf(db, moduleId);
      const present = await Promise.all(names.map((name) => files.exists(name)));
      const images = new Set(names.filter((_, index) => present[index]));
      const entries = planCartridge(
        {
          id: row.id,
          title: row.title,
          description: row.description,
          language: row.language,
          sections,
          units,
          activities,
        },
        images,
      );
      return {
        fileName: cartridgeFileName(row.title),
        stream: zipStream(entries, (name) => files.open(name), row.updatedAt),
      };
    },
  };
}
export type CourseExport = ReturnType<typeof createCourseExport>;
