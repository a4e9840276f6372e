import { lazyDialog } from '../../../components/deferred';

/** The calculator's dialogs: their code (and the dialog's) arrives on first use. */
export const LazyEmiLoginDialog = lazyDialog(() =>
  import('./emi-login-dialog').then((m) => m.EmiLoginDialog),
);
export const LazyApplyLoanDialog = lazyDialog(() =>
  import('./apply-loan-dialog').then((m) => m.ApplyLoanDialog),
);
