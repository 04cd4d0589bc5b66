import { z } from 'zod';
import type { ApiErrorMessage } from './error-codes';
import { issueText } from './issue-text';

/**
 * Characters no text field holds: C0 controls and DEL (tab, line feed and carriage return are
 * the layout text may carry) and UTF-16 surrogates that are not part of a pair. PostgreSQL
 * cannot store a NUL at all, and a lone surrogate is not Unicode, so both are refused up front.
 */
const refusedCharacter =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const codePoint = (character: string) =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** A refused character's problem: the English integrators read, and its catalogue entry. */
type CharacterProblem = { message: string; entry: ApiErrorMessage };

/** The same problems for people, in the catalogue (decision 0046). */
const said = {
  loneSurrogate: /*i18n*/ {
    id: 'validation.lone-surrogate',
    message: 'This holds a broken character (a lone surrogate, {character}); remove it.',
  },
  controlCharacter: /*i18n*/ {
    id: 'validation.control-character',
    message: 'This holds an invisible control character ({character}); remove it.',
  },
};

/** Why `text` cannot be stored, in words a person can act on; undefined when it can. */
export function refusedCharacterProblem(text: string): CharacterProblem | undefined {
  const found = refusedCharacter.exec(text)?.[0];
  if (found === undefined) return undefined;
  const character = codePoint(found);
  return /[\uD800-\uDFFF]/.test(found)
    ? {
        message: `contains a broken character (a lone surrogate, ${character}); remove it.`,
        entry: { id: said.loneSurrogate.id, values: { character } },
      }
    : {
        message: `contains an invisible control character (${character}); remove it.`,
        entry: { id: said.controlCharacter.id, values: { character } },
      };
}

/**
 * The first string (or object key) anywhere in `value` that holds a refused character, with
 * its path: every request's parameters, query and body are checked with it before their schema.
 */
export function findRefusedCharacter(
  value: unknown,
  path: readonly (string | number)[] = [],
): (CharacterProblem & { path: (string | number)[] }) | undefined {
  if (typeof value === 'string') {
    const problem = refusedCharacterProblem(value);
    return problem ? { path: [...path], ...problem } : undefined;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findRefusedCharacter(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findRefusedCharacter(key, path) ?? findRefusedCharacter(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Bidi embeddings, overrides and isolates, the left-to-right/right-to-left marks and the Arabic
 * letter mark: in a name or title they only reorder what is shown around them (an override
 * turns "Year 8" into "8 raeY"), and the screens isolate user text themselves.
 */
const bidiControls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export const stripBidiControls = (text: string) => text.replace(bidiControls, '');

/** A letter, digit, punctuation mark or symbol: something a reader sees. */
const visibleCharacter = /[\p{L}\p{N}\p{P}\p{S}]/u;

/**
 * A one-line name or title: bidi controls stripped, trimmed, without tabs or line breaks, and
 * with at least one visible character (zero-width spaces and marks alone are not a title).
 */
export const lineText = (messages: { empty: string; max: number; tooLong?: string }) =>
  z
    .string()
    .overwrite(stripBidiControls)
    .trim()
    .max(
      messages.max,
      messages.tooLong ??
        issueText(
          /*i18n*/ {
            id: 'validation.line-too-long',
            message: 'It is at most {max} characters.',
            values: { max: messages.max },
          },
        ),
    )
    .regex(
      /^[^\t\n\r]*$/,
      issueText(
        /*i18n*/ { id: 'validation.one-line', message: 'Keep it on one line, without tabs.' },
      ),
    )
    // Also what an empty name fails: one message for nothing and for nothing visible.
    .regex(visibleCharacter, messages.empty);
