// Who meets what at each row of the route table (spec §2 and §8): shared by the route walks.
import type { PageRow } from '../apps/web/src/app/route-table';
import type { UserRole } from '../packages/contracts/src';

export type Visitor = 'signed out' | UserRole;

/** An id no module has, so module pages show the spec §8 denial to everyone signed in. */
export const unknownId = '00000000-0000-4000-8000-000000000000';
export const address = (row: PageRow) => row.path.replace(/\$\w+/g, unknownId);

/** The first role check a visitor fails says who the page is for: educators, then admins. */
const roleNotice = (visitor: UserRole) =>
  visitor === 'student' ? 'That page is for educators.' : 'That page is for admins.';

export type Outcome =
  | { kind: 'page' }
  | { kind: 'sign-in' }
  | { kind: 'home'; notice?: string }
  | { kind: 'module-alert' };

/** What spec §2 and §8 say a visitor meets at a row's address. */
export function expectedOutcome(row: PageRow, visitor: Visitor): Outcome {
  const { auth, roles, moduleAuthor } = row.guard;
  if (visitor === 'signed out')
    return auth || roles || moduleAuthor ? { kind: 'sign-in' } : { kind: 'page' };
  // The way in sends a signed-in visitor home.
  if (row.path === '/sign-in' || row.path === '/register') return { kind: 'home' };
  const roleDenied = roles && !roles.includes(visitor);
  const notice = roleNotice(visitor);
  // The module-author check comes first (spec §2); nobody authors the unknown module.
  if (moduleAuthor) {
    if (!row.path.startsWith('/educator/modules/') || !row.path.endsWith('/contents'))
      return { kind: 'home' };
    // The module list's alert, itself an educator page.
    return roleDenied ? { kind: 'home', notice } : { kind: 'module-alert' };
  }
  if (roleDenied) return { kind: 'home', notice };
  return { kind: 'page' };
}
