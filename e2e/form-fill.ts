import type { Locator } from '@playwright/test';

interface Field {
  tag: string;
  type: string;
  value: string;
  checked: boolean;
  required: boolean;
  min: string;
  max: string;
  minLength: number;
  maxLength: number;
}

const tomorrow = () => new Date(Date.now() + 86_400_000);
const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Within its bounds: the least value allowed, or 1 where nothing is said. */
function numberFor(field: Field) {
  const min = field.min === '' ? 1 : Math.max(Number(field.min), 1);
  const max = field.max === '' ? Number.POSITIVE_INFINITY : Number(field.max);
  return String(Math.min(min, max));
}

/** Words of a length the field accepts, unique to this run so the record they make is findable. */
function textFor(field: Field, tag: string) {
  const text = `Double click ${tag}`.padEnd(Math.max(field.minLength, 0), ' words');
  return field.maxLength > 0 ? text.slice(0, field.maxLength) : text;
}

/** A valid value for an empty field of this type, or null for one a form fills by other means. */
function valueFor(field: Field, tag: string): string | null {
  switch (field.type) {
    case 'email':
      return `e2e-${tag}@example.test`;
    case 'url':
      return 'https://example.com/';
    case 'number':
    case 'range':
      return numberFor(field);
    case 'date':
      return localDay(tomorrow());
    case 'datetime-local':
      return `${localDay(tomorrow())}T12:00`;
    case 'time':
      return '12:00';
    case 'password':
      return 'a long enough password';
    case 'text':
    case 'search':
    case 'tel':
    case 'textarea':
      return textFor(field, tag);
    default:
      return null;
  }
}

/** A field that cannot take a value soon is a page fault the caller reports, not a long wait. */
const quickly = { timeout: 5_000 };

/**
 * Fills what `scope` asks a person for with valid values, as a person who wants the record would:
 * every empty text field, a number within its bounds, tomorrow for a date, the first choice of a
 * list with none chosen, and each required box ticked. Fields already filled are left as they are.
 */
export async function fillForm(scope: Locator, tag: string) {
  const fields = scope.locator(
    'input:not([type=hidden]):not([type=file]):not([readonly]):not([disabled]):visible, textarea:not([readonly]):not([disabled]):visible, select:not([disabled]):visible',
  );
  for (const field of await fields.all()) {
    const described: Field = await field.evaluate((element) => {
      const input = element as HTMLInputElement;
      return {
        tag: element.tagName.toLowerCase(),
        type: element.tagName === 'TEXTAREA' ? 'textarea' : input.type,
        value: input.value,
        checked: input.checked === true,
        required: input.required,
        min: input.min ?? '',
        max: input.max ?? '',
        minLength: input.minLength ?? -1,
        maxLength: input.maxLength ?? -1,
      };
    });
    if (described.tag === 'select') {
      if (described.value === '')
        await field
          .selectOption({ index: 1 }, quickly)
          .catch(() => field.selectOption({ index: 0 }, quickly));
      continue;
    }
    if (described.type === 'checkbox' || described.type === 'radio') {
      if (described.required && !described.checked) await field.check(quickly);
      continue;
    }
    if (described.value !== '') continue;
    const value = valueFor(described, tag);
    if (value !== null) await field.fill(value, quickly);
  }
}
