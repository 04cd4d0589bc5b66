import {
  type ComponentPropsWithRef,
  lazy,
  type Ref,
  Suspense,
  useCallback,
  useId,
  useRef,
  useState,
} from 'react';
import { ChevronDownIcon, type IconComponent } from '../icon';
import { cx } from '../internal/class-names';
import { type Color, defaultColor, formatHex } from './color';
import { browserStorage, rememberColors } from './color-history';
import * as styles from './color-picker.css';
import { defaultGradient, type Gradient } from './gradient';
import { type ColorPickerLocale, type ColorPickerMessages, colorPickerMessages } from './messages';
import {
  type ColorPickerMode,
  type ColorPickerValue,
  colorPickerModes,
  colorPickerValueToCss,
  isGradient,
  modeOf,
} from './picker-value';
import { Swatch } from './swatch';
import { useDraftValue } from './use-draft-value';

// The popup and everything it needs (Radix's popover, its positioning, the editors) load when
// someone reaches for the trigger: pages that only show swatches, such as a profile's avatar
// colours, carry a plain button.
const loadPopup = () => import('./picker-popup');
const PickerPopup = lazy(() => loadPopup().then((module) => ({ default: module.PickerPopup })));

/** One element for the picker's own ref and a composing parent's (a toolbar's roving focus). */
function useSharedRef<T>(outer: Ref<T> | undefined) {
  const own = useRef<T | null>(null);
  const set = useCallback(
    (node: T | null) => {
      own.current = node;
      if (typeof outer === 'function') outer(node);
      else if (outer) outer.current = node;
    },
    [outer],
  );
  return [own, set] as const;
}

export type ColorPickerProps = {
  /** Controlled value; pair with `onChange`. */
  value?: ColorPickerValue;
  /** Initial value when uncontrolled; black by default (spec §9). */
  defaultValue?: ColorPickerValue;
  /** Called 100 ms after the user stops dragging or typing, with the new value. */
  onChange?: (value: ColorPickerValue) => void;
  /** Which tabs to offer; with one mode the tabs are left out. */
  modes?: readonly ColorPickerMode[];
  /** Names the trigger and the popup; defaults to "Colour" in the chosen locale. */
  label?: string;
  locale?: ColorPickerLocale;
  /** Stacking order of the popup; 9999 by default (spec §9), above modals. */
  zIndex?: number;
  /** Controlled visibility of the popup; pair with `onOpenChange`. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  disabled?: boolean;
  /** Added to the trigger button. */
  className?: string;
  /** Shown before the swatch, to tell pickers apart that sit among icon tools. */
  icon?: IconComponent;
};

/**
 * Anything else goes to the trigger button, so a composing parent such as a toolbar
 * (`<Toolbar.Button asChild>`) can make it one of its items.
 */
type TriggerProps = Omit<
  ComponentPropsWithRef<'button'>,
  keyof ColorPickerProps | 'children' | 'aria-label'
>;

function describe(value: ColorPickerValue, messages: ColorPickerMessages): string {
  if (!isGradient(value)) return formatHex(value);
  return messages.describeGradient({
    type: value.type,
    angle: value.angle,
    start: formatHex(value.start.color),
    end: formatHex(value.end.color),
  });
}

/** The colours a value adds to the history, the last one most recent. */
function colorsOf(value: ColorPickerValue): string[] {
  return isGradient(value)
    ? [formatHex(value.start.color), formatHex(value.end.color)]
    : [formatHex(value)];
}

/**
 * A swatch button that opens a popup for picking a single colour or a two-stop gradient (spec §2,
 * §3). Colours picked are remembered under the `color-history` local storage key when it closes.
 */
export function ColorPicker({
  value,
  defaultValue,
  onChange,
  modes = colorPickerModes,
  label,
  locale = 'en',
  zIndex,
  open,
  defaultOpen,
  onOpenChange,
  disabled = false,
  className,
  icon: TriggerIcon,
  onFocus,
  onPointerEnter,
  onClick,
  ref,
  ...triggerProps
}: ColorPickerProps & TriggerProps) {
  const messages = colorPickerMessages[locale];
  const name = label ?? messages.color;
  const { draft, change, flush } = useDraftValue({ value, defaultValue, onChange });
  // What each mode showed last, so flipping between the tabs loses nothing.
  const [parked, setParked] = useState<{ solid: Color; gradient: Gradient }>({
    solid: defaultColor,
    gradient: defaultGradient,
  });
  const openedWith = useRef(colorPickerValueToCss(draft));
  const mode = modeOf(draft);
  const [trigger, setTrigger] = useSharedRef(ref);
  const popupId = useId();
  const [openByItself, setOpenByItself] = useState(defaultOpen ?? false);
  const isOpen = open ?? openByItself;

  const handleOpenChange = (nextOpen: boolean) => {
    setOpenByItself(nextOpen);
    if (nextOpen) {
      openedWith.current = colorPickerValueToCss(draft);
    } else {
      flush();
      if (colorPickerValueToCss(draft) !== openedWith.current) {
        rememberColors(browserStorage(), colorsOf(draft));
      }
    }
    onOpenChange?.(nextOpen);
  };

  const switchMode = (nextMode: string) => {
    if (nextMode === mode) return;
    setParked((current) =>
      isGradient(draft) ? { ...current, gradient: draft } : { ...current, solid: draft },
    );
    change(nextMode === 'gradient' ? parked.gradient : parked.solid);
  };

  return (
    <>
      <button
        type="button"
        {...triggerProps}
        ref={setTrigger}
        data-component="color-picker"
        data-mode={mode}
        data-state={isOpen ? 'open' : 'closed'}
        aria-label={messages.current(name, describe(draft, messages))}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? popupId : undefined}
        disabled={disabled}
        className={cx(styles.trigger, className)}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) handleOpenChange(!isOpen);
        }}
        onPointerEnter={(event) => {
          onPointerEnter?.(event);
          void loadPopup();
        }}
        onFocus={(event) => {
          onFocus?.(event);
          void loadPopup();
        }}
      >
        {TriggerIcon ? <TriggerIcon size={16} /> : null}
        <Swatch background={colorPickerValueToCss(draft)} className={styles.triggerSwatch} />
        <ChevronDownIcon size={16} />
      </button>
      {isOpen ? (
        // The popup appears once its code has loaded (started already on hover or focus).
        <Suspense fallback={null}>
          <PickerPopup
            id={popupId}
            trigger={trigger}
            onOpenChange={handleOpenChange}
            name={name}
            zIndex={zIndex}
            value={draft}
            onChange={change}
            mode={mode}
            modes={modes}
            onModeChange={switchMode}
            messages={messages}
          />
        </Suspense>
      ) : null}
    </>
  );
}
ColorPicker.displayName = 'ColorPicker';
