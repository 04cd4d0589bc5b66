import type { UserRole, UserStatus, UserTagColour } from '@sparked/contracts';

export const userRoleLabels: Record<UserRole, string> = {
  student: 'Student',
  facilitator: 'Facilitator',
  admin: 'Admin',
};

export const userStatusLabels: Record<UserStatus, string> = {
  active: 'Active',
  deactivated: 'Deactivated',
};

/** A tag's colour by the theme tone it takes, so it reads in every theme. */
export const tagColourLabels: Record<UserTagColour, string> = {
  neutral: 'Plain',
  primary: 'Primary',
  accent: 'Accent',
  success: 'Success',
};
