import { z } from 'zod';
import { eventSlugSchema } from '../events/schemas';
import { boardQuerySchema, boardResponseSchema } from '../leagues/schemas';
import type { Endpoint } from '../shared/endpoint';
import {
  competitionChangesSchema,
  competitionFieldsSchema,
  competitionResponseSchema,
  competitionsResponseSchema,
} from './schemas';

const tags = ['Competitions'];
const slugParams = z.strictObject({ slug: eventSlugSchema });

/** Competitions: landings, standings, registration; admins make and change them. */
export const competitionEndpoints = {
  competitions: {
    api: 'sparked',
    method: 'GET',
    path: '/competitions',
    auth: 'user',
    response: competitionsResponseSchema,
    summary: 'Competitions, live first, with the signed-in student’s entry',
    tags,
  },
  competition: {
    api: 'sparked',
    method: 'GET',
    path: '/competitions/{slug}',
    auth: 'public',
    params: slugParams,
    response: competitionResponseSchema,
    summary: 'One competition; signed in, with your entry and whether you can take part',
    tags,
  },
  competitionStandings: {
    api: 'sparked',
    method: 'GET',
    path: '/competitions/{slug}/standings',
    auth: 'public',
    params: slugParams,
    query: boardQuerySchema,
    response: boardResponseSchema,
    summary: 'Entrants by score, by nickname; signed in, it opens at your own rank',
    tags,
  },
  registerForCompetition: {
    api: 'sparked',
    method: 'POST',
    path: '/competitions/{slug}/register',
    auth: ['student'],
    idempotent: true,
    params: slugParams,
    response: competitionResponseSchema,
    summary: 'Enter an open competition before it ends',
    tags,
  },
  createCompetition: {
    api: 'sparked',
    method: 'POST',
    path: '/competitions',
    auth: ['admin'],
    idempotent: true,
    body: competitionFieldsSchema,
    status: 201,
    response: competitionResponseSchema,
    summary: 'Create a competition (admins)',
    tags,
  },
  updateCompetition: {
    api: 'sparked',
    method: 'PUT',
    path: '/competitions/{slug}',
    auth: ['admin'],
    params: slugParams,
    body: competitionChangesSchema,
    response: competitionResponseSchema,
    summary: 'Change a competition (admins); a closed one keeps its results',
    tags,
  },
} as const satisfies Record<string, Endpoint>;
