export { EducatorToolsButton, type EducatorToolsButtonProps } from './educator-tools-button';
