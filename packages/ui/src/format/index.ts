export { type DateStyle, dateFormat, formatCount } from './format';
