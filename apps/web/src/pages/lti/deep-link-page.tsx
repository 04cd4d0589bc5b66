import { Trans, useLingui } from '@lingui/react/macro';
import { callEndpoint, useIntentMutation } from '@sparked/features/api-client';
import { useSession } from '@sparked/features/session';
import { Spinner } from '@sparked/ui/spinner';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { LoadFailed } from '../../shared/load-failed';
import * as page from '../../shared/page.css';
import * as styles from './deep-link.css';
import { type DeepLinkChoice, DeepLinkPicker } from './deep-link-picker';
import { DeepLinkReturn } from './deep-link-return';

const route = getRouteApi('/_authenticated/_focus/lms-deep-link/$requestId');

/**
 * Where an LMS's deep linking request lands (decision 0032): the teacher chooses modules or
 * activities, Sparked signs the answer, and the page posts it back to the course.
 */
export function DeepLinkPage() {
  const { t } = useLingui();
  const heading = t`Add Sparked content`;
  const { requestId } = route.useParams();
  const { session } = useSession();
  const request = useQuery({
    queryKey: ['lti', 'deep-link', requestId],
    queryFn: async () =>
      (await callEndpoint(session.client, 'ltiDeepLink', { params: { id: requestId } })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const answer = useIntentMutation(session.client, {
    mutationFn: async (items: DeepLinkChoice[], client) =>
      (
        await callEndpoint(client, 'answerLtiDeepLink', {
          params: { id: requestId },
          body: { items },
        })
      ).data,
  });

  if (request.isPending)
    return (
      <div className={styles.page}>
        <h1 className={page.title}>{heading}</h1>
        <Spinner label={t`Loading your modules`} />
      </div>
    );
  if (request.isError)
    return (
      <div className={styles.page}>
        <LoadFailed
          title={heading}
          what={t`This request from your course`}
          error={request.error}
          onRetry={() => void request.refetch()}
        />
      </div>
    );
  const { courseTitle, platformName } = request.data;
  return (
    <div className={styles.page}>
      <Stack gap={4}>
        <h1 className={page.title}>
          {courseTitle ? t`Add Sparked content to ${courseTitle}` : heading}
        </h1>
        {answer.isSuccess ? (
          <DeepLinkReturn requestId={requestId} jwt={answer.data.jwt} />
        ) : (
          <>
            <p className={page.note}>
              <Trans>
                For {platformName}. A whole module opens at its map; an activity opens in the
                player. Scored forms also become gradebook columns.
              </Trans>
            </p>
            {request.data.answered ? (
              <p className={page.note}>
                <Trans>
                  You have already chosen for this request: adding again sends that same choice.
                </Trans>
              </p>
            ) : null}
            <DeepLinkPicker
              request={request.data}
              sending={answer.isPending}
              error={answer.isError ? answer.error.message : null}
              onSubmit={(items) => answer.mutate(items)}
            />
          </>
        )}
      </Stack>
    </div>
  );
}
