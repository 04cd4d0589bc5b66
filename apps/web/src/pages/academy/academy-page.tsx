import { Trans, useLingui } from '@lingui/react/macro';
import { academyCatalogueQueryOptions, academyPageSize } from '@sparked/features/academy';
import { useSession } from '@sparked/features/session';
import { Card } from '@sparked/ui/card';
import { EmptyState } from '@sparked/ui/empty-state';
import { BooksPicture } from '@sparked/ui/picture';
import { Stack } from '@sparked/ui/stack';
import { TextField } from '@sparked/ui/text-field';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as styles from '../../shared/page.css';
import { Paging } from '../../shared/paging';
import { QueryState } from '../../shared/query-state';
import { useSearchInput } from '../../shared/use-search-input';
import * as academy from './academy.css';
import { AcademyCard } from './academy-card';
import { AcademySelectFilters } from './academy-select-filters';

const route = getRouteApi('/_authenticated/_gamified/academy/');

/**
 * The academy (spec §2 /academy): modules their authors list for anyone, searched and filtered
 * by subject, level, length and price; the filter lives in the address.
 */
export function AcademyPage() {
  const { t } = useLingui();
  const { session } = useSession();
  const filter = route.useSearch();
  const navigate = route.useNavigate();
  const set = useCallback(
    (change: Partial<typeof filter>) =>
      void navigate({ search: (previous) => ({ ...previous, ...change, offset: undefined }) }),
    [navigate],
  );
  const commitSearch = useCallback((search: string | undefined) => set({ search }), [set]);
  const [text, setText] = useSearchInput(filter.search, commitSearch);
  const catalogue = useQuery(academyCatalogueQueryOptions(session.client, filter));
  const subjects = catalogue.data?.subjects ?? (filter.subject ? [filter.subject] : []);
  const filtered = Boolean(
    filter.search || filter.subject || filter.level || filter.maxMinutes || filter.price,
  );
  return (
    <Stack gap={5}>
      <Stack gap={2}>
        <h1 className={styles.title}>
          <Trans>Academy</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Modules to take on your own, at your own pace.</Trans>
        </p>
      </Stack>
      <search className={styles.filters}>
        <TextField
          label={t`Search the academy`}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <AcademySelectFilters filter={filter} subjects={subjects} set={set} />
      </search>
      <QueryState query={catalogue} loading={t`Loading the academy`} what={t`The academy`}>
        {(data) =>
          data.modules.length === 0 ? (
            <Card>
              {filtered ? (
                <EmptyState picture={<BooksPicture />} title={t`No module matches`}>
                  <Trans>Try other words or fewer filters.</Trans>
                </EmptyState>
              ) : (
                <EmptyState picture={<BooksPicture />} title={t`Nothing is in the academy yet`}>
                  <Trans>New modules appear here as teachers publish them. Check back soon.</Trans>
                </EmptyState>
              )}
            </Card>
          ) : (
            <Stack gap={4}>
              <ul className={academy.grid} aria-busy={catalogue.isPlaceholderData}>
                {data.modules.map((module) => (
                  <AcademyCard key={module.id} module={module} />
                ))}
              </ul>
              <Paging
                label={t`Pages of modules`}
                total={data.total}
                offset={filter.offset ?? 0}
                pageSize={academyPageSize}
                onOffset={(offset) =>
                  void navigate({
                    search: (previous) => ({ ...previous, offset: offset || undefined }),
                  })
                }
              />
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
