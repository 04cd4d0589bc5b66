import type { AcademyFilter } from '@sparked/features/academy';
import { Select } from '@sparked/ui/select';
import { any, lengthOptions, levelOptions, priceOptions } from './academy-filters';

/** The academy's subject, level, length and price choices; `set` puts a change in the address. */
export function AcademySelectFilters({
  filter,
  subjects,
  set,
}: {
  filter: AcademyFilter;
  subjects: readonly string[];
  set: (change: Partial<AcademyFilter>) => void;
}) {
  return (
    <>
      <Select
        label="Subject"
        options={[
          { value: any, label: 'Any subject' },
          ...subjects.map((subject) => ({ value: subject, label: subject })),
        ]}
        value={filter.subject ?? any}
        onValueChange={(value) => set({ subject: value === any ? undefined : value })}
      />
      <Select
        label="Level"
        options={levelOptions}
        value={filter.level ?? any}
        onValueChange={(value) =>
          set({ level: value === any ? undefined : (value as typeof filter.level) })
        }
      />
      <Select
        label="Length"
        options={lengthOptions}
        value={filter.maxMinutes ? String(filter.maxMinutes) : any}
        onValueChange={(value) => set({ maxMinutes: value === any ? undefined : Number(value) })}
      />
      <Select
        label="Price"
        options={priceOptions}
        value={filter.price ?? any}
        onValueChange={(value) =>
          set({ price: value === any ? undefined : (value as 'free' | 'paid') })
        }
      />
    </>
  );
}
