import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { auditActorOf } from '../core/audit-log';
import { readerOf } from '../core/reader';
import type { CompetitionService } from './competition-service';
import { competitionInReadersLanguage } from './seeded-texts';

/** Competitions: landings, standings and registration; admins make and change them. */
export function registerCompetitions(
  app: FastifyInstance,
  deps: { db: Database; competitions: CompetitionService },
) {
  const { db, competitions } = deps;

  app.endpoint(endpoints.competitions, async (context) => {
    const read = await readerOf(db, context);
    const shown = await competitions.list(context.user);
    return { data: shown.map((competition) => competitionInReadersLanguage(competition, read)) };
  });
  app.endpoint(endpoints.competition, async (context) => {
    const read = await readerOf(db, context);
    const shown = await competitions.get(context.user, context.params.slug);
    return { data: competitionInReadersLanguage(shown, read) };
  });
  app.endpoint(endpoints.competitionStandings, async ({ user, params, query }) => ({
    data: await competitions.standings(user, params.slug, query),
  }));
  app.endpoint(endpoints.registerForCompetition, async (context) => {
    const read = await readerOf(db, context);
    const shown = await competitions.register(context.user, context.params.slug);
    return { data: competitionInReadersLanguage(shown, read) };
  });
  app.endpoint(endpoints.createCompetition, async ({ body, user, request }) => ({
    data: await competitions.create(auditActorOf(request, user.id), body),
  }));
  app.endpoint(endpoints.updateCompetition, async ({ params, body, user, request }) => ({
    data: await competitions.update(auditActorOf(request, user.id), params.slug, body),
  }));
}
