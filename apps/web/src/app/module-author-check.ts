import type { UserRole } from '@sparked/contracts';
import { notFound, type ParsedLocation } from '@tanstack/react-router';
import { enforce, guard } from './guard';
import type { PageGuard } from './route-table';
import type { RouterContext } from './router-context';
import { id } from './search-params';

interface ModuleAuthorCheckArgs {
  context: RouterContext;
  location: ParsedLocation;
  params: { moduleId?: unknown };
}

/**
 * The module-author check (spec §2, §6) of a page about one module, as its route's `beforeLoad`
 * and `staticData`: parses `$moduleId` (an unknown shape is not found) and checks the visitor
 * authors that module, as a viewer too where `policy` allows; then, where the page asks for
 * `roles` its layout does not check, the role (spec §2 orders the checks so). The page reads
 * `moduleId` from context.
 */
export function moduleAuthorPage(
  policy: NonNullable<PageGuard['moduleAuthor']>,
  roles?: readonly UserRole[],
) {
  const roleCheck = roles ? guard({ roles }) : undefined;
  return {
    staticData: { moduleAuthor: policy, ...roleCheck?.staticData },
    beforeLoad: async (args: ModuleAuthorCheckArgs) => {
      const moduleId = id(args.params.moduleId);
      if (!moduleId) throw notFound();
      await enforce(
        { moduleAuthor: { moduleId, allowViewers: policy === 'viewers-allowed' } },
        { context: args.context, location: args.location },
      );
      return { moduleId, ...(await roleCheck?.beforeLoad(args)) };
    },
  };
}
