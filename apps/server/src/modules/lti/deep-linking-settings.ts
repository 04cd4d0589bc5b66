import { ltiResourceLinkType } from '@sparked/contracts';
import type { Launch } from './launch-token';
import { courseRoleOf } from './people';
import { LtiRefusal, refusals } from './refusal';

/** What Sparked keeps of a deep linking request's settings (Deep Linking 2.0 §4.4.1). */
export interface DeepLinkingSettings {
  returnUrl: string;
  acceptMultiple: boolean;
  /** The LMS's opaque `data`, as JSON text, echoed unchanged in the answer; null when absent. */
  data: string | null;
}

const onlyTeachers = (reason: string) =>
  new LtiRefusal(
    403,
    /*i18n*/ {
      id: 'lti.only-teachers-add-content',
      message:
        'Only the teachers of a course can add Sparked content to it. Open Sparked from an activity your teacher added instead.',
    },
    reason,
  );

/** https, or http on localhost (a test or a developer's LMS), like a platform's own addresses. */
function returnUrlOf(value: unknown): string {
  if (typeof value !== 'string' || !URL.canParse(value))
    throw refusals.malformed('deep_link_return_url is missing or not a URL');
  const url = new URL(value);
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local))
    throw refusals.malformed(`deep_link_return_url is not https: ${url.protocol}`);
  if (url.username || url.password)
    throw refusals.malformed('deep_link_return_url carries credentials');
  return url.toString();
}

/**
 * Checks a deep linking request before anyone is signed in: only a teacher of the course may
 * choose content, in a course (the class its items are assigned to), and the settings claim must
 * say where the answer goes and accept `ltiResourceLink` items.
 */
export function readDeepLinkingRequest(launch: Launch): DeepLinkingSettings {
  if (courseRoleOf(launch.roles) !== 'teacher')
    throw onlyTeachers(`deep linking by a non-teaching role: ${launch.roles.join(' ')}`);
  if (!launch.context) throw refusals.malformed('a deep linking request without a context');
  const settings = launch.deepLinkingSettings as Record<string, unknown> | undefined;
  if (!settings || typeof settings !== 'object' || Array.isArray(settings))
    throw refusals.malformed('a deep linking request without deep_linking_settings');
  const returnUrl = returnUrlOf(settings.deep_link_return_url);
  const types = settings.accept_types;
  if (!Array.isArray(types) || !types.includes(ltiResourceLinkType))
    throw refusals.malformed(`accept_types does not include ${ltiResourceLinkType}`);
  const data = settings.data === undefined ? null : JSON.stringify(settings.data);
  if (data !== null && data.length > 8000) throw refusals.malformed('deep linking data too long');
  return { returnUrl, acceptMultiple: settings.accept_multiple === true, data };
}
