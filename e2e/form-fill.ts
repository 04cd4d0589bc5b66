import type { Locator } from '@playwright/test';

interface Field {
  tag: string;
  type: string;
  label: string;
  value: string;
  checked: boolean;
  required: boolean;
  min: string;
  max: string;
  minLength: number;
  maxLength: number;
  pattern: string;
  inputMode: string;
}

/** Values a form needs that no generated value can guess (an account's email), by field label. */
export type KnownValues = Record<string, string>;

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Within its bounds: the least value allowed, or 1 where nothing is said. */
function numberFor(field: Field) {
  const min = field.min === '' ? 1 : Math.max(Number(field.min), 1);
  const max = field.max === '' ? Number.POSITIVE_INFINITY : Number(field.max);
  return String(Math.min(min, max));
}

/**
 * Words of a length the field accepts, unique to this run so the record they make is findable;
 * where the field has a `pattern` (an address word, a lower-case name), the first spelling of
 * the same words it allows.
 */
function textFor(field: Field, tag: string) {
  const spellings = [
    `Double click ${tag}`,
    `double-click-${tag}`,
    `double_click_${tag.replaceAll('-', '_')}`,
    `doubleclick${tag.replaceAll('-', '')}`,
  ].map((text) => {
    const long = text.padEnd(Math.max(field.minLength, 0), 'x');
    return field.maxLength > 0 ? long.slice(0, field.maxLength) : long;
  });
  if (!field.pattern) return spellings[0] ?? '';
  const allowed = new RegExp(`^(?:${field.pattern})$`, 'v');
  return spellings.find((text) => allowed.test(text)) ?? spellings[0] ?? '';
}

/**
 * A valid value for an empty field of this type, or null for one a form fills by other means.
 * `later` counts the dates filled before in the form, so an end comes after its start.
 */
function valueFor(field: Field, tag: string, later: number): string | null {
  const day = localDay(new Date(Date.now() + (later + 1) * 86_400_000));
  switch (field.type) {
    case 'email':
      return `e2e-${tag}@example.test`;
    case 'url':
      return 'https://example.com/';
    case 'number':
    case 'range':
      return numberFor(field);
    case 'date':
      return day;
    case 'datetime-local':
      return `${day}T12:00`;
    case 'time':
      return '12:00';
    case 'password':
      return 'a long enough password';
    case 'text':
      return field.inputMode === 'numeric' ? numberFor(field) : textFor(field, tag);
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

const fieldSelector =
  'input:not([type=hidden]):not([type=file]):not([readonly]):not([disabled]):visible, textarea:not([readonly]):not([disabled]):visible, select:not([disabled]):visible';

/** One pass over the fields showing now; answers how many it filled. */
async function fillShowing(scope: Locator, tag: string, known: KnownValues) {
  let filled = 0;
  let dates = 0;
  for (const field of await scope.locator(fieldSelector).all()) {
    const described: Field = await field.evaluate((element) => {
      const input = element as HTMLInputElement;
      return {
        tag: element.tagName.toLowerCase(),
        type: element.tagName === 'TEXTAREA' ? 'textarea' : input.type,
        label: (input.labels?.[0]?.textContent ?? input.getAttribute('aria-label') ?? '').trim(),
        value: input.value,
        checked: input.checked === true,
        required: input.required,
        min: input.min ?? '',
        max: input.max ?? '',
        minLength: input.minLength ?? -1,
        maxLength: input.maxLength ?? -1,
        pattern: input.getAttribute('pattern') ?? '',
        inputMode: input.inputMode ?? '',
      };
    });
    if (described.type.startsWith('date')) dates += 1;
    if (described.tag === 'select') {
      if (described.value === '') {
        await field
          .selectOption({ index: 1 }, quickly)
          .catch(() => field.selectOption({ index: 0 }, quickly));
        filled += 1;
      }
      continue;
    }
    if (described.type === 'checkbox' || described.type === 'radio') {
      if (described.required && !described.checked) {
        await field.check(quickly);
        filled += 1;
      }
      continue;
    }
    if (described.value !== '') continue;
    const value = known[described.label] ?? valueFor(described, tag, dates - 1);
    if (value === null) continue;
    await field.fill(value, quickly);
    filled += 1;
  }
  // A list box with nothing chosen yet shows its placeholder: choose its first choice.
  for (const list of await scope.locator('[role=combobox][data-placeholder]:visible').all()) {
    await list.click(quickly);
    await scope.page().getByRole('option').first().click(quickly);
    filled += 1;
  }
  return filled;
}

/**
 * Fills what `scope` asks a person for with valid values, as a person who wants the record would:
 * every empty text field (in the spelling its pattern allows), a number within its bounds, dates
 * from tomorrow on (each later than the one before), the first choice of a list with none chosen,
 * and each required box ticked; `known` gives the values for fields by their label. Fields
 * already filled are left as they are. A choice may show more fields (a tag for "Add a tag"),
 * which are filled in turn.
 */
export async function fillForm(scope: Locator, tag: string, known: KnownValues = {}) {
  for (let pass = 0; pass < 3; pass += 1) {
    if ((await fillShowing(scope, tag, known)) === 0) return;
  }
}
