// LTI Advantage (1EdTech): Assignment and Grade Services 2.0 and Names and Role Provisioning
// Services 2.0, as the launch claims name them and the services' media types and scopes say.
// No zod here, so any page may import them.

/** The launch claims that hand the tool the services of a link and its course. */
export const ltiServiceClaims = {
  /** AGS: `scope`, `lineitems` (the course's line-items service) and `lineitem` (this link's). */
  gradeService: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
  /** NRPS: `context_memberships_url`, the course's roster. */
  rosterService: 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice',
} as const;

/** The OAuth 2 scopes of the services (client-credentials grant). */
export const ltiServiceScopes = {
  lineItem: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  lineItemReadonly: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly',
  resultReadonly: 'https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly',
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
  roster: 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
} as const;

/** The media types the services speak. */
export const ltiMediaTypes = {
  score: 'application/vnd.ims.lis.v1.score+json',
  lineItem: 'application/vnd.ims.lis.v2.lineitem+json',
  lineItemContainer: 'application/vnd.ims.lis.v2.lineitemcontainer+json',
  membershipContainer: 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json',
} as const;

/** Where a student's grades for the LMS stand: in its gradebook, waiting to go, or refused. */
export const ltiGradeStates = ['sent', 'pending', 'failed'] as const;
export type LtiGradeState = (typeof ltiGradeStates)[number];

/** The largest roster a sync reads (pages × members): a bound, not a school's real size. */
export const ltiRosterMaxMembers = 5000;
