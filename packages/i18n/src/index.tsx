// The runtime Lingui's macros compile to (decision 0045; `runtimeConfigModule` in
// lingui.config.ts): Lingui's own `i18n`, and `Trans` and `useLingui` that follow it without an
// `I18nProvider`, so a component shows its text in a test or a story with no setup. English, the
// source, is active until the app activates the reader's language; its texts are in the code.
import { i18n, type MessageDescriptor, type Messages } from '@lingui/core';
import type { I18nContext, TransProps } from '@lingui/react';
import { TransNoContext } from '@lingui/react/server';
import { useMemo, useSyncExternalStore } from 'react';

if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const activeLocale = () => i18n.locale;

/** Lingui's context, renewed when the language changes so every text re-renders in the new one. */
export function useLingui(): I18nContext & { locale: string } {
  const locale = useSyncExternalStore(subscribe, activeLocale, activeLocale);
  return useMemo(() => ({ i18n, _: i18n._.bind(i18n), locale }), [locale]);
}

export function Trans(props: TransProps) {
  return <TransNoContext {...props} lingui={useLingui()} />;
}

/**
 * A table of texts kept at module level (`msg` descriptors), each translated when it is read, so
 * it is in the language active then: a module-level `t` would run once, in English.
 */
export function translatedRecord<Key extends string>(
  descriptors: Record<Key, MessageDescriptor>,
): Readonly<Record<Key, string>> {
  const texts = {} as Record<Key, string>;
  for (const key of Object.keys(descriptors) as Key[]) {
    Object.defineProperty(texts, key, { enumerable: true, get: () => i18n._(descriptors[key]) });
  }
  return texts;
}

export { i18n, type MessageDescriptor, type Messages };
