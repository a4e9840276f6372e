import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type TDeleteAccountRequest, ZDeleteAccountRequest } from '@nivaas/shared/personal-data';
import type { TRole } from '@nivaas/shared/roles';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { Field } from '../../../components/ui/field';
import { TextInput } from '../../../components/ui/text-input';
import { useAuth } from '../../../lib/auth/auth-context';
import { errorMessage } from '../../../lib/http-client';
import { notify } from '../../../lib/notify';
import { useDeleteAccount } from '../api/delete-account';
import { useSayAccount } from '../lib/account-words';
import styles from './your-data-card.module.css';

const DELETE_FAILED = msg`Failed to delete the account`;

/** What deleting takes away and what it leaves, said before it happens (DPDP: erasure). */
function Consequences({ role }: { role: TRole }) {
  const { t } = useLingui();
  return (
    <ul className={styles.list}>
      <li>{t`Your name, email address, phone number, photo and password are erased now.`}</li>
      <li>{t`Your favourites, viewed listings, the forms you sent and your reports of listings go with them.`}</li>
      <li>
        {t`Agents you contacted keep a note that a deleted user asked about their listing, without your contact details or message.`}
      </li>
      {role === 'agent' && (
        <li>
          <strong>{t`Your listings are handed to a Nivaas administrator`}</strong>{' '}
          {t`and stay on the site, with the enquiries about them.`}
        </li>
      )}
      <li>{t`This cannot be undone.`}</li>
    </ul>
  );
}

/** Delete my account: the consequences, then DELETE typed to confirm. */
export function DeleteAccountDialog({
  open,
  onClose,
  role,
}: {
  open: boolean;
  onClose: () => void;
  role: TRole;
}) {
  const { t, i18n } = useLingui();
  const say = useSayAccount();
  const remove = useDeleteAccount();
  const { forgetSession } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<TDeleteAccountRequest>({
    resolver: zodResolver(ZDeleteAccountRequest),
    defaultValues: { confirm: '' },
  });

  useEffect(() => {
    if (!open) return;
    reset({ confirm: '' });
    setError(null);
  }, [open, reset]);

  const onSubmit = handleSubmit((values) => {
    setError(null);
    remove.mutate(values, {
      onSuccess: (answer) => {
        notify(say(answer.message), 'success');
        forgetSession();
      },
      onError: (err) => setError(errorMessage(err, i18n._(DELETE_FAILED))),
    });
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t`Delete my account`}
      description={t`Please read what deleting does before you confirm.`}
      onSubmit={onSubmit}
      submitLabel={t`Delete my account`}
      busyLabel={t`Deleting...`}
      isSubmitting={remove.isPending}
      isDirty={isDirty}
      error={say(error)}
    >
      <Consequences role={role} />
      <Field label={t`Type DELETE to confirm`} isRequired error={say(errors.confirm?.message)}>
        <TextInput autoComplete="off" autoCapitalize="characters" {...register('confirm')} />
      </Field>
    </FormDialog>
  );
}
