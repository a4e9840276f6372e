import { zodResolver } from '@hookform/resolvers/zod';
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
import styles from './your-data-card.module.css';

const DELETE_FAILED = 'Failed to delete the account';

/** What deleting takes away and what it leaves, said before it happens (DPDP: erasure). */
function Consequences({ role }: { role: TRole }) {
  return (
    <ul className={styles.list}>
      <li>Your name, email address, phone number, photo and password are erased now.</li>
      <li>Your favourites, viewed listings, the forms you sent and your reports of listings go with them.</li>
      <li>
        Agents you contacted keep a note that a deleted user asked about their listing, without your contact
        details or message.
      </li>
      {role === 'agent' && (
        <li>
          <strong>Your listings are handed to a Nivaas administrator</strong> and stay on the site, with the
          enquiries about them.
        </li>
      )}
      <li>This cannot be undone.</li>
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
        notify(answer.message, 'success');
        forgetSession();
      },
      onError: (err) => setError(errorMessage(err, DELETE_FAILED)),
    });
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Delete my account"
      description="Please read what deleting does before you confirm."
      onSubmit={onSubmit}
      submitLabel="Delete my account"
      busyLabel="Deleting..."
      isSubmitting={remove.isPending}
      isDirty={isDirty}
      error={error}
    >
      <Consequences role={role} />
      <Field label="Type DELETE to confirm" isRequired error={errors.confirm?.message}>
        <TextInput autoComplete="off" autoCapitalize="characters" {...register('confirm')} />
      </Field>
    </FormDialog>
  );
}
