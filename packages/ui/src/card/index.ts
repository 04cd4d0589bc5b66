export {
  Card,
  type CardElement,
  type CardPadding,
  type CardProps,
  cardElements,
  cardPaddings,
} from './card';
