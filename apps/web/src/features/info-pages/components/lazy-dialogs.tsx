import { lazyDialog } from '../../../components/deferred';

/** The information pages' form dialogs: their code (and the dialog's) arrives on first use. */
export const LazyDesignTeamDialog = lazyDialog(() =>
  import('./design-team-dialog').then((m) => m.DesignTeamDialog),
);
export const LazyConsultationDialog = lazyDialog(() =>
  import('./consultation-dialog').then((m) => m.ConsultationDialog),
);
export const LazyLawyerApplicationDialog = lazyDialog(() =>
  import('./lawyer-application-dialog').then((m) => m.LawyerApplicationDialog),
);
