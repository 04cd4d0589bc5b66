import { Trans, useLingui } from '@lingui/react/macro';
import {
  type AdminUserDetail,
  isLmsPlaceholderEmail,
  passwordResetMinutes,
  type UserRole,
  userRoles,
} from '@sparked/contracts';
import { userRoleLabels, useSendPasswordReset, useUserChange } from '@sparked/features/admin';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Inline } from '@sparked/ui/inline';
import { Select } from '@sparked/ui/select';
import { Stack } from '@sparked/ui/stack';
import { TextField } from '@sparked/ui/text-field';
import { useState } from 'react';
import * as styles from '../../../shared/page.css';
import { SaveForm } from '../../../shared/save-form';
import { useReportedAction } from '../../../shared/use-reported-action';

function ReasonField({ description }: { description: string }) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Reason`}
      name="reason"
      description={description}
      required
      minLength={3}
      maxLength={500}
    />
  );
}

/** The account's role, changed with a reason the user will see. */
function RoleForm({ user }: { user: AdminUserDetail }) {
  const { t } = useLingui();
  const { session } = useSession();
  const change = useUserChange(session.client);
  const [role, setRole] = useState<UserRole>(user.role);
  return (
    <Card as="section" heading={t`Role`} headingLevel={2}>
      <SaveForm
        mutation={change}
        submitLabel={t`Change the role`}
        save={(form) =>
          change.mutateAsync({
            kind: 'role',
            userId: user.id,
            role,
            reason: String(form.get('reason')),
          })
        }
        saved={() => {
          const name = user.firstName;
          const roleName = userRoleLabels[role].toLowerCase();
          return t`${name} is now ${roleName}.`;
        }}
      >
        <Select
          label={t`Role`}
          options={userRoles.map((each) => ({ value: each, label: userRoleLabels[each] }))}
          value={role}
          onValueChange={(value) => setRole(value as UserRole)}
        />
        <ReasonField description={t`Kept in the audit log and shown to the user.`} />
      </SaveForm>
    </Card>
  );
}

/**
 * Deactivating ends every session at once and keeps everything the user made; reactivating lets
 * them sign in again.
 */
function AccessForm({ user }: { user: AdminUserDetail }) {
  const { t } = useLingui();
  const { session } = useSession();
  const change = useUserChange(session.client);
  const active = user.status === 'active';
  return (
    <Card as="section" heading={t`Access`} headingLevel={2}>
      <Stack gap={3}>
        <p className={styles.note}>
          {active
            ? t`Deactivating signs them out everywhere and stops them signing in. Their work, wallets and records are kept.`
            : t`This account is deactivated: they cannot sign in. Reactivating lets them back in.`}
        </p>
        <SaveForm
          mutation={change}
          submitLabel={active ? t`Deactivate` : t`Reactivate`}
          save={(form) =>
            change.mutateAsync({
              kind: active ? 'deactivate' : 'reactivate',
              userId: user.id,
              reason: String(form.get('reason')),
            })
          }
          saved={() => {
            const first = user.firstName;
            const last = user.lastName;
            return active
              ? t`${first} ${last} is deactivated.`
              : t`${first} ${last} is active again.`;
          }}
        >
          <ReasonField description={t`Kept in the audit log and shown to the user.`} />
        </SaveForm>
        {/* An account an LMS made has no address to send a link to: it signs in through its LMS. */}
        {active && !isLmsPlaceholderEmail(user.email) ? <PasswordResetLink user={user} /> : null}
      </Stack>
    </Card>
  );
}

/** The reset link "Forgot password?" sends, sent by an admin for someone who cannot ask. */
function PasswordResetLink({ user }: { user: AdminUserDetail }) {
  const { t } = useLingui();
  const { session } = useSession();
  const report = useReportedAction();
  const send = useSendPasswordReset(session.client);
  return (
    <Inline gap={3} align="center" wrap>
      <Button
        variant="secondary"
        loading={send.isPending}
        onClick={() =>
          void report(
            () => send.mutateAsync(user.id),
            t`A link to set a new password is on its way to ${user.email}.`,
          )
        }
      >
        <Trans>Email a password-reset link</Trans>
      </Button>
      <span className={styles.note}>
        <Trans>It works once, for {passwordResetMinutes} minutes.</Trans>
      </span>
    </Inline>
  );
}

/** What an admin can change about an account: its role, and whether it may sign in. */
export function AccountChanges({ user }: { user: AdminUserDetail }) {
  return (
    <>
      <RoleForm user={user} />
      <AccessForm key={user.status} user={user} />
    </>
  );
}
