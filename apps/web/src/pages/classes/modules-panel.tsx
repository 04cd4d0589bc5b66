import { Trans, useLingui } from '@lingui/react/macro';
import type { Class } from '@sparked/contracts';
import { useClassChange } from '@sparked/features/classes';
import { moduleListQueryOptions } from '@sparked/features/modules';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { ChevronDownIcon, ChevronUpIcon } from '@sparked/ui/icon';
import { IconButton } from '@sparked/ui/icon-button';
import { Inline } from '@sparked/ui/inline';
import { Select } from '@sparked/ui/select';
import { Stack } from '@sparked/ui/stack';
import { TextField } from '@sparked/ui/text-field';
import { useToasts } from '@sparked/ui/toast';
import { VisuallyHidden } from '@sparked/ui/visually-hidden';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as styles from '../../shared/page.css';

type Assigned = { moduleId: string; title: string; due: string };

/** A due date as the date field holds it (local yyyy-mm-dd), and back as the end of that day. */
const toDateField = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
const fromDateField = (value: string) =>
  value ? new Date(`${value}T23:59:59`).toISOString() : null;

/**
 * The modules a class takes, in order, each with an optional due date. Only published modules
 * can be assigned; changes are saved together, so a half-made order never reaches students.
 */
export function ModulesPanel({ entry }: { entry: Class }) {
  const { t } = useLingui();
  const { session } = useSession();
  const { notify } = useToasts();
  const change = useClassChange(session.client, entry.id);
  const published = useQuery(
    moduleListQueryOptions(session.client, { status: 'published', offset: 0 }),
  );
  const initial = entry.modules.map((module) => ({
    moduleId: module.moduleId,
    title: module.title,
    due: toDateField(module.dueAt),
  }));
  const [list, setList] = useState<Assigned[]>(initial);
  const [adding, setAdding] = useState('');
  const changed = JSON.stringify(list) !== JSON.stringify(initial);
  const options = (published.data?.modules ?? [])
    .filter((module) => !list.some((item) => item.moduleId === module.id))
    .map((module) => ({ value: module.id, label: module.title }));
  const move = (index: number, offset: number) => {
    const next = [...list];
    const [moving] = next.splice(index, 1);
    if (moving) next.splice(index + offset, 0, moving);
    setList(next);
  };
  const save = async () => {
    try {
      await change.mutateAsync({
        kind: 'modules',
        modules: list.map((item) => ({ moduleId: item.moduleId, dueAt: fromDateField(item.due) })),
      });
      notify({
        type: 'success',
        title: t`Saved`,
        message: t`Students see the new modules now.`,
      });
    } catch (error) {
      notify({ type: 'error', title: t`Not saved`, message: (error as Error).message });
    }
  };
  return (
    <Card heading={t`Modules`} headingLevel={2}>
      <Stack gap={4}>
        {list.length === 0 ? (
          <p className={styles.note}>
            <Trans>No modules yet. Add a published module for students to take.</Trans>
          </p>
        ) : (
          <ol className={styles.cardList}>
            {list.map((item, index) => {
              const { title } = item;
              return (
                <li key={item.moduleId} className={styles.itemMeta}>
                  <span className={styles.lead}>{item.title}</span>
                  <Inline gap={2} align="end" wrap>
                    <TextField
                      label={t`Due date for ${title}`}
                      type="date"
                      value={item.due}
                      onChange={(event) =>
                        setList(
                          list.map((other) =>
                            other === item ? { ...item, due: event.target.value } : other,
                          ),
                        )
                      }
                    />
                    <IconButton
                      icon={ChevronUpIcon}
                      size="sm"
                      label={t`Move ${title} up`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    />
                    <IconButton
                      icon={ChevronDownIcon}
                      size="sm"
                      label={t`Move ${title} down`}
                      disabled={index === list.length - 1}
                      onClick={() => move(index, 1)}
                    />
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setList(list.filter((other) => other !== item))}
                    >
                      <Trans>
                        Remove<VisuallyHidden> {title}</VisuallyHidden>
                      </Trans>
                    </Button>
                  </Inline>
                </li>
              );
            })}
          </ol>
        )}
        <Inline gap={2} align="end" wrap>
          <Select
            label={t`Add a published module`}
            placeholder={options.length ? t`Choose a module` : t`No other published module`}
            options={options}
            value={adding}
            onValueChange={setAdding}
            disabled={options.length === 0}
          />
          <Button
            variant="secondary"
            disabled={!adding}
            onClick={() => {
              const module = published.data?.modules.find((candidate) => candidate.id === adding);
              if (module) setList([...list, { moduleId: module.id, title: module.title, due: '' }]);
              setAdding('');
            }}
          >
            <Trans>Add</Trans>
          </Button>
        </Inline>
        <Inline gap={2}>
          <Button disabled={!changed} loading={change.isPending} onClick={() => void save()}>
            <Trans>Save modules</Trans>
          </Button>
          {changed ? (
            <Button variant="ghost" onClick={() => setList(initial)}>
              <Trans>Discard changes</Trans>
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </Card>
  );
}
