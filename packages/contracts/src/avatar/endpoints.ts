import type { Endpoint } from '../shared/endpoint';
import {
  avatarQuerySchema,
  avatarResponseSchema,
  avatarsQuerySchema,
  avatarsResponseSchema,
  saveAvatarRequestSchema,
  saveAvatarResponseSchema,
} from './schemas';

/** Avatars: the parts a student owns and the avatar they save. */
export const avatarEndpoints = {
  avatar: {
    api: 'tools',
    method: 'GET',
    path: '/token-store/avatar',
    auth: 'user',
    query: avatarQuerySchema,
    response: avatarResponseSchema,
    summary: "A user's saved avatar (one's own without ?id)",
    tags: ['Avatars'],
  },
  avatars: {
    api: 'tools',
    method: 'GET',
    path: '/token-store/avatars',
    auth: 'user',
    query: avatarsQuerySchema,
    response: avatarsResponseSchema,
    summary: 'Saved avatars of several users',
    tags: ['Avatars'],
  },
  saveAvatar: {
    api: 'tools',
    method: 'POST',
    path: '/token-store/avatar',
    auth: 'user',
    idempotent: true,
    body: saveAvatarRequestSchema,
    response: saveAvatarResponseSchema,
    summary: "Save the signed-in user's avatar (owned parts only)",
    tags: ['Avatars'],
  },
} as const satisfies Record<string, Endpoint>;
