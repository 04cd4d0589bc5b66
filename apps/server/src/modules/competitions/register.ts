import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import type { CompetitionService } from './competition-service';

/** Competitions (issue 15): landings, standings and registration; admins make and change them. */
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
  app.endpoint(endpoints.createCompetition, async ({ body }) => ({
    data: await competitions.create(body),
  }));
  app.endpoint(endpoints.updateCompetition, async ({ params, body }) => ({
    data: await competitions.update(params.slug, body),
  }));
}
