import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/http-client';
import { notify } from '../../../lib/notify';
import { useConfirmAvailability } from '../api/confirm-availability';

/**
 * One click: the listing's agent says it is still available. Lists and the detail reload with the
 * new date ('Availability confirmed today'); a toast says so.
 */
/** FRESHNESS_TEXT's words (packages/shared), in the page's language. */
const CONFIRM = msg`Confirm available`;
const CONFIRMED = msg`Availability confirmed`;

export function ConfirmAvailabilityButton({ propertyId, title }: { propertyId: string; title: string }) {
  const { t, i18n } = useLingui();
  const confirm = useConfirmAvailability();
  return (
    <Button
      variant="secondary"
      startIcon={<CalendarCheck size={18} />}
      busy={confirm.isPending}
      busyLabel={t`Confirming…`}
      aria-label={`${i18n._(CONFIRM)}: ${title}`}
      onClick={() =>
        confirm.mutate(propertyId, {
          onSuccess: () => notify(`${i18n._(CONFIRMED)}: ${title}`, 'success'),
          onError: (err) => notify(errorMessage(err), 'error'),
        })
      }
    >
      {i18n._(CONFIRM)}
    </Button>
  );
}
