export const rewardKeys = {
  all: ['rewards'] as const,
  userTags: () => [...rewardKeys.all, 'user-tags'] as const,
  claim: (userId: string, referenceTable: string, referenceSelector: string) =>
    [...rewardKeys.all, 'claim', userId, referenceTable, referenceSelector] as const,
};
