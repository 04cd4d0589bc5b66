import {
  type ActivityContent,
  type ActivityType,
  activityContentSchema,
  type CartridgeImportItem,
  httpsUrlSchema,
} from '@sparked/contracts';
import { type Sentence, sentenceOf } from '../../../../http/errors';
import type { ServerMessage } from '../../../../i18n/catalogues';
import { convertPage, type DraftBlock, outsideHref } from './html';
import type { ManifestResource } from './manifest';
import type { PackageReader } from './package-reader';
import { readAssessment } from './qti';
import { issueSentence, noteOf, importSaid as said } from './report-notes';
import { attr, child, deepText, parseXml } from './xml';

/** Content whose image blocks still name package files (`file`), stored at the end. */
export type DraftContent =
  | Exclude<ActivityContent, { type: 'ebook' | 'multi-ebook' }>
  | { type: 'ebook'; blocks: DraftBlock[] }
  | { type: 'multi-ebook'; pages: { id: string; title: string; blocks: DraftBlock[] }[] };

export interface DraftActivity {
  type: ActivityType;
  title: string;
  content: DraftContent;
}

export type Outcome =
  | { activity: DraftActivity; item: CartridgeImportItem }
  | { activity: null; item: CartridgeImportItem };

export interface ResourceContext {
  reader: PackageReader;
  resources: ReadonlyMap<string, ManifestResource>;
  /** Whether an iframe activity may frame this address (the embeddable hosts rule). */
  mayFrame: (url: string) => Promise<boolean>;
  /** Where pages' `$IMS-CC-FILEBASE$` addresses point. */
  fileBase: string;
}

const kinds: [RegExp, string][] = [
  [/^webcontent$/, 'web content'],
  [/^imswl_xmlv1p\d$/, 'web link'],
  [/^imsqti_xmlv1p2\/.*assessment$/, 'assessment'],
  [/^imsqti_xmlv1p2\/.*question-bank$/, 'question bank'],
  [/^imsdt_xmlv1p\d$/, 'discussion'],
  [/^imsbasiclti_xmlv1p\d$/, 'LTI link'],
  [/^associatedcontent\//, 'shared files'],
];
export const kindOf = (type: string) => kinds.find(([pattern]) => pattern.test(type))?.[1] ?? type;

/** A sentence of the report: a descriptor, or one already said (a schema's issue). */
type Said = ServerMessage | Sentence;
const sentencesOf = (note: Said[]) =>
  note.map((part) => ('entry' in part ? part : sentenceOf(part as ServerMessage)));

const skipped = (title: string, kind: string, ...note: Said[]): Outcome => ({
  activity: null,
  item: { title, kind, outcome: 'skipped', ...noteOf(sentencesOf(note)) },
});
const imported = (activity: DraftActivity, kind: string, ...note: Said[]): Outcome => ({
  activity,
  item: { title: activity.title, kind, outcome: 'imported', ...noteOf(sentencesOf(note)) },
});

const pageLimit = 200;

function counter(prefix: string) {
  let next = 0;
  return () => {
    next += 1;
    return `${prefix}${next}`;
  };
}

/** Web content: a page becomes an e-book; pages linked as "next" in one resource, a multi-page e-book. */
async function webContent(
  resource: ManifestResource,
  title: string,
  context: ResourceContext,
): Promise<Outcome> {
  const start = resource.href ?? resource.files.find((file) => /\.html?$/i.test(file)) ?? null;
  if (!start || !/\.html?$/i.test(start))
    return skipped(
      title,
      'web content',
      said.notAWebPage((start ?? resource.files[0] ?? 'none').split('/').pop() ?? ''),
    );
  if (!context.reader.has(start))
    return skipped(title, 'web content', said.pageNotInPackage(start));
  const id = counter('b');
  const read = async (path: string) => (await context.reader.read(path, 'text')).toString('utf8');
  const { fileBase } = context;
  const first = convertPage(await read(start), start, title, id, { fileBase });
  const notes = new Set(first.notes);
  const inResource = new Set([start, ...resource.files]);
  if (!first.next || !inResource.has(first.next) || !context.reader.has(first.next)) {
    const blocks = first.blocks.slice(0, pageLimit);
    if (first.blocks.length > pageLimit) notes.add(said.onlyFirstBlocksKept(pageLimit));
    return imported(
      { type: 'ebook', title, content: { type: 'ebook', blocks } },
      'web content',
      said.becameEbook,
      ...notes,
    );
  }
  const pages: { id: string; title: string; blocks: DraftBlock[] }[] = [];
  const seen = new Set<string>();
  let path: string | null = start;
  while (
    path &&
    !seen.has(path) &&
    inResource.has(path) &&
    context.reader.has(path) &&
    pages.length < 50
  ) {
    seen.add(path);
    const page = convertPage(await read(path), path, title, id, { pageHeading: true, fileBase });
    for (const note of page.notes) notes.add(note);
    pages.push({
      id: `page-${pages.length + 1}`,
      title: (page.heading || `Page ${pages.length + 1}`).slice(0, 200),
      blocks: page.blocks.slice(0, pageLimit),
    });
    path = page.next;
  }
  return imported(
    { type: 'multi-ebook', title, content: { type: 'multi-ebook', pages } },
    'web content',
    said.becameMultiPageEbook(pages.length),
    ...notes,
  );
}

/** A web link: an iframe activity where the host may be framed, otherwise an e-book with the link. */
async function webLink(
  resource: ManifestResource,
  title: string,
  context: ResourceContext,
): Promise<Outcome> {
  const file = resource.href ?? resource.files[0];
  if (!file || !context.reader.has(file)) return skipped(title, 'web link', said.fileNotInPackage);
  const document = parseXml(await context.reader.read(file, 'text'), file);
  const link = child(document, 'webLink');
  const url = attr(child(link, 'url'), 'href').trim();
  const name = (deepText(link, 'title') || title).slice(0, 200);
  const href = outsideHref(url);
  if (!href) return skipped(title, 'web link', said.addressNotLinkable);
  if (httpsUrlSchema.safeParse(href).success && (await context.mayFrame(href)))
    return imported(
      {
        type: 'iframe',
        title,
        content: {
          type: 'iframe',
          url: href,
          title: name,
          aspectRatio: '16:9',
          sandbox: ['allow-scripts'],
          requiredSeconds: 0,
        },
      },
      'web link',
      said.becameEmbeddedPage,
    );
  const host = (() => {
    try {
      return new URL(href).hostname;
    } catch {
      return href;
    }
  })();
  const paragraph = {
    type: 'paragraph',
    content: [{ type: 'text', text: name || href, marks: [{ type: 'link', attrs: { href } }] }],
  };
  return imported(
    {
      type: 'ebook',
      title,
      content: {
        type: 'ebook',
        blocks: [{ id: 'b1', type: 'text', doc: { type: 'doc', content: [paragraph] } }],
      },
    },
    'web link',
    said.becameEbookWithLink(host),
  );
}

async function assessment(
  resource: ManifestResource,
  title: string,
  context: ResourceContext,
): Promise<Outcome> {
  const file = resource.href ?? resource.files.find((path) => /\.xml$/i.test(path));
  if (!file || !context.reader.has(file)) return skipped(title, 'assessment', said.qtiNotInPackage);
  const read = readAssessment(parseXml(await context.reader.read(file, 'text'), file), title);
  const left = read.skipped.length ? [sentenceOf(said.leftOut), ...read.skipped] : [];
  if (read.content.questions.length === 0)
    return skipped(title, 'assessment', said.noQuestionFits, ...left);
  return imported(
    { type: 'form', title, content: read.content },
    'assessment',
    said.becameForm(read.content.questions.length),
    ...left,
  );
}

/** One item of the organization as an activity to make, or why it is left out. */
export async function activityOf(
  title: string,
  ref: string,
  context: ResourceContext,
): Promise<Outcome> {
  const resource = context.resources.get(ref);
  if (!resource) return skipped(title, 'unknown', said.noResource);
  const kind = kindOf(resource.type);
  switch (kind) {
    case 'web content':
      return webContent(resource, title, context);
    case 'web link':
      return webLink(resource, title, context);
    case 'assessment':
      return assessment(resource, title, context);
    case 'discussion':
      return skipped(title, kind, said.discussion);
    case 'LTI link':
      return skipped(title, kind, said.ltiLink);
    case 'question bank':
      return skipped(title, kind, said.questionBank);
    default:
      return skipped(title, kind, said.otherKind(resource.type.slice(0, 80)));
  }
}

/** Whether finished content fits what an activity may hold, else why not, as the report says it. */
export function fits(content: ActivityContent): Sentence[] | null {
  const parsed = activityContentSchema.safeParse(content);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return [sentenceOf(said.doesNotFit), ...(issue ? [issueSentence(issue)] : [])];
}
