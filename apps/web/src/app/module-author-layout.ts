import { moduleIdSchema } from '@sparked/contracts';
import { type AnyRoute, createRoute, notFound, Outlet } from '@tanstack/react-router';
import { z } from 'zod';
import { enforce } from './guard';
import type { RouterContext } from './router-context';

const moduleParams = z.object({ moduleId: moduleIdSchema });

/**
 * The module-author check (spec §2, §6), once for every page about one module: a pathless layout
 * that parses `$moduleId` and checks the visitor authors that module. Whether the module's viewers
 * may come in is the page's own `staticData.moduleAuthor`. Pages read `moduleId` from context.
 */
export function moduleAuthorLayout(parent: AnyRoute) {
  return createRoute({
    getParentRoute: () => parent,
    id: 'module-author',
    component: Outlet,
    beforeLoad: async ({ context, location, params, matches }) => {
      const parsed = moduleParams.safeParse(params);
      if (!parsed.success) throw notFound();
      const { moduleId } = parsed.data;
      const page = matches.at(-1)?.staticData.moduleAuthor ?? 'no-viewers';
      await enforce(
        { moduleAuthor: { moduleId, allowViewers: page === 'viewers-allowed' } },
        { context: context as RouterContext, location },
      );
      return { moduleId };
    },
  });
}
