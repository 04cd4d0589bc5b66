export {
  ChosenIcon,
  Icon,
  type IconChoice,
  type IconComponent,
  type IconProps,
  type IconSize,
  iconSizes,
} from './icon';
export * from './icons';
