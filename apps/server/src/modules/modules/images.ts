import {
  apiPrefixes,
  endpointPath,
  endpoints,
  type ModuleImageResponse,
  moduleImageLimits,
} from '@sparked/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { checkImage, type ImagePolicy } from '../../files/image-check';
import type { StoredFiles } from '../../files/stored-files';
import { AppError, notFound } from '../../http/errors';
import { authorizeModule } from '../core/module-access';
import { moduleImageRepository as repository } from './image-repository';

const megabytes = moduleImageLimits.maxFileBytes / (1024 * 1024);

/** Stored as WebP no wider than a screen needs: learners on shared Wi-Fi download every one. */
export const moduleImagePolicy: ImagePolicy = {
  maxPixels: moduleImageLimits.maxPixels,
  output: 'webp',
  maxWidth: moduleImageLimits.maxWidth,
  kind: 'image',
};

const srcOf = (fileName: string) =>
  `${apiPrefixes.sparked}${endpointPath(endpoints.moduleImage, { fileName })}`;

/** Reads the one image of an upload form, within the size limit, into memory. */
async function readUpload(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  if (!request.isMultipart())
    throw new AppError(
      415,
      'unsupported_media_type',
      /*i18n*/ {
        id: 'modules.send-the-image-as-multipart-form',
        message: 'Send the image as multipart/form-data, in a field named "file".',
      },
    );
  try {
    const part = await request.file({
      limits: { fileSize: moduleImageLimits.maxFileBytes, files: 1, fields: 0, parts: 1 },
    });
    if (part?.fieldname !== 'file')
      throw new AppError(
        400,
        'validation_failed',
        /*i18n*/ {
          id: 'modules.send-the-image-in-a-field',
          message: 'Send the image in a field named "file".',
        },
      );
    const bytes = await part.toBuffer();
    return { name: part.filename, bytes };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(
        413,
        'payload_too_large',
        /*i18n*/ {
          id: 'modules.the-image-is-larger-than-mb',
          message: 'The image is larger than {megabytes} MB. Upload a smaller image.',
          values: { megabytes },
        },
      );
    throw new AppError(
      400,
      'bad_request',
      /*i18n*/ {
        id: 'modules.the-upload-could-not-be-read',
        message: 'The upload could not be read. Send it as multipart/form-data, as a browser does.',
      },
    );
  }
}

/** Images authors upload into a module: checked, re-encoded, stored under a server-made name. */
export function createModuleImages(deps: { db: Database; files: StoredFiles }) {
  const { db, files } = deps;
  return {
    async upload(
      userId: string,
      moduleId: string,
      request: FastifyRequest,
    ): Promise<ModuleImageResponse['data']> {
      await authorizeModule(db, userId, moduleId, 'edit');
      if ((await repository.count(db, moduleId)) >= moduleImageLimits.perModule)
        throw new AppError(
          409,
          'limit_reached',
          /*i18n*/ {
            id: 'modules.a-module-holds-at-most-images',
            message: 'A module holds at most {perModule} images. Delete unused ones first.',
            values: { perModule: moduleImageLimits.perModule },
          },
        );
      const upload = await readUpload(request);
      const image = await checkImage(upload.bytes, { name: upload.name }, moduleImagePolicy);
      const fileName = await files.write(image.data);
      try {
        await repository.insert(db, {
          fileName,
          moduleId,
          width: image.width,
          height: image.height,
          bytes: image.data.length,
          uploadedBy: userId,
        });
      } catch (error) {
        await files.remove([fileName]);
        throw error;
      }
      return { src: srcOf(fileName), width: image.width, height: image.height };
    },

    /** The file of a stored image; a name with no row (its module was deleted) is not found. */
    async open(fileName: string) {
      if (!(await repository.exists(db, fileName)))
        throw notFound(
          /*i18n*/ { id: 'modules.there-is-no-such-image', message: 'There is no such image.' },
        );
      return files.open(fileName);
    },
  };
}
export type ModuleImages = ReturnType<typeof createModuleImages>;
