import type { ModuleWithOutline, OutlineMoveRequest } from '@sparked/contracts';
import type { OutlineItemKind } from './outline-change';

/** What every draggable and droppable of the outline carries: its kind and where it sits. */
export type OutlineDragData = { kind: OutlineItemKind; parentId?: string };

type Outline = ModuleWithOutline['sections'];

/** The parent of each kind: units sit in sections, activities in units. */
const parentKind: Partial<Record<OutlineItemKind, OutlineItemKind>> = {
  unit: 'section',
  activity: 'unit',
};

/** The ids of `parentId`'s children of `kind`, in order. */
function siblings(sections: Outline, kind: OutlineItemKind, parentId?: string): string[] {
  if (kind === 'section') return sections.map((section) => section.id);
  if (kind === 'unit') {
    return sections.find((section) => section.id === parentId)?.units.map((unit) => unit.id) ?? [];
  }
  const unit = sections.flatMap((section) => section.units).find((unit) => unit.id === parentId);
  return unit?.activities.map((activity) => activity.id) ?? [];
}

/**
 * The move a drop asks for: over an item of the same kind, its place (in its parent); over the
 * parent an item can live in (an empty unit, a collapsed section), that parent's end. Anything
 * else, or a drop where the item already is, asks for nothing.
 */
export function dropMove(
  sections: Outline,
  active: { id: string; data: OutlineDragData },
  over: { id: string; data: OutlineDragData } | null,
): OutlineMoveRequest | null {
  if (!over || over.id === active.id) return null;
  const { kind } = active.data;
  let parentId: string | undefined;
  let position: number;
  if (over.data.kind === kind) {
    parentId = over.data.parentId;
    position = siblings(sections, kind, parentId).indexOf(over.id);
  } else if (over.data.kind === parentKind[kind]) {
    parentId = over.id;
    const list = siblings(sections, kind, parentId);
    position = list.includes(active.id) ? list.length - 1 : list.length;
  } else {
    return null;
  }
  if (position < 0) return null;
  if (parentId === active.data.parentId) {
    const current = siblings(sections, kind, parentId).indexOf(active.id);
    if (current === position) return null;
  }
  if (kind === 'section') return { kind, id: active.id, position };
  if (!parentId) return null;
  return { kind, id: active.id, parentId, position };
}

/**
 * Where a dragged item may land: on items of its own kind, or on an empty parent of the right
 * kind (a non-empty one is reached through its children).
 */
export function canDropOn(
  sections: Outline,
  active: OutlineDragData,
  target: { id: string; data: OutlineDragData },
) {
  if (target.data.kind === active.kind) return true;
  if (target.data.kind !== parentKind[active.kind]) return false;
  return siblings(sections, active.kind, target.id).length === 0;
}
