import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@sparked/i18n';

/**
 * A table of texts whose entries are translated when they are read, so each is in the language
 * active then (decision 0045). The same as the modules' own (module-presentation.ts).
 */
export function translatedRecord<K extends string>(
  messages: Record<K, MessageDescriptor>,
): Readonly<Record<K, string>> {
  return Object.defineProperties(
    {} as Record<K, string>,
    Object.fromEntries(
      Object.entries<MessageDescriptor>(messages).map(([key, message]) => [
        key,
        { enumerable: true, get: () => i18n._(message) },
      ]),
    ),
  );
}
