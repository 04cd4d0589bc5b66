import { createHash } from 'node:crypto';
import {
  type ActivityContent,
  type Block,
  type CartridgeImportItem,
  type Locale,
  licenceNamedIn,
  type ModuleLicence,
  moduleDetailsSchema,
  moduleImageLimits,
} from '@sparked/contracts';
import { checkImage, type ImagePolicy } from '../../../../files/image-check';
import type { StoredFiles } from '../../../../files/stored-files';
import { sentenceOf } from '../../../../http/errors';
import { translate } from '../../../../i18n/catalogues';
import {
  activityOf,
  type DraftActivity,
  type DraftContent,
  fits,
  type ResourceContext,
} from './activities';
import type { DraftBlock } from './html';
import { readManifest } from './manifest';
import { isTooLarge, notACartridge, PackageError, type PackageReader } from './package-reader';
import { addToNote, importSaid, noteOf } from './report-notes';
import { parseXml } from './xml';

export interface BuiltActivity {
  type: DraftActivity['type'];
  title: string;
  content: ActivityContent;
}

/** A module ready to be written: details, the outline with its activities, images already stored. */
export interface BuiltModule {
  details: { title: string; description: string; language: string; licence: ModuleLicence };
  sections: { title: string; units: { title: string; activities: BuiltActivity[] }[] }[];
  images: { fileName: string; width: number; height: number; bytes: number }[];
  report: CartridgeImportItem[];
}

const imageSrc = (fileName: string) => `/sparked-api/module-images/${fileName}`;
/**
 * The titles an import gives what the package left untitled, in the importing educator's language
 * (decision 0046): they are stored in the module, which its author renames.
 */
const untitledSaid = {
  item: /*i18n*/ { id: 'modules.import.untitled-item', message: 'Untitled' },
  unit: /*i18n*/ { id: 'modules.import.untitled-unit', message: 'Unit' },
  section: /*i18n*/ { id: 'modules.import.untitled-section', message: 'Section' },
  module: /*i18n*/ { id: 'modules.import.untitled-module', message: 'Imported module' },
};
/** The untitled titles in one language. */
export const untitledTitles = (locale: Locale) => ({
  item: translate(locale, untitledSaid.item),
  unit: translate(locale, untitledSaid.unit),
  section: translate(locale, untitledSaid.section),
  module: translate(locale, untitledSaid.module),
});
export type UntitledTitles = ReturnType<typeof untitledTitles>;

const line = (text: string, fallback: string) =>
  (text.replace(/\s+/g, ' ').trim() || fallback).slice(0, 200);

const draftImages = (content: DraftContent): Extract<DraftBlock, { type: 'image' }>[] => {
  const blocks =
    content.type === 'ebook'
      ? content.blocks
      : content.type === 'multi-ebook'
        ? content.pages.flatMap((page) => page.blocks)
        : [];
  return blocks.filter(
    (block): block is Extract<DraftBlock, { type: 'image' }> => block.type === 'image',
  );
};

/** Replaces image blocks' package files by stored images; blocks whose image was refused go. */
function finish(content: DraftContent, stored: ReadonlyMap<string, string>): ActivityContent {
  const blocks = (list: DraftBlock[]): Block[] =>
    list.flatMap((block): Block[] => {
      if (block.type !== 'image') return [block];
      const fileName = stored.get(block.file);
      return fileName
        ? [
            {
              id: block.id,
              type: 'image',
              src: imageSrc(fileName),
              alt: block.alt,
              caption: block.caption,
            },
          ]
        : [];
    });
  if (content.type === 'ebook') return { type: 'ebook', blocks: blocks(content.blocks) };
  if (content.type === 'multi-ebook')
    return {
      type: 'multi-ebook',
      pages: content.pages.map((page) => ({ ...page, blocks: blocks(page.blocks) })),
    };
  return content;
}

/**
 * Reads a package into a module to write (decision 0035): the manifest, then each item of the
 * organization in order, then the images the e-books show, each checked and re-encoded like an
 * upload and stored. A `PackageError` anywhere removes the images stored so far; nothing else
 * has been written by then.
 */
export async function buildModule(input: {
  reader: PackageReader;
  files: StoredFiles;
  policy: ImagePolicy;
  fallbackTitle: string;
  untitled: UntitledTitles;
  mayFrame: ResourceContext['mayFrame'];
  progress: (done: number, total: number) => Promise<void>;
}): Promise<BuiltModule> {
  const { reader, files, policy, progress } = input;
  if (!reader.has('imsmanifest.xml')) throw new PackageError(notACartridge);
  const manifest = readManifest(
    parseXml(await reader.read('imsmanifest.xml', 'text'), 'imsmanifest.xml'),
    input.fallbackTitle,
  );
  const context: ResourceContext = {
    reader,
    resources: manifest.resources,
    mayFrame: input.mayFrame,
    fileBase: reader.paths().some((path) => path.startsWith('web_resources/'))
      ? 'web_resources'
      : '',
  };
  const total = manifest.outline.sections.reduce(
    (sum, s) => sum + s.units.reduce((n, u) => n + u.items.length, 0),
    0,
  );
  let done = 0;
  await progress(0, total);
  const report: CartridgeImportItem[] = [];
  const drafts: {
    title: string;
    units: { title: string; activities: { draft: DraftActivity; item: CartridgeImportItem }[] }[];
  }[] = [];
  for (const section of manifest.outline.sections) {
    const units = [];
    for (const unit of section.units) {
      const activities = [];
      for (const entry of unit.items) {
        const title = line(entry.title, input.untitled.item);
        const outcome = await activityOf(title, entry.resource, context);
        report.push(outcome.item);
        if (outcome.activity) activities.push({ draft: outcome.activity, item: outcome.item });
        done += 1;
        if (done % 5 === 0 || done === total) await progress(done, total);
      }
      units.push({ title: line(unit.title, input.untitled.unit), activities });
    }
    drafts.push({ title: line(section.title, input.untitled.section), units });
  }

  const stored = new Map<string, string>();
  // The same image in several folders (an export copies it beside each page) is stored once.
  const byContent = new Map<string, string>();
  const images: BuiltModule['images'] = [];
  try {
    for (const activity of drafts.flatMap((s) => s.units.flatMap((u) => u.activities))) {
      let left = 0;
      for (const block of draftImages(activity.draft.content)) {
        if (stored.has(block.file)) continue;
        if (!reader.has(block.file) || images.length >= moduleImageLimits.perModule) {
          left += 1;
          continue;
        }
        const bytes = await reader
          .read(block.file, 'file', moduleImageLimits.maxFileBytes)
          .catch((error: unknown) => {
            if (isTooLarge(error)) return null;
            throw error;
          });
        const digest = bytes ? createHash('sha256').update(bytes).digest('hex') : '';
        const same = byContent.get(digest);
        if (same) {
          stored.set(block.file, same);
          continue;
        }
        const image = bytes
          ? await checkImage(bytes, { name: block.file }, policy).catch(() => null)
          : null;
        if (!image) {
          left += 1;
          continue;
        }
        const fileName = await files.write(image.data);
        stored.set(block.file, fileName);
        byContent.set(digest, fileName);
        images.push({
          fileName,
          width: image.width,
          height: image.height,
          bytes: image.data.length,
        });
      }
      if (left)
        addToNote(
          activity.item,
          sentenceOf(importSaid.imagesLeftOut(left, moduleImageLimits.perModule)),
        );
    }
    const sections = drafts.map((section) => ({
      title: section.title,
      units: section.units.map((unit) => ({
        title: unit.title,
        activities: unit.activities.flatMap(({ draft, item }) => {
          const content = finish(draft.content, stored);
          const wrong = fits(content);
          if (!wrong) return [{ type: draft.type, title: draft.title, content }];
          item.outcome = 'skipped';
          Object.assign(item, noteOf(wrong));
          return [];
        }),
      })),
    }));
    const details = moduleDetailsSchema.safeParse({
      title: line(manifest.title, input.fallbackTitle),
      description: manifest.description.slice(0, 5000),
      language: manifest.language?.match(/^[a-z]{2,3}(-[A-Z]{2})?$/)?.[0] ?? 'en',
    });
    // A package that names no licence Sparked knows keeps every right reserved.
    const licence = licenceNamedIn(manifest.rights) ?? 'all-rights-reserved';
    return {
      details: details.success
        ? {
            title: details.data.title,
            description: details.data.description,
            language: details.data.language,
            licence,
          }
        : {
            title: line(manifest.title, input.fallbackTitle),
            description: '',
            language: 'en',
            licence,
          },
      sections,
      images,
      report,
    };
  } catch (error) {
    await files.remove(images.map((image) => image.fileName));
    throw error;
  }
}
