export { NativeSelect, type NativeSelectProps } from './native-select';
