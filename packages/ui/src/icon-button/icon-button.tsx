import { Button, type ButtonProps, buttonSizes, buttonVariants } from '../button';
import { ChosenIcon, type IconChoice } from '../icon';
import { cx } from '../internal/class-names';
import { iconButton } from './icon-button.css';

/** The same options as Button, so the two line up in toolbars. */
export const iconButtonVariants = buttonVariants;
export type IconButtonVariant = (typeof iconButtonVariants)[number];
export const iconButtonSizes = buttonSizes;
export type IconButtonSize = (typeof iconButtonSizes)[number];

export type IconButtonProps = Omit<
  ButtonProps,
  'children' | 'fullWidth' | 'asChild' | 'aria-label' | 'aria-labelledby' | 'variant' | 'size'
> & {
  /** An icon of the set (`TrashIcon`), or an element such as `<TrashIcon>` with other props. */
  icon: IconChoice;
  /** The button's accessible name: say what it does ("Send", "Remove image"), not the icon. */
  label: string;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
};

/**
 * A square button showing only an icon; `label` names it for assistive technology. To show the
 * label on hover and focus too, wrap it in a `Tooltip` (the tooltip's code then comes only
 * where one is used).
 */
export function IconButton({
  icon,
  label,
  variant = 'ghost',
  size = 'md',
  loading = false,
  className,
  ...buttonProps
}: IconButtonProps) {
  return (
    <Button
      data-component="icon-button"
      aria-label={label}
      variant={variant}
      size={size}
      loading={loading}
      className={cx(iconButton({ size }), className)}
      {...buttonProps}
    >
      {/* While loading, Button's spinner takes the icon's place. */}
      {loading ? null : <ChosenIcon icon={icon} size={size === 'sm' ? 16 : 20} />}
    </Button>
  );
}
IconButton.displayName = 'IconButton';
