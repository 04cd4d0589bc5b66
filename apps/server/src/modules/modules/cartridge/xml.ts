/**
 * Characters XML 1.0 cannot hold at all (controls other than tab and newlines, lone surrogates,
 * U+FFFE/U+FFFF): stored text should have none, but a package must parse even if one slipped in.
 */
const notXml = /[\p{Cc}\p{Cs}\uFFFE\uFFFF]/gu;
const keep = (character: string) =>
  character === '\t' || character === '\n' || character === '\r' ? character : '';

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text as it may stand in XML or HTML content or a quoted attribute. */
export const escapeXml = (value: string | number) =>
  String(value)
    .replace(notXml, keep)
    .replace(/[&<>"']/g, (character) => entities[character] ?? character);

/** An element with escaped text content. */
export const textElement = (name: string, value: string | number, attributes = '') =>
  `<${name}${attributes}>${escapeXml(value)}</${name}>`;

/** Text inside an XML comment: not escaped (comments hold no entities), and no `--` or trailing `-`. */
export const commentText = (value: string) =>
  value.replace(notXml, keep).replace(/-{2,}/g, '-').replace(/-$/, '- ');

/** An id made from a stored uuid, as an XML ID must be (an NCName: starts with a letter). */
export const xmlId = (prefix: string, id: string) => `${prefix}_${id.replace(/[^A-Za-z0-9]/g, '')}`;

export const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8"?>\n';
