// LTI 1.3 (1EdTech): the claim names, message types and role IRIs the tool reads, and the limits
// of a platform registration. No zod here, so any page may import them.

export const ltiVersion = '1.3.0';

/** The claims of an LTI 1.3 launch (LTI Core §5), by their full names as the id_token carries them. */
export const ltiClaims = {
  messageType: 'https://purl.imsglobal.org/spec/lti/claim/message_type',
  version: 'https://purl.imsglobal.org/spec/lti/claim/version',
  deploymentId: 'https://purl.imsglobal.org/spec/lti/claim/deployment_id',
  targetLinkUri: 'https://purl.imsglobal.org/spec/lti/claim/target_link_uri',
  resourceLink: 'https://purl.imsglobal.org/spec/lti/claim/resource_link',
  roles: 'https://purl.imsglobal.org/spec/lti/claim/roles',
  context: 'https://purl.imsglobal.org/spec/lti/claim/context',
  custom: 'https://purl.imsglobal.org/spec/lti/claim/custom',
} as const;

/** The launches Sparked answers: a resource link, and deep linking (choosing content, decision 0032). */
export const ltiMessageTypes = ['LtiResourceLinkRequest', 'LtiDeepLinkingRequest'] as const;
export type LtiMessageType = (typeof ltiMessageTypes)[number];

const membership = 'http://purl.imsglobal.org/vocab/lis/v2/membership#';

/** Context roles that teach the course in Sparked: its teachers become facilitators. */
export const ltiTeachingRoles = [
  `${membership}Instructor`,
  `${membership}Instructor#TeachingAssistant`,
  `${membership}TeachingAssistant`,
  `${membership}ContentDeveloper`,
] as const;

/** The context role that learns: a student of the class. */
export const ltiLearnerRoles = [`${membership}Learner`] as const;

export const ltiPlatformLimits = {
  name: 120,
  url: 500,
  clientId: 255,
  deploymentId: 255,
  deploymentIds: 50,
} as const;

/** How long the state of a login lives: the platform answers within seconds. */
export const ltiStateTtlSeconds = 600;
/** How long the one-time code of a launch may wait for the web app to exchange it. */
export const ltiSessionCodeTtlSeconds = 120;

/** The web app's page that exchanges a launch's one-time code (in the URL fragment) for a session. */
export const ltiLandingPath = '/lms-launch';

/** The claims of Deep Linking 2.0 (1EdTech LTI-DL), in the request and in Sparked's response. */
export const ltiDeepLinkingClaims = {
  settings: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
  contentItems: 'https://purl.imsglobal.org/spec/lti-dl/claim/content_items',
  data: 'https://purl.imsglobal.org/spec/lti-dl/claim/data',
  msg: 'https://purl.imsglobal.org/spec/lti-dl/claim/msg',
} as const;

/** The message type of the answer a tool posts back to `deep_link_return_url`. */
export const ltiDeepLinkingResponseType = 'LtiDeepLinkingResponse';
/** The one content item type Sparked returns: a link the LMS launches Sparked with. */
export const ltiResourceLinkType = 'ltiResourceLink';

/** The web app's page where a teacher chooses what to add to the course (`/lms-deep-link/<id>`). */
export const ltiDeepLinkPath = '/lms-deep-link';
/** How long a teacher may take to choose before the request must be started again in the LMS. */
export const ltiDeepLinkTtlSeconds = 3600;
/** At most this many items in one answer. */
export const ltiDeepLinkMaxItems = 50;

/**
 * A platform an admin entered is `active`; one that registered itself through LTI Dynamic
 * Registration is `pending` until an admin approves it, and its launches are refused meanwhile.
 */
export const ltiPlatformStatuses = ['active', 'pending'] as const;
export type LtiPlatformStatus = (typeof ltiPlatformStatuses)[number];

/**
 * Where an LMS reaches the tool, under `PUBLIC_URL`: what an admin pastes into the LMS. Deep
 * linking requests come to the same launch address (the launch reads the message type). The
 * dynamic registration address is the web app's page the LMS opens, in a frame or a window.
 */
export const ltiToolPaths = {
  login: '/lti/login',
  launch: '/lti/launch',
  jwks: '/lti/jwks',
  deepLinking: '/lti/launch',
  dynamicRegistration: '/lms-registration',
} as const;

/** The message an LMS's registration window listens for to close itself (Dynamic Registration). */
export const ltiCloseMessage = { subject: 'org.imsglobal.lti.close' } as const;

/**
 * The domain of the placeholder address an account made by an LMS launch gets (decision 0028):
 * `.invalid` is reserved, so no mail goes there. It is never shown as an email (decision 0031).
 */
export const ltiPlaceholderEmailDomain = 'lms.invalid';

/** Whether an account's email is the placeholder of an account an LMS made. */
export const isLmsPlaceholderEmail = (email: string) =>
  email.toLowerCase().endsWith(`@${ltiPlaceholderEmailDomain}`);
