import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type ModuleLevel, moduleLevels } from '@sparked/contracts';
import { i18n } from '@sparked/i18n';

/** "Any" in a filter's list: Radix Select has no empty value. */
export const any = 'any';

/** An option whose label is translated each time it is read. */
const option = (value: string, label: MessageDescriptor) => ({
  value,
  get label() {
    return i18n._(label);
  },
});

const levelNames: Record<ModuleLevel, MessageDescriptor> = {
  beginner: msg`Beginner`,
  intermediate: msg`Intermediate`,
  advanced: msg`Advanced`,
};

export const levelOptions = [
  option(any, msg`Any level`),
  ...moduleLevels.map((level: ModuleLevel) => option(level, levelNames[level])),
];

export const lengthOptions = [
  option(any, msg`Any length`),
  option('15', msg`Up to 15 minutes`),
  option('30', msg`Up to 30 minutes`),
  option('60', msg`Up to an hour`),
];

export const priceOptions = [
  option(any, msg`Free or paid`),
  option('free', msg`Free`),
  option('paid', msg`Paid`),
];
