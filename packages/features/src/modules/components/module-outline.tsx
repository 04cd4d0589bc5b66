import { type Announcements, DndContext } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ActivityType, ModuleWithOutline, OutlineMoveRequest } from '@sparked/contracts';
import { DialogCancelledError, useDialogs } from '@sparked/ui/dialog-provider';
import { useToasts } from '@sparked/ui/toast';
import { type ReactNode, useState } from 'react';
import type { ApiClient } from '../../api-client';
import { useInsertTarget } from '../../clipboard';
import { useOutlineChange } from '../api/module-changes';
import { pastedActivity } from '../model/activity-clipboard';
import type { OutlineDragData } from '../model/drop-move';
import { activityTypeLabels } from '../model/module-presentation';
import type { OutlineChange, OutlineTarget } from '../model/outline-change';
import {
  activityDropTarget,
  CopyActivityButton,
  type PasteActivity,
  PasteIntoUnit,
} from './activity-clipboard-controls';
import { AddItemForm } from './add-item-form';
import * as styles from './module-outline.css';
import { type DragHandle, OutlineRow } from './outline-row';
import { useOutlineDnd } from './use-outline-dnd';

type Section = ModuleWithOutline['sections'][number];
type Unit = Section['units'][number];
type Activity = Unit['activities'][number];

export type ModuleOutlineProps = {
  client: ApiClient;
  module: ModuleWithOutline;
  /** Viewers see the outline without handles, forms or buttons. */
  readOnly: boolean;
  /** An activity's title as shown: a link to its editor or its preview. */
  renderActivityTitle: (activity: Activity) => ReactNode;
  /** Links the page adds beside an activity's own actions, such as its preview. */
  renderActivityLinks?: (activity: Activity) => ReactNode;
};

type Editing = {
  apply: (change: OutlineChange) => Promise<unknown>;
  remove: (target: OutlineTarget, title: string, contents: string) => void;
};

/** Adds a pasted activity at the end of a unit. */
const pasteInto =
  (editing: Editing, unitId: string): PasteActivity =>
  (title, content) =>
    editing.apply({ kind: 'add-activity', unitId, type: content.type, title, content });

function SortableItem({
  id,
  data,
  readOnly,
  onFocus,
  children,
}: {
  id: string;
  data: OutlineDragData;
  readOnly: boolean;
  /** Focus moved to the item or anything inside it. */
  onFocus?: () => void;
  children: (handle?: DragHandle) => ReactNode;
}) {
  const sortable = useSortable({ id, data, disabled: readOnly });
  const { attributes, listeners, setActivatorNodeRef } = sortable;
  return (
    <li
      ref={sortable.setNodeRef}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
      className={sortable.isDragging ? styles.dragging : undefined}
      onFocus={onFocus}
    >
      {children(readOnly ? undefined : { attributes, listeners, setActivatorNodeRef })}
    </li>
  );
}

/** Rename and delete for one row; none for a read-only outline. */
function rowEditing(
  editing: Editing,
  readOnly: boolean,
  target: OutlineTarget,
  title: string,
  contents: string,
) {
  if (readOnly) return {};
  return {
    onRename: (next: string) => editing.apply({ kind: 'rename', target, title: next }),
    onDelete: () => editing.remove(target, title, contents),
  };
}

function UnitItem({
  unit,
  sectionId,
  props,
  editing,
  onFocus,
}: {
  unit: Unit;
  sectionId: string;
  props: ModuleOutlineProps;
  editing: Editing;
  onFocus: () => void;
}) {
  const { t } = useLingui();
  const { readOnly } = props;
  const { title } = unit;
  const activities = unit.activities.length;
  const paste = pasteInto(editing, unit.id);
  return (
    <SortableItem
      id={unit.id}
      data={{ kind: 'unit', parentId: sectionId }}
      readOnly={readOnly}
      onFocus={onFocus}
    >
      {(handle) => (
        <>
          <OutlineRow
            kindLabel={t({ message: 'Unit', comment: 'A part of a section of a module.' })}
            title={unit.title}
            headingLevel={3}
            handle={handle}
            {...rowEditing(
              editing,
              readOnly,
              { kind: 'unit', id: unit.id },
              unit.title,
              plural(activities, { one: '# activity', other: '# activities' }),
            )}
          />
          <SortableContext
            items={unit.activities.map((a) => a.id)}
            strategy={verticalListSortingStrategy}
          >
            <ul
              className={styles.nested}
              aria-label={t`Activities of ${title}`}
              {...(readOnly ? {} : activityDropTarget(paste))}
            >
              {unit.activities.map((activity) => (
                <SortableItem
                  key={activity.id}
                  id={activity.id}
                  data={{ kind: 'activity', parentId: unit.id }}
                  readOnly={readOnly}
                >
                  {(activityHandle) => (
                    <OutlineRow
                      kindLabel={activityTypeLabels[activity.type]}
                      title={activity.title}
                      titleContent={props.renderActivityTitle(activity)}
                      headingLevel={4}
                      handle={activityHandle}
                      extraActions={
                        <>
                          {props.renderActivityLinks?.(activity)}
                          <CopyActivityButton
                            client={props.client}
                            moduleId={props.module.id}
                            activity={activity}
                          />
                        </>
                      }
                      {...rowEditing(
                        editing,
                        readOnly,
                        { kind: 'activity', id: activity.id },
                        activity.title,
                        '',
                      )}
                    />
                  )}
                </SortableItem>
              ))}
              {unit.activities.length === 0 ? (
                <li className={styles.empty}>{t`No activities yet.`}</li>
              ) : null}
            </ul>
          </SortableContext>
          {readOnly ? null : (
            <>
              <AddItemForm
                label={t`Add activity to ${title}`}
                withType
                onAdd={(added, type: ActivityType) =>
                  editing.apply({ kind: 'add-activity', unitId: unit.id, type, title: added })
                }
              />
              <PasteIntoUnit unitTitle={unit.title} onPaste={paste} />
            </>
          )}
        </>
      )}
    </SortableItem>
  );
}

function SectionItem({
  section,
  props,
  editing,
  onFocusUnit,
}: {
  section: Section;
  props: ModuleOutlineProps;
  editing: Editing;
  onFocusUnit: (unitId: string) => void;
}) {
  const { t } = useLingui();
  const { readOnly } = props;
  const { title } = section;
  const units = section.units.length;
  return (
    <SortableItem id={section.id} data={{ kind: 'section' }} readOnly={readOnly}>
      {(handle) => (
        <section aria-label={t`Section ${title}`}>
          <OutlineRow
            kindLabel={t({ message: 'Section', comment: 'A chapter of a module.' })}
            title={section.title}
            headingLevel={2}
            handle={handle}
            {...rowEditing(
              editing,
              readOnly,
              { kind: 'section', id: section.id },
              section.title,
              plural(units, { one: '# unit', other: '# units' }),
            )}
          />
          <SortableContext
            items={section.units.map((u) => u.id)}
            strategy={verticalListSortingStrategy}
          >
            <ul className={styles.nested}>
              {section.units.map((unit) => (
                <UnitItem
                  key={unit.id}
                  unit={unit}
                  sectionId={section.id}
                  props={props}
                  editing={editing}
                  onFocus={() => onFocusUnit(unit.id)}
                />
              ))}
              {section.units.length === 0 ? (
                <li className={styles.empty}>{t`No units yet.`}</li>
              ) : null}
            </ul>
          </SortableContext>
          {readOnly ? null : (
            <AddItemForm
              label={t`Add unit to ${title}`}
              onAdd={(added) =>
                editing.apply({ kind: 'add-unit', sectionId: section.id, title: added })
              }
            />
          )}
        </section>
      )}
    </SortableItem>
  );
}

/** Outline edits as the author meets them: a confirmation before deleting, a toast on refusal. */
function useEditing(
  client: ApiClient,
  moduleId: string,
): Editing & { move: (move: OutlineMoveRequest) => void } {
  const { t } = useLingui();
  const change = useOutlineChange(client, moduleId);
  const { confirm } = useDialogs();
  const { notify } = useToasts();
  const apply = async (outlineChange: OutlineChange) => {
    try {
      return await change.mutateAsync(outlineChange);
    } catch (error) {
      notify({
        type: 'error',
        title: t`Not saved`,
        message: error instanceof Error ? error.message : String(error),
      });
      throw error;
    }
  };
  const remove = async (target: OutlineTarget, title: string, contents: string) => {
    try {
      await confirm({
        type: 'danger',
        title: t`Delete “${title}”?`,
        message: contents
          ? t({
              message: `Its ${contents} go with it. This cannot be undone.`,
              comment: 'contents is what the deleted part holds, such as “3 activities”.',
            })
          : t`This cannot be undone.`,
        confirmLabel: t`Delete`,
      });
    } catch (error) {
      if (error instanceof DialogCancelledError) return;
      throw error;
    }
    await apply({ kind: 'delete', target }).catch(() => {});
  };
  return {
    apply,
    remove: (target, title, contents) => void remove(target, title, contents),
    move: (move) => void apply({ kind: 'move', move }).catch(() => {}),
  };
}

/**
 * A module's outline (spec §2 /educator/modules/{m}/contents): sections, units and activities in
 * order, reordered by dragging their handles with the pointer or the keyboard, renamed, added and
 * deleted in place. Every change is saved at once.
 */
export function ModuleOutline(props: ModuleOutlineProps) {
  const { t } = useLingui();
  const { client, module, readOnly } = props;
  const editing = useEditing(client, module.id);
  const dnd = useOutlineDnd(module.sections, editing.move);
  // The clipboard panel's Insert adds to the unit worked in last, else to the last unit.
  const [focusedUnitId, setFocusedUnitId] = useState<string>();
  const units = module.sections.flatMap((section) => section.units);
  const insertUnit = units.find((unit) => unit.id === focusedUnitId) ?? units.at(-1);
  useInsertTarget(
    readOnly || !insertUnit
      ? null
      : {
          kind: 'activity',
          place: insertUnit.title,
          read: pastedActivity,
          insert: pasteInto(editing, insertUnit.id),
        },
  );
  const name = (id: string | number) => `“${dnd.titles.get(String(id)) ?? ''}”`;
  // What a screen reader hears while an item is dragged; item and place are quoted titles.
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const item = name(active.id);
      return t`Picked up ${item}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`;
    },
    // Over its own place says nothing new, and would cut off the instructions just given.
    onDragOver: ({ active, over }) => {
      const item = name(active.id);
      if (!over) return t`${item} is not over a place it can go.`;
      const place = name(over.id);
      return over.id === active.id ? undefined : t`${item} is over ${place}.`;
    },
    onDragEnd: ({ active, over }) => {
      const item = name(active.id);
      const place = over ? name(over.id) : '';
      return over && over.id !== active.id
        ? t`${item} was dropped at ${place}.`
        : t`${item} was dropped where it was.`;
    },
    onDragCancel: ({ active }) => {
      const item = name(active.id);
      return t`Moving ${item} was cancelled.`;
    },
  };
  return (
    <DndContext
      sensors={dnd.sensors}
      collisionDetection={dnd.collisionDetection}
      onDragEnd={dnd.onDragEnd}
      accessibility={{ announcements }}
    >
      <SortableContext
        items={module.sections.map((s) => s.id)}
        strategy={verticalListSortingStrategy}
      >
        <ul className={styles.list}>
          {module.sections.map((section) => (
            <SectionItem
              key={section.id}
              section={section}
              props={props}
              editing={editing}
              onFocusUnit={setFocusedUnitId}
            />
          ))}
        </ul>
      </SortableContext>
      {module.sections.length === 0 ? (
        <p className={styles.empty}>
          {readOnly
            ? t`This module has no sections yet.`
            : t`Start with a section: a chapter of the module.`}
        </p>
      ) : null}
      {readOnly ? null : (
        <AddItemForm
          label={t`Add section`}
          onAdd={(title) => editing.apply({ kind: 'add-section', title })}
        />
      )}
    </DndContext>
  );
}
