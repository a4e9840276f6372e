import CalendarCheck from 'lucide-react/icons/calendar-check';
import { FRESHNESS_TEXT } from '@nivaas/shared/listing-freshness-text';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/http-client';
import { notify } from '../../../lib/notify';
import { useConfirmAvailability } from '../api/confirm-availability';

/**
 * One click: the listing's agent says it is still available. Lists and the detail reload with the
 * new date ('Availability confirmed today'); a toast says so.
 */
export function ConfirmAvailabilityButton({ propertyId, title }: { propertyId: string; title: string }) {
  const confirm = useConfirmAvailability();
  return (
    <Button
      variant="secondary"
      startIcon={<CalendarCheck size={18} />}
      busy={confirm.isPending}
      busyLabel="Confirming…"
      aria-label={`${FRESHNESS_TEXT.confirm}: ${title}`}
      onClick={() =>
        confirm.mutate(propertyId, {
          onSuccess: () => notify(`${FRESHNESS_TEXT.confirmed}: ${title}`, 'success'),
          onError: (err) => notify(errorMessage(err), 'error'),
        })
      }
    >
      {FRESHNESS_TEXT.confirm}
    </Button>
  );
}
