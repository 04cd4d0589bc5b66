export { avatarQueryOptions, fetchAvatar } from './api/avatar';
export { avatarKeys } from './api/avatar-keys';
export { avatarsQueryOptions, fetchAvatars } from './api/avatars';
export { type SavedAvatar, saveAvatar, useSaveAvatar } from './api/save-avatar';
export { AvatarBadge, type AvatarBadgeProps } from './components/avatar-badge';
export { AvatarEditor, type AvatarEditorProps } from './components/avatar-editor';
export { applySavedAvatar, toSavedAvatar } from './model/saved-avatar';
