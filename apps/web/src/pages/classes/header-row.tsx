import { VisuallyHidden } from '@sparked/ui/visually-hidden';
import * as classStyles from './classes.css';

/**
 * A table's column headers. An empty label is a column of buttons, named for screen readers
 * only, so every column has a header.
 */
export function HeaderRow({ labels }: { labels: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label || 'actions'} scope="col" className={classStyles.headerCell}>
            {label || <VisuallyHidden>Actions</VisuallyHidden>}
          </th>
        ))}
      </tr>
    </thead>
  );
}
