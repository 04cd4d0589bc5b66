import { XMLParser } from 'fast-xml-parser';
import { PackageError } from './package-reader';

/** An element as the parser gives it: attributes under `@name`, text under `#text`. */
export type XmlNode = Record<string, unknown>;

const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/**
 * XML's own five entities and character references, decoded here: the parser expands no
 * entity at all, so a package cannot define one (and a DOCTYPE is refused before parsing).
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? parseInt(name.slice(2), 16)
          : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return named[name.toLowerCase()] ?? whole;
  });
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  removeNSPrefix: true,
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  tagValueProcessor: (_name, value) => decodeEntities(value),
  attributeValueProcessor: (_name, value) => decodeEntities(value),
});

/**
 * Parses one XML file of a package. A DOCTYPE (where external entities and billion-laughs
 * expansions are declared) is refused outright: no Common Cartridge file needs one.
 */
export function parseXml(bytes: Buffer, path: string): XmlNode {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (/<!DOCTYPE|<!ENTITY/i.test(text))
    throw new PackageError(
      /*i18n*/ {
        id: 'modules.import.doctype',
        message: '"{name}" declares a DOCTYPE or entities, which a package may not use.',
        values: { name: path },
      },
    );
  try {
    return parser.parse(text, true) as XmlNode;
  } catch {
    throw new PackageError(
      /*i18n*/ {
        id: 'modules.import.not-well-formed',
        message: '"{name}" is not well-formed XML.',
        values: { name: path },
      },
    );
  }
}

export const asArray = <T = XmlNode>(value: unknown): T[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? (value as T[]) : [value as T];

export const child = (node: unknown, name: string): XmlNode | undefined => {
  if (!node || typeof node !== 'object') return undefined;
  const value = (node as XmlNode)[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first && typeof first === 'object'
    ? (first as XmlNode)
    : first === undefined
      ? undefined
      : { '#text': String(first) };
};

export const children = (node: unknown, name: string): XmlNode[] =>
  !node || typeof node !== 'object'
    ? []
    : asArray<unknown>((node as XmlNode)[name]).map((value) =>
        value && typeof value === 'object' ? (value as XmlNode) : { '#text': String(value) },
      );

/** An element's text (its own, not its children's). */
export const textOf = (node: unknown): string => {
  if (node === undefined || node === null) return '';
  if (typeof node !== 'object') return String(node).trim();
  const text = (node as XmlNode)['#text'];
  return text === undefined ? '' : String(text).trim();
};

export const attr = (node: unknown, name: string): string => {
  if (!node || typeof node !== 'object') return '';
  const value = (node as XmlNode)[`@${name}`];
  return value === undefined ? '' : String(value);
};

/** The first text found by a path of element names, as in `title` or `general/title/string`. */
export function deepText(node: unknown, path: string): string {
  let current: unknown = node;
  for (const name of path.split('/')) {
    current = child(current, name);
    if (!current) return '';
  }
  return textOf(current);
}
