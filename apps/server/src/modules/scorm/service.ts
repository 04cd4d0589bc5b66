import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type ScormPackage, scormLaunchPath, scormLimits } from '@sparked/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import type { ServerMessage } from '../../i18n/catalogues';
import { authorizeModule } from '../core/module-access';
import { parseManifest } from './manifest';
import type { PackageFiles } from './package-files';
import { scormRepository as repository } from './repository';
import { PackageRefused } from './safe-unzip';

const megabytes = Math.round(scormLimits.maxZipBytes / (1024 * 1024));
const refused = (message: ServerMessage) => new AppError(422, 'validation_failed', message);

/** Streams the upload's one `file` part to a temporary file, within the zip's size limit. */
async function receiveZip(request: FastifyRequest, folder: string): Promise<string> {
  if (!request.isMultipart())
    throw new AppError(
      415,
      'unsupported_media_type',
      /*i18n*/ {
        id: 'scorm.send-the-package-as-multipart-form',
        message: 'Send the package as multipart/form-data, in a field named "file".',
      },
    );
  const file = path.join(folder, 'package.zip');
  try {
    const part = await request.file({
      limits: { fileSize: scormLimits.maxZipBytes, files: 1, fields: 0, parts: 1 },
    });
    if (part?.fieldname !== 'file')
      throw new AppError(
        400,
        'validation_failed',
        /*i18n*/ {
          id: 'scorm.send-the-package-in-a-field',
          message: 'Send the package in a field named "file".',
        },
      );
    await pipeline(part.file, createWriteStream(file));
    if (part.file.truncated)
      throw Object.assign(new Error('too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
    return file;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(
        413,
        'payload_too_large',
        /*i18n*/ {
          id: 'scorm.the-package-is-larger-than-mb',
          message: 'The package is larger than {megabytes} MB. Upload a smaller package.',
          values: { megabytes },
        },
      );
    throw new AppError(
      400,
      'bad_request',
      /*i18n*/ {
        id: 'scorm.the-upload-could-not-be-read',
        message: 'The upload could not be read. Send it as multipart/form-data, as a browser does.',
      },
    );
  }
}

/** SCORM packages: checked and unpacked on upload, launched from the sandbox origin. */
export function createScormService(deps: {
  db: Database;
  files: PackageFiles;
  /** The sandbox origin (the code box preview's listener, decision 0024). */
  sandboxOrigin: string;
}) {
  const { db, files, sandboxOrigin } = deps;
  return {
    async upload(userId: string, moduleId: string, request: FastifyRequest): Promise<ScormPackage> {
      await authorizeModule(db, userId, moduleId, 'edit');
      if ((await repository.count(db, moduleId)) >= scormLimits.perModule)
        throw new AppError(
          409,
          'limit_reached',
          /*i18n*/ {
            id: 'scorm.a-module-holds-at-most-scorm',
            message: 'A module holds at most {perModule} SCORM packages.',
            values: { perModule: scormLimits.perModule },
          },
        );
      const folder = await mkdtemp(path.join(tmpdir(), 'sparked-scorm-'));
      try {
        const zip = await receiveZip(request, folder);
        const stored = await files.store(zip, async (read, names) => {
          const bytes = await read('imsmanifest.xml');
          if (!bytes)
            throw new PackageRefused(
              /*i18n*/ {
                id: 'scorm.no-manifest',
                message:
                  'The package has no imsmanifest.xml at its root: it is not a SCORM package.',
              },
            );
          if (bytes.length > scormLimits.maxManifestBytes)
            throw new PackageRefused(
              /*i18n*/ { id: 'scorm.manifest-too-large', message: 'imsmanifest.xml is too large.' },
            );
          const manifest = parseManifest(bytes.toString('utf8'));
          if (!names.includes(manifest.launchFile))
            throw new PackageRefused(
              /*i18n*/ {
                id: 'scorm.launch-file-missing',
                message: 'The manifest launches "{name}", which is not in the package.',
                values: { name: manifest.launchFile.slice(0, 80) },
              },
            );
          return manifest;
        });
        const { checked: manifest } = stored;
        try {
          await repository.insert(db, {
            id: stored.packageId,
            moduleId,
            version: manifest.version,
            title: manifest.title,
            launch: manifest.launch,
            masteryScore: manifest.masteryScore,
            files: stored.files.length,
            bytes: stored.bytes,
            uploadedBy: userId,
          });
        } catch (error) {
          await files.remove(stored.packageId, stored.files);
          throw error;
        }
        return {
          packageId: stored.packageId,
          version: manifest.version,
          title: manifest.title,
          launch: manifest.launch,
          masteryScore: manifest.masteryScore,
          files: stored.files.length,
          bytes: stored.bytes,
        };
      } catch (error) {
        if (error instanceof PackageRefused) throw refused(error.said);
        throw error;
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },

    async launch(packageId: string) {
      const row = await repository.find(db, packageId);
      if (!row)
        throw notFound(
          /*i18n*/ {
            id: 'scorm.there-is-no-such-scorm-package',
            message: 'There is no such SCORM package.',
          },
        );
      return { launchUrl: `${sandboxOrigin}${scormLaunchPath(packageId)}`, origin: sandboxOrigin };
    },
  };
}
export type ScormService = ReturnType<typeof createScormService>;
