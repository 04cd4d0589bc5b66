export {
  Inline,
  type InlineAlignment,
  type InlineJustification,
  type InlineProps,
  inlineAlignments,
  inlineJustifications,
} from './inline';
