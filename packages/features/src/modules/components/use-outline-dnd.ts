import {
  type CollisionDetection,
  closestCenter,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { ModuleWithOutline, OutlineMoveRequest } from '@sparked/contracts';
import { useMemo } from 'react';
import { canDropOn, dropMove, type OutlineDragData } from '../model/drop-move';

type Outline = ModuleWithOutline['sections'];
type Container = { id: string | number; data: { current?: unknown } };

const dragData = (container: { data: { current?: unknown } }) =>
  container.data.current as OutlineDragData;

/**
 * Sensors, collision detection and the drop handler of the outline's one DndContext. Sections,
 * units and activities share it, so each drag only considers places its kind can go, by pointer
 * and by keyboard (Space to lift, arrows to move, Space to drop, Escape to cancel).
 */
export function useOutlineDnd(sections: Outline, onMove: (move: OutlineMoveRequest) => void) {
  const allowed = <C extends Container>(
    active: { data: { current?: unknown } } | null,
    containers: C[],
  ) =>
    active
      ? containers.filter((container) =>
          canDropOn(sections, dragData(active), {
            id: String(container.id),
            data: dragData(container),
          }),
        )
      : containers;

  const collisionDetection: CollisionDetection = (args) =>
    closestCenter({ ...args, droppableContainers: allowed(args.active, args.droppableContainers) });

  const keyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
    const { droppableContainers, active } = args.context;
    const enabled = allowed(active, droppableContainers.getEnabled());
    // Only what the key handler reads: the candidates, and any container by id.
    const filtered = {
      getEnabled: () => enabled,
      get: (id: string | number) => droppableContainers.get(id),
    } as unknown as typeof droppableContainers;
    return sortableKeyboardCoordinates(event, {
      ...args,
      context: { ...args.context, droppableContainers: filtered },
    });
  };

  const sensors = useSensors(
    // A short distance first, so a click on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const move = dropMove(
      sections,
      { id: String(active.id), data: dragData(active) },
      over ? { id: String(over.id), data: dragData(over) } : null,
    );
    if (move) onMove(move);
  };

  const titles = useMemo(() => {
    const byId = new Map<string, string>();
    for (const section of sections) {
      byId.set(section.id, section.title);
      for (const unit of section.units) {
        byId.set(unit.id, unit.title);
        for (const activity of unit.activities) byId.set(activity.id, activity.title);
      }
    }
    return byId;
  }, [sections]);

  return { sensors, collisionDetection, onDragEnd, titles };
}
