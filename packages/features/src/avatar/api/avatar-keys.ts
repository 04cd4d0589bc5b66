export const avatarKeys = {
  all: ['avatars'] as const,
  own: () => [...avatarKeys.all, 'own'] as const,
  user: (userId: string) => [...avatarKeys.all, 'user', userId] as const,
  batches: () => [...avatarKeys.all, 'batch'] as const,
  batch: (userIds: readonly string[]) => [...avatarKeys.batches(), ...userIds] as const,
};
