// Each folder's index.ts names its public exports; this entry re-exports them unchanged.
// rich-text-editor has never been part of this entry: it is imported from
// `@sparked/ui/rich-text-editor`.
export * from './alert-modal';
export * from './badge';
export * from './box';
export * from './button';
export * from './card';
export * from './color-picker';
export * from './confirm-modal';
export * from './dialog-provider';
export * from './empty-state';
export * from './focus';
export * from './icon';
export * from './icon-button';
export * from './image-dropzone';
export * from './inline';
export * from './markdown';
export * from './native-select';
export * from './picture';
export * from './popover';
export * from './progress';
export * from './progress-ring';
export * from './select';
export * from './spinner';
export * from './stack';
export * from './switch';
export * from './tabs';
export * from './text-area';
export * from './text-field';
export * from './toast';
export * from './tooltip';
export * from './visually-hidden';
