import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useRef, useState } from 'react';
import { ColorPicker, colorFromHex, defaultColor, formatHex, isGradient } from '../../color-picker';
import { cx } from '../../internal/class-names';
import {
  type AvatarColorField,
  type AvatarInput,
  type AvatarPart,
  type AvatarVariationOption,
  partColors,
  resolveAvatar,
  withVariation,
} from '../avatar';
import * as styles from './avatar-part-picker.css';
import { PartOption } from './part-option';
import { colorFieldLabels, isLocked, nextIndex, partLabels } from './part-options';

export type AvatarPartPickerProps<Id extends string = string> = {
  /** The part being edited; its colour fields get a colour picker each. */
  part: AvatarPart;
  /** The variations to offer, with prices; the background has none. */
  options: readonly AvatarVariationOption<Id>[];
  /** The selected option's id, controlled; pair with `onChange`. */
  value?: Id;
  /** The initially selected id when uncontrolled. */
  defaultValue?: Id;
  /** Ids of the priced options the user owns; free options are always available. */
  ownedIds?: readonly string[];
  /** An available option was chosen. */
  onChange?: (id: Id) => void;
  /** A locked option was chosen (click, Enter or Space), e.g. to offer it for sale. */
  onLockedSelect?: (option: AvatarVariationOption<Id>) => void;
  /** The avatar being edited: previews wear each option, and the colour pickers start from it. */
  avatar?: AvatarInput;
  /** A colour of the part was changed, as hex. */
  onColorChange?: (field: AvatarColorField, hex: string) => void;
  /** Names the group of options; defaults to the part's name. */
  label?: string;
  /** Read out after prices, e.g. "10,000 coins". */
  currencyLabel?: string;
  className?: string;
};

/**
 * Picks one variation of an avatar part and its colours, for the avatar editor. Options are radios
 * with a preview; priced options the user does not own are locked, and choosing one calls
 * `onLockedSelect` instead of `onChange`. Arrow keys move through the options and select the
 * available ones, but only move onto locked ones, so browsing never triggers a purchase prompt.
 */
export function AvatarPartPicker<Id extends string>({
  part,
  options,
  value,
  defaultValue,
  ownedIds = [],
  onChange,
  onLockedSelect,
  avatar = {},
  onColorChange,
  label = partLabels[part],
  currencyLabel: givenCurrencyLabel,
  className,
}: AvatarPartPickerProps<Id>) {
  const { t } = useLingui();
  const currencyLabel =
    givenCurrencyLabel ?? t({ message: 'coins', comment: 'A price\'s unit: "10,000 coins".' });
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const selected = value ?? uncontrolled;
  const [focusedId, setFocusedId] = useState<Id>();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const colors = partColors(resolveAvatar(avatar), part);

  const tabbableId =
    [focusedId, selected].find((id) => options.some((option) => option.id === id)) ??
    options[0]?.id;

  const choose = (option: AvatarVariationOption<Id>) => {
    if (isLocked(option, ownedIds)) {
      onLockedSelect?.(option);
      return;
    }
    setUncontrolled(option.id);
    onChange?.(option.id);
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    const current = options.findIndex((option) => option.id === tabbableId);
    const next = options[nextIndex(event.key, current, options.length) ?? -1];
    if (!next) return;
    event.preventDefault();
    buttons.current.get(next.id)?.focus();
    if (!isLocked(next, ownedIds)) choose(next);
  };

  return (
    <div
      data-component="avatar-part-picker"
      data-avatar-part={part}
      className={cx(styles.root, className)}
    >
      {options.length > 0 ? (
        <div
          role="radiogroup"
          aria-label={label}
          className={styles.grid}
          onKeyDown={handleKeyDown}
          onBlur={(event) => {
            // Leaving the group hands the tab stop back to the selected option.
            if (!event.currentTarget.contains(event.relatedTarget)) setFocusedId(undefined);
          }}
        >
          {options.map((option) => (
            <PartOption
              key={option.id}
              ref={(element) => {
                if (element) buttons.current.set(option.id, element);
                else buttons.current.delete(option.id);
              }}
              option={option}
              // The background has no variations, so it never lists options to wear.
              preview={part === 'background' ? avatar : withVariation(avatar, part, option.id)}
              checked={option.id === selected}
              locked={isLocked(option, ownedIds)}
              tabbable={option.id === tabbableId}
              currencyLabel={currencyLabel}
              onSelect={() => choose(option)}
              onFocus={() => setFocusedId(option.id)}
            />
          ))}
        </div>
      ) : null}
      {colors.length > 0 ? (
        <div className={styles.colors}>
          {colors.map(({ field, color }) => (
            <div key={field} className={styles.colorRow}>
              <ColorPicker
                modes={['solid']}
                label={colorFieldLabels[field]}
                value={colorFromHex(color) ?? defaultColor}
                onChange={(next) => {
                  if (!isGradient(next)) onColorChange?.(field, formatHex(next));
                }}
              />
              {/* The trigger is named already; this caption is for sighted users. */}
              <span aria-hidden className={styles.colorCaption}>
                {colorFieldLabels[field]}
              </span>
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
AvatarPartPicker.displayName = 'AvatarPartPicker';
