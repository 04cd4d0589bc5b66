import type { Ref } from 'react';
import { formatCount } from '../../format';
import { CheckIcon, CoinIcon, LockIcon } from '../../icon';
import { Avatar, type AvatarInput, type AvatarVariationOption } from '../avatar';
import * as styles from './avatar-part-picker.css';
import { optionName } from './part-options';

type PartOptionProps = {
  option: AvatarVariationOption;
  /** The avatar wearing this option. */
  preview: AvatarInput;
  checked: boolean;
  locked: boolean;
  tabbable: boolean;
  currencyLabel: string;
  onSelect: () => void;
  onFocus: () => void;
  ref: Ref<HTMLButtonElement>;
};

/** One choice: a radio showing the avatar wearing it, its price and whether it is locked. */
export function PartOption({
  option,
  preview,
  checked,
  locked,
  tabbable,
  currencyLabel,
  onSelect,
  onFocus,
  ref,
}: PartOptionProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a native radio is checked by the arrow keys, but a locked option must take focus without being chosen.
    <button
      ref={ref}
      type="button"
      role="radio"
      aria-checked={checked}
      aria-label={optionName(option, locked, currencyLabel)}
      tabIndex={tabbable ? 0 : -1}
      data-part="option"
      data-state={checked ? 'checked' : 'unchecked'}
      data-locked={locked || undefined}
      className={styles.option}
      onClick={onSelect}
      onFocus={onFocus}
    >
      <Avatar avatar={preview} size={56} className={styles.preview} />
      <span className={styles.optionLabel}>{option.label}</span>
      {option.cost > 0 ? (
        <span className={styles.price}>
          <CoinIcon size={16} />
          {formatCount(option.cost)}
        </span>
      ) : null}
      {locked ? (
        <span className={styles.cornerBadge({ tone: 'locked' })}>
          <LockIcon size={16} />
        </span>
      ) : null}
      {checked ? (
        <span className={styles.cornerBadge({ tone: 'checked' })}>
          <CheckIcon size={16} />
        </span>
      ) : null}
    </button>
  );
}
