import { z } from 'zod';
import type { Endpoint } from '../shared/endpoint';
import {
  eventChangesSchema,
  eventClaimResponseSchema,
  eventFieldsSchema,
  eventResponseSchema,
  eventSlugSchema,
  eventsResponseSchema,
} from './schemas';

const tags = ['Events'];
const slugParams = z.strictObject({ slug: eventSlugSchema });

/** Events: list, join, claim; admins create and change them. */
export const eventEndpoints = {
  events: {
    api: 'sparked',
    method: 'GET',
    path: '/events',
    auth: 'user',
    response: eventsResponseSchema,
    summary: 'Events, live first, each with the signed-in student’s entry and progress',
    tags,
  },
  event: {
    api: 'sparked',
    method: 'GET',
    path: '/events/{slug}',
    auth: 'user',
    params: slugParams,
    response: eventResponseSchema,
    summary: 'One event, with the signed-in student’s entry and progress',
    tags,
  },
  joinEvent: {
    api: 'sparked',
    method: 'POST',
    path: '/events/{slug}/join',
    auth: ['student'],
    idempotent: true,
    params: slugParams,
    response: eventResponseSchema,
    summary: 'Join a live event; progress counts from now',
    tags,
  },
  claimEvent: {
    api: 'sparked',
    method: 'POST',
    path: '/events/{slug}/claim',
    auth: ['student'],
    idempotent: true,
    params: slugParams,
    response: eventClaimResponseSchema,
    summary: 'Claim the reward once the quest is done (once)',
    tags,
  },
  createEvent: {
    api: 'sparked',
    method: 'POST',
    path: '/events',
    auth: ['admin'],
    idempotent: true,
    body: eventFieldsSchema,
    status: 201,
    response: eventResponseSchema,
    summary: 'Create an event (admins)',
    tags,
  },
  updateEvent: {
    api: 'sparked',
    method: 'PUT',
    path: '/events/{slug}',
    auth: ['admin'],
    params: slugParams,
    body: eventChangesSchema,
    response: eventResponseSchema,
    summary: 'Change an event (admins)',
    tags,
  },
} as const satisfies Record<string, Endpoint>;
