import { useLingui } from '@lingui/react/macro';
import type { TRole } from '@nivaas/shared/roles';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/http-client';
import { notify } from '../../../lib/notify';
import { useResendConfirmation } from '../api/resend-confirmation';
import { useSayAccount } from '../lib/account-words';

/** Shown on the profile until the account's email address is confirmed, with a 'Resend' button. */
export function EmailConfirmNotice({
  email,
  role,
  className,
}: {
  email: string;
  role: TRole;
  className?: string;
}) {
  const { t } = useLingui();
  const say = useSayAccount();
  const resend = useResendConfirmation();
  return (
    <Alert
      className={className}
      severity="warning"
      title={t`Please confirm your email address`}
      action={
        <Button
          variant="secondary"
          size="sm"
          busy={resend.isPending}
          busyLabel={t`Sending...`}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: (answer) => notify(say(answer.message), 'success'),
              onError: (err) => notify(say(errorMessage(err)), 'error'),
            })
          }
        >
          {t`Resend`}
        </Button>
      }
    >
      {t`We sent a link to ${email}.`}{' '}
      {role === 'agent'
        ? t`Until you open it, you cannot publish listings and enquiries are not emailed to you.`
        : t`Opening it makes sure emails about your account reach you.`}
    </Alert>
  );
}
