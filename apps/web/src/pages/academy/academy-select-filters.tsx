import { useLingui } from '@lingui/react/macro';
import type { AcademyFilter } from '@sparked/features/academy';
import { NativeSelect } from '@sparked/ui/native-select';
import { any, lengthOptions, levelOptions, priceOptions } from './academy-filters';

/**
 * The academy's subject, level, length and price choices; `set` puts a change in the address. The
 * browser's own lists: Radix's listbox and its positioning cost the academy 16 KiB, which its
 * budget has no room for (decision 0043).
 */
export function AcademySelectFilters({
  filter,
  subjects,
  set,
}: {
  filter: AcademyFilter;
  subjects: readonly string[];
  set: (change: Partial<AcademyFilter>) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <NativeSelect
        label={t`Subject`}
        options={[
          { value: any, label: t`Any subject` },
          ...subjects.map((subject) => ({ value: subject, label: subject })),
        ]}
        value={filter.subject ?? any}
        onChange={({ target: { value } }) => set({ subject: value === any ? undefined : value })}
      />
      <NativeSelect
        label={t`Level`}
        options={levelOptions()}
        value={filter.level ?? any}
        onChange={({ target: { value } }) =>
          set({ level: value === any ? undefined : (value as typeof filter.level) })
        }
      />
      <NativeSelect
        label={t`Length`}
        options={lengthOptions()}
        value={filter.maxMinutes ? String(filter.maxMinutes) : any}
        onChange={({ target: { value } }) =>
          set({ maxMinutes: value === any ? undefined : Number(value) })
        }
      />
      <NativeSelect
        label={t`Price`}
        options={priceOptions()}
        value={filter.price ?? any}
        onChange={({ target: { value } }) =>
          set({ price: value === any ? undefined : (value as 'free' | 'paid') })
        }
      />
    </>
  );
}
