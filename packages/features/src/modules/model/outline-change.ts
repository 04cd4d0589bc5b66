import type {
  ActivityContent,
  ActivityType,
  ModuleWithOutline,
  OutlineMoveRequest,
} from '@sparked/contracts';

export type OutlineItemKind = OutlineMoveRequest['kind'];
export type OutlineTarget = { kind: OutlineItemKind; id: string };

/** One edit of a module's outline, as the contents page asks for it. */
export type OutlineChange =
  | { kind: 'add-section'; title: string }
  | { kind: 'add-unit'; sectionId: string; title: string }
  | {
      kind: 'add-activity';
      unitId: string;
      type: ActivityType;
      title: string;
      /** What it starts with (a paste from the clipboard); the type's empty content otherwise. */
      content?: ActivityContent;
    }
  | { kind: 'rename'; target: OutlineTarget; title: string }
  | { kind: 'delete'; target: OutlineTarget }
  | { kind: 'move'; move: OutlineMoveRequest };

type Outline = ModuleWithOutline['sections'];

/** `items` with the one whose id is `id` moved to `position` (clamped), the rest in order. */
function reorder<T extends { id: string }>(items: T[], id: string, position: number): T[] {
  const moving = items.find((item) => item.id === id);
  if (!moving) return items;
  const rest = items.filter((item) => item.id !== id);
  const at = Math.min(Math.max(position, 0), rest.length);
  return [...rest.slice(0, at), moving, ...rest.slice(at)];
}

/** Takes `id` out of every parent's list and puts it into `parentId`'s at `position`. */
function moveAcross<P extends { id: string }, T extends { id: string }>(
  parents: P[],
  children: (parent: P) => T[],
  withChildren: (parent: P, items: T[]) => P,
  move: { id: string; parentId: string; position: number },
): P[] {
  const moving = parents.flatMap(children).find((item) => item.id === move.id);
  if (!moving) return parents;
  return parents.map((parent) => {
    const kept = children(parent).filter((item) => item.id !== move.id);
    if (parent.id !== move.parentId) return withChildren(parent, kept);
    return withChildren(parent, reorder([...kept, moving], move.id, move.position));
  });
}

/**
 * The outline as it will be once the server has made `move`, so a drag lands at once; the
 * server's answer then replaces it (and undoes it if the move was refused).
 */
export function movedOutline(sections: Outline, move: OutlineMoveRequest): Outline {
  switch (move.kind) {
    case 'section':
      return reorder(sections, move.id, move.position);
    case 'unit':
      return moveAcross(
        sections,
        (section) => section.units,
        (s, units) => ({ ...s, units }),
        move,
      );
    case 'activity': {
      const units = moveAcross(
        sections.flatMap((section) => section.units),
        (unit) => unit.activities,
        (unit, activities) => ({ ...unit, activities }),
        move,
      );
      const movedUnits = new Map(units.map((unit) => [unit.id, unit]));
      return sections.map((section) => ({
        ...section,
        units: section.units.map((unit) => movedUnits.get(unit.id) ?? unit),
      }));
    }
  }
}
