import { moduleIdSchema } from '@sparked/contracts';
import { notFound, type ParsedLocation } from '@tanstack/react-router';
import { z } from 'zod';
import { enforce } from './guard';
import type { PageGuard } from './route-table';
import type { RouterContext } from './router-context';

const moduleParams = z.object({ moduleId: moduleIdSchema });

interface ModuleAuthorCheckArgs {
  context: RouterContext;
  location: ParsedLocation;
  params: unknown;
}

/**
 * The module-author check (spec §2, §6) of a page about one module, as its route's `beforeLoad`
 * and `staticData`: parses `$moduleId` (an unknown shape is not found) and checks the visitor
 * authors that module, as a viewer too where `policy` allows. The page reads `moduleId` from
 * context.
 */
export function moduleAuthorPage(policy: NonNullable<PageGuard['moduleAuthor']>) {
  return {
    staticData: { moduleAuthor: policy },
    beforeLoad: async ({ context, location, params }: ModuleAuthorCheckArgs) => {
      const parsed = moduleParams.safeParse(params);
      if (!parsed.success) throw notFound();
      const { moduleId } = parsed.data;
      await enforce(
        { moduleAuthor: { moduleId, allowViewers: policy === 'viewers-allowed' } },
        { context, location },
      );
      return { moduleId };
    },
  };
}
