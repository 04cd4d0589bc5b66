export { AvatarPartPicker, type AvatarPartPickerProps } from './avatar-part-picker';
