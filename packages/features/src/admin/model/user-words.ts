import { msg } from '@lingui/core/macro';
import type { UserRole, UserStatus, UserTagColour } from '@sparked/contracts';
import { translatedRecord } from '@sparked/i18n';

export const userRoleLabels = translatedRecord<UserRole>({
  student: msg`Student`,
  facilitator: msg`Facilitator`,
  admin: msg`Admin`,
});

export const userStatusLabels = translatedRecord<UserStatus>({
  active: msg`Active`,
  deactivated: msg`Deactivated`,
});

/** A tag's colour by the theme tone it takes, so it reads in every theme. */
export const tagColourLabels = translatedRecord<UserTagColour>({
  neutral: msg`Plain`,
  primary: msg`Primary`,
  accent: msg`Accent`,
  success: msg`Success`,
});
