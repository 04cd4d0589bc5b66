import type { ServerMessage } from '../../i18n/catalogues';

/** The LMS service a call went to, as its failures name it. */
export type LmsService = 'roster' | 'score' | 'token' | 'lineItems' | 'lms';

/**
 * What the LMS's services did, as the roster sync's refusal and a score's status say it on the
 * admin's and the teacher's pages, in their language (decision 0046); the LMS's own words are a
 * value, as they came.
 */
export const serviceSaid = {
  noAnswerWithin: (service: LmsService, seconds: number) => /*i18n*/ ({
    id: 'lti.service.did-not-answer-within',
    message:
      '{service, select, roster {The LMS roster service} score {The LMS score service} token {The LMS token service} lineItems {The LMS line-items service} other {The LMS}} did not answer within {seconds} s.',
    values: { service, seconds },
  }),
  unreachable: (service: LmsService, cause: string) => /*i18n*/ ({
    id: 'lti.service.could-not-be-reached',
    message:
      '{service, select, roster {The LMS roster service} score {The LMS score service} token {The LMS token service} lineItems {The LMS line-items service} other {The LMS}} could not be reached: {cause}',
    values: { service, cause },
  }),
  tokenRefused: (status: number, detail: string) => /*i18n*/ ({
    id: 'lti.service.access-token-refused',
    message: 'The LMS refused an access token ({status}): {detail}',
    values: { status, detail },
  }),
  noAccessToken: /*i18n*/ {
    id: 'lti.service.answered-without-access-token',
    message: 'The LMS token service answered without an access token.',
  },
  rosterCircles: /*i18n*/ {
    id: 'lti.roster.pages-go-round-in-a-circle',
    message: 'The LMS roster pages go round in a circle. Try again later.',
  },
  rosterNotGiven: (status: number, detail: string) => /*i18n*/ ({
    id: 'lti.roster.not-given',
    message: 'The LMS did not give its roster ({status}): {detail}',
    values: { status, detail },
  }),
  rosterTooLarge: (most: number) => /*i18n*/ ({
    id: 'lti.roster.more-members-than',
    message: 'The LMS roster has more than {most} members.',
    values: { most },
  }),
  columnNotMade: (status: number, detail: string) => /*i18n*/ ({
    id: 'lti.grades.column-not-made',
    message: 'The LMS did not make a grade column ({status}): {detail}',
    values: { status, detail },
  }),
  columnWithoutAddress: /*i18n*/ {
    id: 'lti.grades.column-without-address',
    message: 'The LMS made a grade column without an address.',
  },
  noColumnAllowed: /*i18n*/ {
    id: 'lti.grades.no-column-allowed',
    message: 'The LMS gave this link no grade column and does not let Sparked make one.',
  },
  columnBeingMade: /*i18n*/ {
    id: 'lti.grades.column-being-made',
    message: 'The grade column is being made; the score follows.',
  },
  scoreNotTaken: (status: number, detail: string) => /*i18n*/ ({
    id: 'lti.grades.score-not-taken',
    message: 'The LMS did not take the score ({status}): {detail}',
    values: { status, detail },
  }),
} satisfies Record<string, ServerMessage | ((...args: never[]) => ServerMessage)>;
