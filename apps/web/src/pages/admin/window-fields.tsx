import { useLingui } from '@lingui/react/macro';
import { TextField } from '@sparked/ui/text-field';

/** An ISO instant as a `datetime-local` value, in the admin's own time zone. */
export function localInput(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** A `datetime-local` value (the admin's own time) as an ISO instant. */
export const isoOf = (value: FormDataEntryValue | null) => new Date(String(value)).toISOString();

/** When something runs: its start and end, in the admin's own time. */
export function WindowFields({ startsAt, endsAt }: { startsAt?: string; endsAt?: string }) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        label={t`Starts`}
        name="startsAt"
        type="datetime-local"
        required
        defaultValue={localInput(startsAt)}
      />
      <TextField
        label={t`Ends`}
        name="endsAt"
        type="datetime-local"
        required
        defaultValue={localInput(endsAt)}
        description={t`In your own time zone.`}
      />
    </>
  );
}
