import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '@sparked/i18n';
import type { PagePath } from './route-table';

/**
 * Each page's title in the catalogue (decision 0045). The route table keeps the English, which the
 * route walks read and which runs without Lingui's macros; route-table.test.ts checks that the two
 * agree on every page.
 */
export const pageTitles: Record<PagePath, MessageDescriptor> = {
  '/sign-in': msg`Sign in`,
  '/register': msg`Create account`,
  '/forgot-password': msg`Forgot password`,
  '/reset-password': msg`Set a new password`,
  '/lms-registration': msg`Register Sparked with your LMS`,
  '/lms-launch': msg`Opening Sparked`,
  '/lms-link': msg`Link your LMS account`,
  '/ai-competition': msg`AI Competition`,
  '/rtu-ai-competition': msg`RTU AI Competition`,
  '/certificates/$id': msg`Certificate`,
  '/classes/$classId': msg`Class`,
  '/student-journey': msg`Student journey`,
  '/student-journey/classes/$classId': msg`Class journey`,
  '/student-journey/classes/$classId/enroll': msg`Enrol in class`,
  '/student-journey/classes/$classId/$couponCode': msg`Class invitation`,
  '/student-journey/classes/$classId/modules/$moduleId': msg`Module map`,
  '/student-journey/classes/$classId/modules/$moduleId/activities/$activityId': msg`Activity`,
  '/': msg`Dashboard`,
  '/profile': msg`Profile`,
  '/store': msg`Points store`,
  '/leagues': msg`Leagues`,
  '/competitions/$slug': msg`Competition`,
  '/ai-tools/janus': msg`Janus`,
  '/spring-competition': msg`Spring competition`,
  '/pages/demo': msg`Demo`,
  '/winter-competition': msg`Winter competition`,
  '/winter-competition/game-master': msg`Game master`,
  '/winter-competition/puzzle-maker': msg`Puzzle maker`,
  '/winter-competition/password': msg`Password game`,
  '/event-arena': msg`Events`,
  '/event-arena/ai-bayanihan': msg`AI Bayanihan`,
  '/event-arena/rtu-ai-bayanihan': msg`RTU AI Bayanihan`,
  '/academy': msg`Academy`,
  '/academy/modules/$moduleId': msg`Academy module`,
  '/game-arena': msg`Game arena`,
  '/ai-tools': msg`AI tools`,
  '/lms-deep-link/$requestId': msg`Add Sparked content`,
  '/game/password': msg`Password game`,
  '/game/game-master': msg`Game master`,
  '/game/puzzle-maker': msg`Puzzle maker`,
  '/student-dashboard': msg`Student dashboard`,
  '/ai-tools/code-box': msg`Code box`,
  '/ai-tools/code-box/$codeBoxId': msg`Code box`,
  '/old': msg`Home`,
  '/spring-competition/dashboard': msg`Spring competition dashboard`,
  '/dashboard': msg`Dashboard`,
  '/drag': msg`Course preview`,
  '/old/modules/$moduleId/contents/$activityId': msg`E-book editor (classic)`,
  '/modules/$moduleId/ebook/$activityId': msg`E-book editor`,
  '/modules/$moduleId/multi-ebook/$activityId': msg`Multi-page e-book editor`,
  '/modules/$moduleId/iframe/$activityId': msg`Iframe editor`,
  '/modules/$moduleId/form/$activityId': msg`Form editor`,
  '/modules/$moduleId/scorm/$activityId': msg`SCORM package editor`,
  '/player/classes/$classId/modules/$moduleId/activities/$activityId': msg`Activity player`,
  '/player/modules/$moduleId/activities/$activityId/preview': msg`Activity preview`,
  '/module/create': msg`New module`,
  '/jira': msg`Help-desk tickets`,
  '/educator/dashboard': msg`Educator dashboard`,
  '/educator/modules': msg`Modules`,
  '/educator/modules/$moduleId/contents': msg`Module contents`,
  '/educator/modules/$moduleId/settings': msg`Module settings`,
  '/educator/modules/$moduleId/authors': msg`Module authors`,
  '/educator/users': msg`Users`,
  '/educator/users/$userId': msg`User`,
  '/educator/user-tags': msg`User tags`,
  '/educator/audit': msg`Audit log`,
  '/educator/learning-records': msg`Learning records`,
  '/educator/lti': msg`LMS connections`,
  '/educator/store': msg`Store`,
  '/educator/rewards': msg`Reward rules`,
  '/educator/classes': msg`Classes`,
  '/educator/classes/$classId/students': msg`Students`,
  '/educator/orders': msg`Orders`,
  '/educator/competitions': msg`Competitions`,
  '/educator/events': msg`Events`,
  '/educator/student-area': msg`Student area settings`,
  '/referral-code/generate': msg`Generate referral codes`,
};

/**
 * A page's title in the active language, by the route's full path (an index route's ends in `/`);
 * the English as given for a path not in the table.
 */
export function translatedPageTitle(fullPath: string, english: string): string {
  const path = fullPath.length > 1 ? fullPath.replace(/\/$/, '') : fullPath;
  const message = pageTitles[path as PagePath];
  return message ? i18n._(message) : english;
}
