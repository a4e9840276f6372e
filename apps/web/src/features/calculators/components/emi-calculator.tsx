import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { calculateEmi, EMI_DEFAULTS, EMI_TENURE_OPTIONS, type TEmiInput } from '@nivaas/shared/emi';
import { formatInr } from '@nivaas/shared/format-price';
import Calculator from 'lucide-react/icons/calculator';
import Download from 'lucide-react/icons/download';
import HandCoins from 'lucide-react/icons/hand-coins';
import Lock from 'lucide-react/icons/lock';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useWarmUp } from '../../../components/deferred';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import layout from '../../../components/ui/layout.module.css';
import { Select } from '../../../components/ui/select';
import { useAuth } from '../../../lib/auth/auth-context';
import { useSayKnown } from '../../../lib/i18n/known-messages';
import { notify } from '../../../lib/notify';
import {
  EMI_FORM_DEFAULTS,
  parseEmiForm,
  sameEmiInput,
  type TEmiFormValues,
  ZEmiForm,
} from '../lib/emi-form';
import { decideEmiCalculation, GUEST_DEFAULT_NOTE, LOCKED_NOTE, resolveEmiView } from '../lib/emi-guest-rule';
import { buildScheduleCsvFile, downloadTextFile } from '../lib/emi-schedule-file';
import styles from './emi-calculator.module.css';
import { EmiResults } from './emi-results';
import { EmiScheduleTable } from './emi-schedule-table';
import { LazyApplyLoanDialog, LazyEmiLoginDialog } from './lazy-dialogs';
import { LoanAmountField } from './loan-amount-field';
import { RateField } from './rate-field';

/**
 * The home-loan EMI calculator (admin §2.11) with the guest rule of §4: a guest sees the default
 * calculation; custom values need a login, asked for in a dialog, after which they are calculated.
 * The amount and the rate each have a field and a slider in step with it.
 */
export function EmiCalculator() {
  const { user } = useAuth();
  const { t, i18n } = useLingui();
  const say = useSayKnown();
  const tenureOptions = EMI_TENURE_OPTIONS.map((years) => ({
    value: String(years),
    label: t`${years} years`,
  }));
  const isSignedIn = user !== null;
  const [shown, setShown] = useState<TEmiInput>({ ...EMI_DEFAULTS });
  const [pending, setPending] = useState<TEmiInput | null>(null);
  const [isLoginOpen, setLoginOpen] = useState(false);
  const [isLoanOpen, setLoanOpen] = useState(false);
  const [isScheduleShown, setScheduleShown] = useState(false);
  const [isLoginWanted, warmUpLogin] = useWarmUp();
  const [isLoanWanted, warmUpLoan] = useWarmUp();

  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TEmiFormValues, unknown, TEmiInput>({
    resolver: zodResolver(ZEmiForm),
    defaultValues: EMI_FORM_DEFAULTS,
  });

  const view = resolveEmiView({ isSignedIn, shown, pending });
  const result = useMemo(() => calculateEmi(view.input), [view.input]);
  const typed = parseEmiForm({ ...EMI_FORM_DEFAULTS, ...useWatch({ control }) });
  const isStale = view.kind !== 'locked' && typed !== null && !sameEmiInput(typed, view.input);
  const isLocked = view.kind === 'locked';
  const emiText = formatInr(result.emi);

  const onCalculate = handleSubmit((input) => {
    if (decideEmiCalculation({ isSignedIn, input }) === 'calculate') {
      setShown(input);
      setPending(null);
      return;
    }
    setPending(input);
    setLoginOpen(true);
  });

  const onDownload = () => {
    downloadTextFile(buildScheduleCsvFile(view.input));
    setScheduleShown(true);
    notify(t`EMI schedule downloaded. The year-by-year view is below the results.`, 'success');
  };

  return (
    <>
      <div className={styles.layout}>
        <Card as="section" aria-labelledby="emi-form-heading">
          <h2 id="emi-form-heading" className={styles.cardTitle}>
            {t`Loan details`}
          </h2>
          <form noValidate onSubmit={onCalculate} className={styles.form}>
            <Controller
              control={control}
              name="loanAmount"
              render={({ field }) => (
                <LoanAmountField
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={say(errors.loanAmount?.message)}
                />
              )}
            />
            <Field label={t`Loan tenure`} error={say(errors.tenureYears?.message)}>
              <Select options={tenureOptions} {...register('tenureYears')} />
            </Field>
            <Controller
              control={control}
              name="annualRate"
              render={({ field }) => (
                <RateField
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={say(errors.annualRate?.message)}
                />
              )}
            />
            <Button
              type="submit"
              variant="primary"
              size="lg"
              fullWidth
              startIcon={<Calculator size={20} aria-hidden="true" />}
              {...(isSignedIn ? {} : warmUpLogin)}
            >
              {t`Calculate EMI`}
            </Button>
            {isStale && (
              <p className={styles.note} role="status">
                {t`You have changed the values. Press Calculate EMI to update the results.`}
              </p>
            )}
          </form>
        </Card>

        <Card as="section" aria-labelledby="emi-results-heading" className={styles.resultsCard}>
          <h2 id="emi-results-heading" className={styles.cardTitle}>
            {t`Your EMI`}
          </h2>
          {view.kind === 'guest-default' && (
            <Alert severity="info" className={styles.guestNote}>
              {i18n._(GUEST_DEFAULT_NOTE)}
            </Alert>
          )}
          <div className={styles.resultsArea}>
            <div
              inert={isLocked}
              aria-hidden={isLocked || undefined}
              className={isLocked ? styles.blurred : undefined}
              data-testid="emi-results"
              data-locked={isLocked}
            >
              <EmiResults input={view.input} result={result} />
            </div>
            {isLocked && (
              <div className={styles.lock}>
                <Lock size={48} aria-hidden="true" className={styles.lockIcon} />
                <p className={styles.lockText}>{i18n._(LOCKED_NOTE)}</p>
                <Button variant="primary" onClick={() => setLoginOpen(true)}>
                  {t`Login`}
                </Button>
              </div>
            )}
            <p role="status" className={layout.srOnly}>
              {isLocked ? i18n._(LOCKED_NOTE) : t`Monthly EMI ${emiText}`}
            </p>
          </div>

          <div className={styles.actions}>
            <Button
              disabled={!isSignedIn}
              onClick={onDownload}
              startIcon={<Download size={20} aria-hidden="true" />}
            >
              {t`Download EMI Schedule`}
            </Button>
            <Button
              variant="primary"
              disabled={!isSignedIn}
              onClick={() => setLoanOpen(true)}
              startIcon={<HandCoins size={20} aria-hidden="true" />}
              {...warmUpLoan}
            >
              {t`Apply for Loan`}
            </Button>
          </div>
          {!isSignedIn && (
            <p
              className={styles.note}
            >{t`Log in to download the month-by-month schedule or apply for a loan.`}</p>
          )}
        </Card>

        {isSignedIn && isScheduleShown && (
          <Card as="section" aria-labelledby="emi-schedule-heading" className={styles.schedule}>
            <h2 id="emi-schedule-heading" className={styles.cardTitle}>
              {t`EMI schedule, year by year`}
            </h2>
            <EmiScheduleTable input={view.input} />
          </Card>
        )}
      </div>

      <LazyEmiLoginDialog
        isWanted={isLoginWanted}
        open={isLoginOpen && !isSignedIn}
        onClose={() => setLoginOpen(false)}
        onLoggedIn={(loggedIn) => {
          if (pending) setShown(pending);
          setPending(null);
          setLoginOpen(false);
          const name = loggedIn.name;
          notify(t`Welcome back, ${name}. Here is the EMI for your values.`, 'success');
        }}
      />
      {user && (
        <LazyApplyLoanDialog
          // A new calculation is a new application: the form starts again from its figures.
          key={`${view.input.loanAmount}-${view.input.tenureYears}-${view.input.annualRate}`}
          isWanted={isLoanWanted}
          open={isLoanOpen}
          user={user}
          input={view.input}
          result={result}
          onClose={() => setLoanOpen(false)}
        />
      )}
    </>
  );
}
