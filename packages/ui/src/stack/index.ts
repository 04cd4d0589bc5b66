export { Stack, type StackAlignment, type StackProps, stackAlignments } from './stack';
