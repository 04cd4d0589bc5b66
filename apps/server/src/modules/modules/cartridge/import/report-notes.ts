import { type CartridgeImportItem, issueEntry } from '@sparked/contracts';
import type { z } from 'zod';
import type { Sentence } from '../../../../http/errors';
import type { ServerMessage } from '../../../../i18n/catalogues';

/**
 * What the import report says of an item (decision 0046): each sentence a catalogue entry, so the
 * import page shows the report in its reader's language; `note` keeps their English, joined.
 */
export const importSaid = {
  becameEbook: /*i18n*/ { id: 'modules.import.became-an-ebook', message: 'Became an e-book.' },
  becameMultiPageEbook: (pages: number) => /*i18n*/ ({
    id: 'modules.import.became-a-multi-page-ebook',
    message: 'Became a multi-page e-book of {pages} pages.',
    values: { pages },
  }),
  onlyFirstBlocksKept: (blocks: number) => /*i18n*/ ({
    id: 'modules.import.only-the-first-blocks-were-kept',
    message: 'Only the first {blocks} blocks were kept.',
    values: { blocks },
  }),
  imagesFromOtherSites: /*i18n*/ {
    id: 'modules.import.images-from-other-sites-left-out',
    message: 'Images from other sites were left out (their alt text kept).',
  },
  embeddedMediaBecameLinks: /*i18n*/ {
    id: 'modules.import.embedded-media-became-links',
    message: 'Embedded media became links.',
  },
  notAWebPage: (file: string) => /*i18n*/ ({
    id: 'modules.import.a-file-not-a-web-page',
    message: 'It is a file ({file}), not a web page; Sparked e-books hold pages.',
    values: { file },
  }),
  pageNotInPackage: (page: string) => /*i18n*/ ({
    id: 'modules.import.its-page-is-not-in-the-package',
    message: 'Its page {page} is not in the package.',
    values: { page },
  }),
  fileNotInPackage: /*i18n*/ {
    id: 'modules.import.its-file-is-not-in-the-package',
    message: 'Its file is not in the package.',
  },
  addressNotLinkable: /*i18n*/ {
    id: 'modules.import.its-address-cannot-be-linked',
    message: 'Its address is not a web address Sparked can link to.',
  },
  becameEmbeddedPage: /*i18n*/ {
    id: 'modules.import.became-an-embedded-page',
    message: 'Became an embedded page.',
  },
  becameEbookWithLink: (host: string) => /*i18n*/ ({
    id: 'modules.import.became-an-ebook-with-the-link',
    message:
      'Became an e-book with the link: {host} is not on the list of sites Sparked may embed.',
    values: { host },
  }),
  qtiNotInPackage: /*i18n*/ {
    id: 'modules.import.its-qti-file-is-not-in-the-package',
    message: 'Its QTI file is not in the package.',
  },
  noQuestionFits: /*i18n*/ {
    id: 'modules.import.none-of-its-questions-fits',
    message: 'None of its questions is a kind Sparked forms have.',
  },
  becameForm: (count: number) => /*i18n*/ ({
    id: 'modules.import.became-a-form',
    message: 'Became a form with {count, plural, one {# question} other {# questions}}.',
    values: { count },
  }),
  leftOut: /*i18n*/ { id: 'modules.import.left-out', message: 'Left out:' },
  noResource: /*i18n*/ {
    id: 'modules.import.no-resource-for-this-item',
    message: 'The manifest has no resource for this item.',
  },
  discussion: /*i18n*/ {
    id: 'modules.import.discussions-are-not-imported',
    message: 'Discussions are not part of Sparked modules; start one with your class instead.',
  },
  ltiLink: /*i18n*/ {
    id: 'modules.import.lti-links-are-not-imported',
    message: 'Links to LTI tools are not imported.',
  },
  questionBank: /*i18n*/ {
    id: 'modules.import.question-banks-are-not-imported',
    message: 'Question banks are not imported; only quizzes that use them.',
  },
  otherKind: (kind: string) => /*i18n*/ ({
    id: 'modules.import.kind-not-imported',
    message: 'Sparked does not import items of the kind "{kind}".',
    values: { kind },
  }),
  doesNotFit: /*i18n*/ {
    id: 'modules.import.does-not-fit-an-activity',
    message: 'It does not fit a Sparked activity:',
  },
  imagesLeftOut: (count: number, perModule: number) => /*i18n*/ ({
    id: 'modules.import.images-left-out',
    message:
      '{count, plural, one {# image was} other {# images were}} left out (missing, not an image, too large, or past {perModule} per module).',
    values: { count, perModule },
  }),
} satisfies Record<string, ServerMessage | ((...args: never[]) => ServerMessage)>;

/** A schema's issue as a sentence of the report: zod's English and its catalogue entry. */
export const issueSentence = (issue: z.core.$ZodIssue): Sentence => ({
  message: issue.message,
  entry: issueEntry(issue),
});

/** An item's note from its sentences: the English joined, and each sentence's entry. */
export const noteOf = (
  sentences: readonly Sentence[],
): Pick<CartridgeImportItem, 'note' | 'noteEntries'> => ({
  note: sentences.map((sentence) => sentence.message).join(' '),
  noteEntries: sentences.map((sentence) => sentence.entry),
});

/** Adds sentences to an item's note (what became of its images, why it was skipped after all). */
export function addToNote(item: CartridgeImportItem, ...sentences: Sentence[]): void {
  const added = noteOf(sentences);
  item.note = item.note ? `${item.note} ${added.note}` : added.note;
  item.noteEntries = [...(item.noteEntries ?? []), ...(added.noteEntries ?? [])];
}
