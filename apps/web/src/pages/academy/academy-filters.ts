import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ModuleLevel } from '@sparked/contracts';
import { i18n } from '@sparked/i18n';

/** "Any" in a filter's list: Radix Select has no empty value. */
export const any = 'any';

type Option = { value: string; label: MessageDescriptor };

const levelLabels: readonly Option[] = [
  { value: any, label: msg`Any level` },
  ...(
    [
      ['beginner', msg`Beginner`],
      ['intermediate', msg`Intermediate`],
      ['advanced', msg`Advanced`],
    ] as const satisfies readonly (readonly [ModuleLevel, MessageDescriptor])[]
  ).map(([value, label]) => ({ value, label })),
];

const lengthLabels: readonly Option[] = [
  { value: any, label: msg`Any length` },
  { value: '15', label: msg`Up to 15 minutes` },
  { value: '30', label: msg`Up to 30 minutes` },
  { value: '60', label: msg`Up to an hour` },
];

const priceLabels: readonly Option[] = [
  { value: any, label: msg`Free or paid` },
  { value: 'free', label: msg({ message: 'Free', comment: 'A module that costs nothing.' }) },
  { value: 'paid', label: msg({ message: 'Paid', comment: 'A module that costs money.' }) },
];

/** A filter's options in the language active when they are read (decision 0045). */
const translated = (options: readonly Option[]) =>
  options.map(({ value, label }) => ({ value, label: i18n._(label) }));

export const levelOptions = () => translated(levelLabels);
export const lengthOptions = () => translated(lengthLabels);
export const priceOptions = () => translated(priceLabels);
