import { Trans } from '@lingui/react/macro';
import { VisuallyHidden } from '@sparked/ui/visually-hidden';
import * as tableStyles from './table.css';

/**
 * A table's column headers. An empty label is a column of buttons, named for screen readers
 * only, so every column has a header.
 */
export function HeaderRow({ labels }: { labels: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label || 'actions'} scope="col" className={tableStyles.headerCell}>
            {label || (
              <VisuallyHidden>
                <Trans comment="The header of a table's column of buttons.">Actions</Trans>
              </VisuallyHidden>
            )}
          </th>
        ))}
      </tr>
    </thead>
  );
}
