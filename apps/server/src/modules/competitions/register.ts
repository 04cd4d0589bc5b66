import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import { auditActorOf } from '../core/audit-log';
import type { CompetitionService } from './competition-service';

/** Competitions: landings, standings and registration; admins make and change them. */
export function registerCompetitions(
  app: FastifyInstance,
  deps: { competitions: CompetitionService },
) {
  const { competitions } = deps;

  app.endpoint(endpoints.competitions, async ({ user }) => ({
    data: await competitions.list(user),
  }));
  app.endpoint(endpoints.competition, async ({ user, params }) => ({
    data: await competitions.get(user, params.slug),
  }));
  app.endpoint(endpoints.competitionStandings, async ({ user, params, query }) => ({
    data: await competitions.standings(user, params.slug, query),
  }));
  app.endpoint(endpoints.registerForCompetition, async ({ user, params }) => ({
    data: await competitions.register(user, params.slug),
  }));
  app.endpoint(endpoints.createCompetition, async ({ body, user, request }) => ({
    data: await competitions.create(auditActorOf(request, user.id), body),
  }));
  app.endpoint(endpoints.updateCompetition, async ({ params, body, user, request }) => ({
    data: await competitions.update(auditActorOf(request, user.id), params.slug, body),
  }));
}
