import { t } from '@lingui/core/macro';
import { dateFormat } from '@sparked/ui/format';

const timeFormat = dateFormat('date and time');

/** When something last happened, in the reader's own time zone; "Never" when it has not. */
export const when = (at: string | null) => (at ? timeFormat.format(new Date(at)) : t`Never`);
