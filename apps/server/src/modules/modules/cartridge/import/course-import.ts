import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  type ApiErrorMessage,
  type CartridgeImport,
  type CartridgeImportItem,
  cartridgeImportLimits,
} from '@sparked/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from '../../../../db/database';
import type { ImagePolicy } from '../../../../files/image-check';
import type { StoredFiles } from '../../../../files/stored-files';
import { AppError, entryOf, notFound } from '../../../../http/errors';
import { type ServerMessage, translate } from '../../../../i18n/catalogues';
import { readerLocale } from '../../../../i18n/reader-locale';
import { userRepository } from '../../../core/users-repository';
import type { EmbeddableHosts } from '../../embeddable-hosts';
import { moduleImageRepository } from '../../image-repository';
import { moduleRepository } from '../../repository';
import { type BuiltModule, buildModule, type UntitledTitles, untitledTitles } from './build';
import { type ImportRow, importRepository } from './import-repository';
import { notACartridge, openPackage, PackageError } from './package-reader';

/** The sentences this file answers with (decision 0046). */
const said = {
  sendThePackageAsMultipartForm: /*i18n*/ {
    id: 'modules.send-the-package-as-multipart-form',
    message: 'Send the package as multipart/form-data, in a field named "file".',
  },
  sendThePackageInAField: /*i18n*/ {
    id: 'modules.send-the-package-in-a-field',
    message: 'Send the package in a field named "file".',
  },
  theUploadCouldNotBeRead: /*i18n*/ {
    id: 'modules.the-upload-could-not-be-read',
    message: 'The upload could not be read. Send it as multipart/form-data, as a browser does.',
  },
  errorOnOurSide: /*i18n*/ {
    id: 'modules.import.error-on-our-side',
    message: 'The package could not be imported because of an error on our side. Try again later.',
  },
  thereIsNoSuchImport: /*i18n*/ {
    id: 'modules.there-is-no-such-import',
    message: 'There is no such import.',
  },
} satisfies Record<string, ServerMessage>;

const megabytes = cartridgeImportLimits.maxPackageBytes / (1024 * 1024);
/** A package over the limit, whether the stream ran past it or the multipart parser stopped it. */
const packageTooLarge = () =>
  new AppError(
    413,
    'payload_too_large',
    /*i18n*/ {
      id: 'modules.the-package-is-larger-than-mb',
      message: 'The package is larger than {megabytes} MB.',
      values: { megabytes },
    },
  );

/**
 * The titles of what the package left untitled, in the educator's language (decision 0046): the
 * account's, else that of the browser that uploaded it (a resumed import has none), else English.
 */
async function titlesFor(db: Database, claimed: ImportRow, acceptLanguage?: string) {
  const locale = readerLocale(await userRepository.localeOf(db, claimed.userId), acceptLanguage);
  const untitled = untitledTitles(locale);
  const named = claimed.fileName.replace(/\.[a-z0-9]+$/i, '');
  return { fallbackTitle: named || untitled.module, untitled };
}

/** Why an import failed, kept in English (`error`) and as its catalogue entry for other readers. */
function failureOf(error: unknown): { error: string; errorEntry: ApiErrorMessage | null } {
  if (error instanceof PackageError)
    return { error: error.message, errorEntry: entryOf(error.said) };
  if (error instanceof AppError) return { error: error.message, errorEntry: error.entry ?? null };
  return { error: translate('en', said.errorOnOurSide), errorEntry: entryOf(said.errorOnOurSide) };
}

function present(row: ImportRow): CartridgeImport {
  const items: CartridgeImportItem[] = row.report ?? [];
  return {
    id: row.id,
    fileName: row.fileName,
    status: row.status,
    progress: { done: row.done, total: row.total },
    moduleId: row.moduleId,
    error: row.error,
    errorEntry: row.errorEntry,
    report:
      row.status === 'done'
        ? {
            imported: items.filter((item) => item.outcome === 'imported').length,
            skipped: items.filter((item) => item.outcome === 'skipped').length,
            items,
          }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Writes the built module in one transaction: the draft, its owner, outline, activities, images. */
async function writeModule(db: Database, userId: string, built: BuiltModule): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await moduleRepository.insert(tx, {
      ...built.details,
      subject: '',
      level: 'beginner',
      estimatedMinutes: 30,
      listedInAcademy: false,
      price: null,
      coverImage: null,
    });
    await moduleRepository.addAuthor(tx, row.id, userId, 'owner');
    const sectionIds: string[] = [];
    for (const section of built.sections) {
      const sectionId = await moduleRepository.insertSection(tx, row.id, section.title);
      sectionIds.push(sectionId);
      const unitIds: string[] = [];
      for (const unit of section.units) {
        const unitId = await moduleRepository.insertUnit(tx, row.id, sectionId, unit.title);
        unitIds.push(unitId);
        const activityIds: string[] = [];
        for (const activity of unit.activities)
          activityIds.push(
            await moduleRepository.insertActivity(tx, { moduleId: row.id, unitId, ...activity }),
          );
        await moduleRepository.arrange(tx, 'activity', unitId, activityIds);
      }
      await moduleRepository.arrange(tx, 'unit', sectionId, unitIds);
    }
    await moduleRepository.arrange(tx, 'section', row.id, sectionIds);
    for (const image of built.images)
      await moduleImageRepository.insert(tx, { ...image, moduleId: row.id, uploadedBy: userId });
    return row.id;
  });
}

/**
 * Streams the upload to a scratch file within the size limit (the request never holds the
 * package); a zip is read by random access, so checking and importing work on a local copy.
 */
async function savePackage(
  request: FastifyRequest,
  directory: string,
): Promise<{ name: string; file: string }> {
  if (!request.isMultipart())
    throw new AppError(415, 'unsupported_media_type', said.sendThePackageAsMultipartForm);
  await mkdir(directory, { recursive: true });
  const name = `${randomUUID()}.zip`;
  const target = path.join(directory, name);
  try {
    const part = await request.file({
      limits: { fileSize: cartridgeImportLimits.maxPackageBytes, files: 1, fields: 0, parts: 1 },
    });
    if (part?.fieldname !== 'file')
      throw new AppError(400, 'validation_failed', said.sendThePackageInAField);
    await pipeline(part.file, createWriteStream(target, { flags: 'wx' }));
    if (part.file.truncated) throw packageTooLarge();
    return { name: (part.filename || 'package.imscc').slice(0, 200), file: name };
  } catch (error) {
    await rm(target, { force: true });
    if (error instanceof AppError) throw error;
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw packageTooLarge();
    throw new AppError(400, 'bad_request', said.theUploadCouldNotBeRead);
  }
}

/**
 * Importing course packages into new draft modules (decision 0035). The upload is checked as a
 * zip (its directory: names, count) and saved; the import itself runs as a job, recorded in
 * `module_imports` so the page can poll it and a restart picks it up again.
 */
export function createCourseImport(deps: {
  db: Database;
  files: StoredFiles;
  policy: ImagePolicy;
  hosts: EmbeddableHosts;
  /** Where packages wait for their import: the shared store, so any instance can run it. */
  packages: StoredFiles;
  /** A local folder for the copy an import reads. */
  scratch: string;
  log?: FastifyBaseLogger;
}) {
  const { db, files, policy, hosts, packages, scratch, log } = deps;
  /** A local copy of a stored package, for the zip reader. */
  async function copyOfPackage(name: string): Promise<string> {
    await mkdir(scratch, { recursive: true });
    const copy = path.join(scratch, `${randomUUID()}.zip`);
    await pipeline(packages.open(name), createWriteStream(copy, { flags: 'wx' }));
    return copy;
  }
  const mayFrame = async (url: string) =>
    hosts
      .check(db, {
        type: 'iframe',
        url,
        title: '',
        aspectRatio: '16:9',
        sandbox: [],
        requiredSeconds: 0,
      })
      .then(
        () => true,
        () => false,
      );
  const running = new Set<Promise<void>>();

  const update = (id: string, values: Parameters<typeof importRepository.update>[2]) =>
    importRepository.update(db, id, values);

  /** Builds and writes the module; the package file is gone before the import says it ended. */
  async function importFile(
    file: string,
    userId: string,
    id: string,
    titles: { fallbackTitle: string; untitled: UntitledTitles },
  ) {
    let reader: Awaited<ReturnType<typeof openPackage>> | undefined;
    try {
      reader = await openPackage(file);
      const built = await buildModule({
        reader,
        files,
        policy,
        ...titles,
        mayFrame,
        progress: (done, total) => update(id, { done, total }),
      });
      try {
        return { moduleId: await writeModule(db, userId, built), report: built.report };
      } catch (error) {
        await files.remove(built.images.map((image) => image.fileName));
        throw error;
      }
    } finally {
      reader?.close();
      await rm(file, { force: true });
    }
  }

  async function run(id: string, acceptLanguage?: string): Promise<void> {
    const claimed = await importRepository.claim(db, id);
    if (!claimed?.packageFile) return;
    const stored = claimed.packageFile;
    try {
      const file = await copyOfPackage(stored);
      const titles = await titlesFor(db, claimed, acceptLanguage);
      const { moduleId, report } = await importFile(file, claimed.userId, id, titles);
      await packages.remove([stored]);
      await update(id, { status: 'done', moduleId, report, packageFile: null });
    } catch (error) {
      const failure = failureOf(error);
      if (!(error instanceof PackageError))
        log?.error({ err: error, importId: id }, 'cartridge import failed');
      await packages.remove([stored]);
      await update(id, { status: 'failed', ...failure, packageFile: null });
    }
  }

  const start = (id: string, acceptLanguage?: string) => {
    const job = run(id, acceptLanguage).catch((error: unknown) =>
      log?.error({ err: error, importId: id }, 'cartridge import job failed'),
    );
    running.add(job);
    void job.finally(() => running.delete(job));
  };

  return {
    /** Saves and checks the package's zip directory, then queues its import. */
    async upload(userId: string, request: FastifyRequest): Promise<CartridgeImport> {
      const saved = await savePackage(request, scratch);
      const target = path.join(scratch, saved.file);
      try {
        const reader = await openPackage(target);
        const hasManifest = reader.has('imsmanifest.xml');
        reader.close();
        if (!hasManifest) throw new PackageError(notACartridge);
      } catch (error) {
        await rm(target, { force: true });
        if (error instanceof PackageError) throw new AppError(422, 'validation_failed', error.said);
        throw error;
      }
      let packageFile: string;
      try {
        packageFile = await packages.write(createReadStream(target));
      } finally {
        await rm(target, { force: true });
      }
      const row = await importRepository.insert(db, { userId, fileName: saved.name, packageFile });
      start(row.id, request.headers['accept-language']);
      return present(row);
    },

    async read(userId: string, id: string): Promise<CartridgeImport> {
      const row = await importRepository.findOf(db, userId, id);
      if (!row) throw notFound(said.thereIsNoSuchImport);
      return present(row);
    },

    /**
     * The job: imports queued for a while (their instance stopped before starting them) or left
     * running by an instance that stopped mid-way start again; nothing of theirs was written.
     */
    async resume(now = new Date()) {
      const ids = await importRepository.requeueStale(
        db,
        new Date(now.getTime() - 60_000),
        new Date(now.getTime() - 10 * 60_000),
      );
      if (ids.length === 0) return { resumed: 0 };
      await Promise.all(ids.map((id) => run(id)));
      return { resumed: ids.length };
    },

    /** Waits for the imports this instance is running (tests, and a graceful stop). */
    settle: () => Promise.all([...running]).then(() => undefined),
  };
}
export type CourseImport = ReturnType<typeof createCourseImport>;
