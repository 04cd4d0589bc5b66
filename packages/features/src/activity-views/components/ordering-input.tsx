import { useLingui } from '@lingui/react/macro';
import type { Answer, LearnerQuestion } from '@sparked/contracts';
import { useFocusAfterAction } from '@sparked/ui/focus';
import { ChevronDownIcon, ChevronUpIcon } from '@sparked/ui/icon';
import { IconButton } from '@sparked/ui/icon-button';
import { VisuallyHidden } from '@sparked/ui/visually-hidden';
import { useRef, useState } from 'react';
import * as styles from './activity-view.css';

type Ordering = Extract<LearnerQuestion, { type: 'ordering' }>;

/** Items in the learner's current order: the answer once they move one, the shuffle before. */
function orderOf(question: Ordering, value: Answer | undefined) {
  const ids = Array.isArray(value) ? value : question.items.map((item) => item.id);
  return ids
    .map((id) => question.items.find((item) => item.id === id))
    .filter((item): item is { id: string; text: string } => item !== undefined);
}

/**
 * A list the learner puts in order with up and down buttons. Focus stays with the item moved: on
 * the same button, or on the other one when it reached an end and its button is disabled; its new
 * place is announced.
 */
export function OrderingInput({
  question,
  value,
  onChange,
  disabled,
}: {
  question: Ordering;
  value: Answer | undefined;
  onChange: (answer: Answer) => void;
  disabled: boolean | undefined;
}) {
  const { t } = useLingui();
  const items = orderOf(question, value);
  const moveUp = (text: string) => t`Move ${text} up`;
  const moveDown = (text: string) => t`Move ${text} down`;
  const list = useRef<HTMLOListElement>(null);
  const focusAfterAction = useFocusAfterAction();
  const [moved, setMoved] = useState('');
  const button = (id: string, direction: 'up' | 'down') =>
    list.current?.querySelector(`[data-move="${CSS.escape(`${id} ${direction}`)}"]`);
  const move = (index: number, offset: number) => {
    const next = items.map((item) => item.id);
    const [moving] = next.splice(index, 1);
    if (!moving) return;
    next.splice(index + offset, 0, moving);
    onChange(next);
    const [same, other] = offset < 0 ? (['up', 'down'] as const) : (['down', 'up'] as const);
    focusAfterAction(() => [button(moving, same), button(moving, other)]);
    const text = items[index]?.text ?? '';
    const place = index + offset + 1;
    const count = items.length;
    setMoved(
      t({
        message: `${text}: ${place} of ${count}`,
        comment: 'Where an item moved to in a list the learner puts in order.',
      }),
    );
  };
  return (
    <>
      <ol ref={list} className={styles.ordering} aria-label={t`Put these in order`}>
        {items.map((item, index) => (
          <li key={item.id} className={styles.orderingItem}>
            <span>{item.text}</span>
            <IconButton
              icon={ChevronUpIcon}
              size="sm"
              label={moveUp(item.text)}
              data-move={`${item.id} up`}
              disabled={disabled || index === 0}
              onClick={() => move(index, -1)}
            />
            <IconButton
              icon={ChevronDownIcon}
              size="sm"
              label={moveDown(item.text)}
              data-move={`${item.id} down`}
              disabled={disabled || index === items.length - 1}
              onClick={() => move(index, 1)}
            />
          </li>
        ))}
      </ol>
      <VisuallyHidden role="status">{moved}</VisuallyHidden>
    </>
  );
}
