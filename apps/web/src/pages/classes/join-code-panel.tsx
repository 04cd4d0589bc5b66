import { Trans, useLingui } from '@lingui/react/macro';
import type { Class } from '@sparked/contracts';
import { useClassChange } from '@sparked/features/classes';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { DialogCancelledError, useDialogs } from '@sparked/ui/dialog-provider';
import { useFocusAfterAction } from '@sparked/ui/focus';
import { dateFormat } from '@sparked/ui/format';
import { Inline } from '@sparked/ui/inline';
import { Select } from '@sparked/ui/select';
import { Stack } from '@sparked/ui/stack';
import { TextField } from '@sparked/ui/text-field';
import { useToasts } from '@sparked/ui/toast';
import { VisuallyHidden } from '@sparked/ui/visually-hidden';
import { type FormEvent, useMemo, useState } from 'react';
import { renderSVG } from 'uqr';
import * as styles from '../../shared/page.css';
import { useReportedAction } from '../../shared/use-reported-action';
import * as classStyles from './classes.css';

const day = 86_400_000;
/** How long a new code works, to pick from. */
function useValidity() {
  const { t } = useLingui();
  return [
    { value: '1', label: t`One day` },
    { value: '7', label: t`One week` },
    { value: '14', label: t`Two weeks` },
    { value: '28', label: t`Four weeks` },
  ];
}
const untilFormat = dateFormat('date and time');

/** Asks before an action that stops the current code; false when the teacher declines. */
function useConfirmCodeChange() {
  const { confirm } = useDialogs();
  return async (title: string, message: string, confirmLabel: string) => {
    try {
      await confirm({ type: 'warning', title, message, confirmLabel });
      return true;
    } catch (error) {
      if (error instanceof DialogCancelledError) return false;
      throw error;
    }
  };
}

/** The code, its link and QR code, and how long and how often it works. */
function CurrentCode({ entry, code }: { entry: Class; code: NonNullable<Class['joinCode']> }) {
  const { t } = useLingui();
  const { notify } = useToasts();
  const link = `${window.location.origin}/student-journey/classes/${entry.id}/${code.code}`;
  const qr = useMemo(
    () => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(link))}`,
    [link],
  );
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify({
        type: 'success',
        title: t`Link copied`,
        message: t`Share it with your students.`,
      });
    } catch {
      notify({ type: 'error', title: t`Copy did not work`, message: t`Copy it by hand: ${link}` });
    }
  };
  const { uses: used, maxUses } = code;
  const uses = maxUses === null ? t`${used} used` : t`${used} of ${maxUses} used`;
  const until = untilFormat.format(new Date(code.expiresAt));
  return (
    <Inline gap={5} align="start" wrap>
      <img src={qr} alt={t`QR code of the join link`} className={classStyles.qr} />
      <Stack gap={3} align="start">
        <p className={classStyles.code} data-join-code="">
          <VisuallyHidden>
            <Trans>Join code</Trans>{' '}
          </VisuallyHidden>
          {code.code}
        </p>
        <p className={styles.note}>
          <Trans>
            Works until {until} · {uses}
          </Trans>
        </p>
        <TextField label={t`Join link`} value={link} readOnly onFocus={(e) => e.target.select()} />
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          <Trans>Copy join link</Trans>
        </Button>
      </Stack>
    </Inline>
  );
}

/**
 * A class's way in: one active join code with its link and QR code; a new code (the
 * old one stops), an expiry the teacher picks and an optional limit on uses; revoking it.
 */
export function JoinCodePanel({ entry }: { entry: Class }) {
  const { t } = useLingui();
  const validity = useValidity();
  const { session } = useSession();
  const change = useClassChange(session.client, entry.id);
  const confirmChange = useConfirmCodeChange();
  const [days, setDays] = useState('14');
  const [maxUses, setMaxUses] = useState('');
  const usesNumber = maxUses.trim() === '' ? null : Number(maxUses);
  const usesError =
    usesNumber !== null &&
    !(Number.isInteger(usesNumber) && usesNumber >= 1 && usesNumber <= 10_000)
      ? t`A whole number from 1 to 10,000, or empty for no limit.`
      : undefined;
  const run = useReportedAction();
  // The new code, or the sentence saying there is none, is what the teacher hears next.
  const focusAfterAction = useFocusAfterAction();
  const current = entry.joinCode?.code;
  const makeCode = async (event: FormEvent) => {
    event.preventDefault();
    if (usesError) return;
    if (
      current &&
      !(await confirmChange(
        t`Make a new code?`,
        t`${current} stops working. Students who have not joined yet need the new one.`,
        t`Make a new code`,
      ))
    )
      return;
    const expiresAt = new Date(Date.now() + Number(days) * day).toISOString();
    const made = await run(
      () => change.mutateAsync({ kind: 'new-code', expiresAt, maxUses: usesNumber }),
      t`The new code works now.`,
    );
    if (made) focusAfterAction(() => '#main-content [data-join-code]');
  };
  const revoke = async () => {
    if (
      !(await confirmChange(
        t`Stop the join code?`,
        t`Nobody can join with it or its link any more. You can make a new one later.`,
        t`Stop the code`,
      ))
    )
      return;
    const stopped = await run(
      () => change.mutateAsync({ kind: 'revoke-code' }),
      t`The join code no longer works.`,
    );
    if (stopped) focusAfterAction(() => '#main-content [data-no-join-code]');
  };
  if (entry.archived) {
    return (
      <Card>
        <p className={styles.lead}>
          <Trans>An archived class takes nobody. Restore it to invite students.</Trans>
        </p>
      </Card>
    );
  }
  return (
    <Stack gap={4}>
      <Card heading={t`Join code`} headingLevel={2}>
        {entry.joinCode ? (
          <Stack gap={4} align="start">
            <CurrentCode entry={entry} code={entry.joinCode} />
            <Button
              variant="ghost"
              size="sm"
              loading={change.isPending}
              onClick={() => void revoke()}
            >
              <Trans>Stop this code</Trans>
            </Button>
          </Stack>
        ) : (
          <p className={styles.note} data-no-join-code="">
            <Trans>
              There is no working code. Make one to invite students with a link or a QR code.
            </Trans>
          </p>
        )}
      </Card>
      <Card heading={entry.joinCode ? t`A new code` : t`Make a code`} headingLevel={2}>
        <form noValidate onSubmit={(event) => void makeCode(event)}>
          <Stack gap={4} align="start">
            <div className={styles.filters}>
              <Select
                label={t`Works for`}
                options={validity}
                value={days}
                onValueChange={setDays}
              />
              <TextField
                label={t`Most students who may use it`}
                inputMode="numeric"
                value={maxUses}
                onChange={(event) => setMaxUses(event.target.value)}
                description={t`Empty: no limit.`}
                error={usesError}
              />
            </div>
            <Button type="submit" loading={change.isPending}>
              {entry.joinCode ? <Trans>Make a new code</Trans> : <Trans>Make a code</Trans>}
            </Button>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
