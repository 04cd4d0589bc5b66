import { type ModuleLevel, moduleLevels } from '@sparked/contracts';

/** "Any" in a filter's list: Radix Select has no empty value. */
export const any = 'any';

export const levelOptions = [
  { value: any, label: 'Any level' },
  ...moduleLevels.map((level: ModuleLevel) => ({
    value: level,
    label: `${level[0]?.toUpperCase()}${level.slice(1)}`,
  })),
];

export const lengthOptions = [
  { value: any, label: 'Any length' },
  { value: '15', label: 'Up to 15 minutes' },
  { value: '30', label: 'Up to 30 minutes' },
  { value: '60', label: 'Up to an hour' },
];

export const priceOptions = [
  { value: any, label: 'Free or paid' },
  { value: 'free', label: 'Free' },
  { value: 'paid', label: 'Paid' },
];
