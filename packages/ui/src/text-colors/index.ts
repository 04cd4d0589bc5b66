export { readableTextOn, storedTextColor } from './text-colors';
