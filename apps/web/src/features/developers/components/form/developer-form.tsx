import { useLingui } from '@lingui/react/macro';
import { SUCCESS_REDIRECT_MS } from '@nivaas/shared/constants';
import type { TDeveloper, TDeveloperForm } from '@nivaas/shared/developer';
import { useEffect, useRef, useState } from 'react';
import { type FieldPath, FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { useLocalizedPath } from '../../../../lib/i18n/use-localized-path';
import { notify } from '../../../../lib/notify';
import {
  failureReason,
  isFormField,
  serverFieldErrors,
  type TFieldErrors,
  validateDeveloperForm,
} from '../../lib/form-errors';
import { FIELD_SECTIONS } from '../../lib/form-fields';
import { DEVELOPER_FORM_MSG } from '../../lib/form-messages';
import type { TDeveloperFiles } from '../../lib/form-payload';
import type { TDeveloperFormValues } from '../../lib/form-values';
import styles from './developer-form.module.css';
import { FieldsSection } from './fields-section';
import { FormActions, type TFailure } from './form-actions';
import { LogoSection } from './logo-section';
import { RowsSection } from './rows-section';
import { TeamPhotosSection } from './team-photos-section';

export type TSaveDeveloper = (
  form: TDeveloperForm,
  files: TDeveloperFiles,
  onUploadProgress: (fraction: number) => void,
) => Promise<TDeveloper>;

/** Focuses the first field showing a message, in page order, and brings it to mid-screen. */
function focusFirstInvalid(form: HTMLElement | null) {
  const target = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
  if (!target) return;
  target.focus({ preventScroll: true });
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
}

/**
 * The Add / Edit Developer form (spec §2.10): checked with the shared schema on submit, each
 * message under its field and cleared when that field is edited, the first one focused; a 422's
 * messages placed the same way; the §8 notices, then the builder's page after 1.5 s.
 */
export function DeveloperForm({
  developer,
  defaultValues,
  save,
}: {
  /** The builder being edited; none on the Add form. */
  developer?: TDeveloper;
  defaultValues: TDeveloperFormValues;
  save: TSaveDeveloper;
}) {
  const { t, i18n } = useLingui();
  const localize = useLocalizedPath();
  const isEdit = Boolean(developer);
  const texts = isEdit
    ? {
        done: i18n._(DEVELOPER_FORM_MSG.updated),
        failed: i18n._(DEVELOPER_FORM_MSG.updateFailed),
        submit: t`Save changes`,
      }
    : {
        done: i18n._(DEVELOPER_FORM_MSG.added),
        failed: i18n._(DEVELOPER_FORM_MSG.addFailed),
        submit: t`Add developer`,
      };
  const navigate = useNavigate();
  const methods = useForm<TDeveloperFormValues>({
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { handleSubmit, watch, clearErrors, setError, formState } = methods;
  const formRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<TFailure | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [isDone, setIsDone] = useState(false);
  // Focus moves once React has drawn the messages, so the field is announced with its message.
  const [focusRequest, setFocusRequest] = useState<{ to: 'field' | 'failure' } | null>(null);
  useEffect(() => {
    if (focusRequest?.to === 'field') focusFirstInvalid(formRef.current);
    else if (focusRequest?.to === 'failure') failureRef.current?.focus();
  }, [focusRequest]);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Editing a field clears its message (spec §5).
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name) clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors]);

  /** Puts each message under its field; answers the ones no field shows. */
  const placeErrors = (errors: TFieldErrors, values: TDeveloperFormValues): string[] => {
    const unplaced: string[] = [];
    for (const [path, message] of Object.entries(errors)) {
      if (isFormField(path, values)) setError(path as FieldPath<TDeveloperFormValues>, { message });
      else unplaced.push(message);
    }
    if (unplaced.length < Object.keys(errors).length) setFocusRequest({ to: 'field' });
    return unplaced;
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const checked = validateDeveloperForm(values);
    if (checked.errors) {
      const unplaced = placeErrors(checked.errors, values);
      if (unplaced.length) setFailure({ message: texts.failed, details: unplaced });
      return;
    }
    setProgress(isEdit ? null : 0);
    try {
      await save(checked.data, { logo: values.logo, teamPhotos: values.teamPhotos }, setProgress);
      setIsDone(true);
      notify(texts.done, 'success');
      // Spec §4: after a save, back to the directory, where the new or changed card shows.
      timer.current = window.setTimeout(() => navigate(localize(paths.developers)), SUCCESS_REDIRECT_MS);
    } catch (err) {
      notify(texts.failed, 'error');
      const fieldErrors = serverFieldErrors(err, values);
      const unplaced = placeErrors(fieldErrors, values);
      const details = [failureReason(err), ...unplaced].filter((d): d is string => Boolean(d));
      setFailure({ message: texts.failed, details });
      // With no message under a field, the reason is what to read next.
      if (unplaced.length === Object.keys(fieldErrors).length) setFocusRequest({ to: 'failure' });
    } finally {
      setProgress(null);
    }
  });

  return (
    <FormProvider {...methods}>
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        aria-busy={formState.isSubmitting}
        aria-label={isEdit ? t`Edit developer` : t`Add developer`}
        className={styles.form}
      >
        <FieldsSection spec={FIELD_SECTIONS.basic} />
        <LogoSection developer={developer} />
        <FieldsSection spec={FIELD_SECTIONS.headquarters} />
        <FieldsSection spec={FIELD_SECTIONS.projects} />
        <RowsSection list="flagshipProjects" />
        <RowsSection list="team" />
        <TeamPhotosSection isEdit={isEdit} />
        <RowsSection list="specializations" />
        <FieldsSection spec={FIELD_SECTIONS.contact} />
        <FieldsSection spec={FIELD_SECTIONS.social} />
        <RowsSection list="awards" />
        <FormActions
          failure={failure}
          failureRef={failureRef}
          progress={progress}
          submitLabel={texts.submit}
          isBusy={formState.isSubmitting}
          isDone={isDone}
          onCancel={() => navigate(localize(paths.developers))}
        />
      </form>
    </FormProvider>
  );
}
