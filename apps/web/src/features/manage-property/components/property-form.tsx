import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { type FieldPath, FormProvider, useForm } from 'react-hook-form';
import type { TPropertyFormValues } from '../lib/form-values';
import { toPropertyFormData } from '../lib/property-form-data';
import { serverFieldErrors, submitErrorMessage } from '../lib/submit-error';
import {
  FIELD_ORDER,
  firstInvalidField,
  type TFieldErrors,
  type TFormMode,
  validatePropertyForm,
} from '../lib/validate-property-form';
import { AddressSection } from './address-section';
import { AmenitiesSection } from './amenities-section';
import { ApprovalsSection } from './approvals-section';
import { BasicsSection } from './basics-section';
import { FormActions, type TFormNotice } from './form-actions';
import { HighlightsSection } from './highlights-section';
import { MediaSection, type TStoredExtras } from './media-section';
import { NearbySection } from './nearby-section';
import { PriceSizeSection } from './price-size-section';
import { ProjectSection } from './project-section';
import styles from './property-form.module.css';

export type TSaveProperty = (
  body: FormData,
  onUploadProgress: (fraction: number) => void,
) => Promise<unknown>;

type TAlert = TFormNotice & { shouldFocus?: boolean };

const isKnownField = (key: string) => FIELD_ORDER.some((f) => key === f || key.startsWith(`${f}.`));

/** Moves focus to a field by name and brings it to the middle of the screen. */
function focusField(name: string, setFocus: (name: FieldPath<TPropertyFormValues>) => void) {
  try {
    setFocus(name as FieldPath<TPropertyFormValues>);
  } catch {
    // A field without a focusable element (a whole group): the scroll below still finds it.
  }
  const active = document.activeElement;
  const target =
    active && active !== document.body
      ? active
      : (document.querySelector(`[name="${CSS.escape(name)}"]`) ??
        document.getElementById(name.split('.')[0] ?? ''));
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target?.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
}

/**
 * The Add / Edit Property form (public-site §2, §3, §5): every field in sections, checked with the
 * shared schema on submit (messages under the fields, the first invalid one focused), each message
 * cleared when its field is edited, an upload progress bar while saving, and the §8 messages.
 */
export function PropertyForm({
  mode,
  defaultValues,
  stored,
  canChooseAgent,
  canSetFeatured,
  save,
  successMessage,
  onCancel,
}: {
  mode: TFormMode;
  defaultValues: TPropertyFormValues;
  stored?: TStoredExtras;
  canChooseAgent: boolean;
  canSetFeatured: boolean;
  /** Sends the form; resolves when saved. The page shows the notice and navigates. */
  save: TSaveProperty;
  successMessage: string;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const methods = useForm<TPropertyFormValues>({
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { handleSubmit, watch, clearErrors, setError, setFocus } = methods;
  const [alert, setAlert] = useState<TAlert | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  // Editing a field clears its message (public-site §5).
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name) clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors]);

  useEffect(() => {
    if (alert?.shouldFocus) alertRef.current?.focus();
  }, [alert]);

  const showFieldErrors = (errors: TFieldErrors) => {
    for (const [name, message] of Object.entries(errors)) {
      setError(name as FieldPath<TPropertyFormValues>, { type: 'validate', message });
    }
    const first = firstInvalidField(
      Object.fromEntries(Object.entries(errors).filter(([k]) => isKnownField(k))),
    );
    // Focus after React has rendered the messages, so the field is described by its error.
    if (first) requestAnimationFrame(() => focusField(first, setFocus));
  };

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    const errors = validatePropertyForm(values, { mode, mustChooseAgent: canChooseAgent });
    if (Object.keys(errors).length > 0) {
      showFieldErrors(errors);
      return;
    }
    const body = toPropertyFormData(values, { mode, canChooseAgent, canSetFeatured });
    setProgress(0);
    try {
      await save(body, setProgress);
      setIsSaved(true);
      setAlert({ severity: 'success', message: successMessage });
    } catch (err) {
      const fieldErrors = serverFieldErrors(err, values);
      const unplaced = Object.entries(fieldErrors)
        .filter(([k]) => !isKnownField(k))
        .map(([, m]) => m);
      const placed = Object.fromEntries(Object.entries(fieldErrors).filter(([k]) => isKnownField(k)));
      const hasPlaced = Object.keys(placed).length > 0;
      // Focus goes to the first field with a message, or else to the message itself.
      setAlert({
        severity: 'error',
        message: submitErrorMessage(err, mode),
        details: unplaced,
        shouldFocus: !hasPlaced,
      });
      if (hasPlaced) showFieldErrors(placed);
    } finally {
      setProgress(null);
    }
  });

  const isBusy = methods.formState.isSubmitting;
  const isCreate = mode === 'create';

  return (
    <FormProvider {...methods}>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-busy={isBusy}
        aria-label={isCreate ? t`Add property` : t`Edit property`}
        className={styles.form}
      >
        <BasicsSection mode={mode} canSetFeatured={canSetFeatured} canChooseAgent={canChooseAgent} />
        <PriceSizeSection />
        <AddressSection isLocalityRequired={isCreate} />
        <MediaSection stored={stored} isEdit={!isCreate} />
        <AmenitiesSection />
        <HighlightsSection />
        <NearbySection />
        <ProjectSection />
        <ApprovalsSection />
        <FormActions
          notice={alert}
          noticeRef={alertRef}
          progress={progress}
          submitLabel={isCreate ? t`Create property` : t`Save changes`}
          busyLabel={isCreate ? t`Creating...` : t`Saving...`}
          isBusy={isBusy}
          isDone={isSaved}
          onCancel={onCancel}
        />
      </form>
    </FormProvider>
  );
}
