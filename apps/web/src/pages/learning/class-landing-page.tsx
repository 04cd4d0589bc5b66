import { Trans, useLingui } from '@lingui/react/macro';
import { classLandingQueryOptions } from '@sparked/features/learning';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { QueryState } from '../../shared/query-state';
import { ClassNotice, ClassSummary, closedText } from './class-summary';

const route = getRouteApi('/_public/classes/$classId');

/**
 * A class's public landing (spec §2 Class Landing): name, teacher, modules and Join (or Buy a
 * place, for a paid class). Joining needs an account; the enrol page sends a visitor through
 * sign-in or registration and back.
 */
export function ClassLandingPage() {
  const { t, i18n } = useLingui();
  const { session } = useSession();
  const { classId } = route.useParams();
  const landing = useQuery(classLandingQueryOptions(session.client, classId));
  return (
    <QueryState
      query={landing}
      loading={t`Loading the class`}
      what={t`This class`}
      title={t`Class`}
    >
      {(data) => {
        return (
          <ClassSummary landing={data}>
            {data.joinMode === 'closed' ? (
              <ClassNotice>{i18n._(closedText)}</ClassNotice>
            ) : (
              <div>
                <Button asChild>
                  <Link to="/student-journey/classes/$classId/enroll" params={{ classId }}>
                    {data.price ? <Trans>Buy a place</Trans> : <Trans>Join this class</Trans>}
                  </Link>
                </Button>
              </div>
            )}
          </ClassSummary>
        );
      }}
    </QueryState>
  );
}
