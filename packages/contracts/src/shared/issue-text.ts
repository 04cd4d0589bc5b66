import type { ApiErrorMessage } from './error-codes';

/** A sentence of the contracts': an explicit id, its English, and the values of its arguments. */
export type IssueText = {
  id: string;
  message: string;
  values?: Record<string, string | number>;
};

/**
 * A sentence written here and read in any language (decision 0046): its English, for integrators
 * and English readers, and its catalogue entry, which a reader of another language is shown.
 */
export type Sentence = { english: string; entry: ApiErrorMessage };

/**
 * A contracts sentence as English and entry. Written `sentence(/*i18n*\/ { id, message, values })`
 * for the catalogue's extractor; its arguments are plain values (no plural or select), filled in
 * here without Lingui, which the contracts do not load.
 */
export function sentence({ id, message, values }: IssueText): Sentence {
  const english = message.replace(/\{(\w+)\}/g, (argument, name: string) =>
    values && name in values ? String(values[name]) : argument,
  );
  if (english.includes('{'))
    throw new Error(`"${message}" (${id}) has an argument without a value, or an ICU form.`);
  return { english, entry: values ? { id, values } : { id } };
}

/** Each schema sentence's catalogue entry, by the English zod reports. */
const entriesByEnglish = new Map<string, ApiErrorMessage>();

/**
 * A schema's own message: its English, which zod reports and integrators read, remembered with
 * its catalogue entry so a reader of another language is shown the translation (`issueEntry`).
 */
export function issueText(text: IssueText): string {
  const { english, entry } = sentence(text);
  entriesByEnglish.set(english, entry);
  return english;
}

/** The catalogue entry of a schema's own sentence, by the English zod reported. */
export const issueTextEntry = (english: string): ApiErrorMessage | undefined =>
  entriesByEnglish.get(english);
