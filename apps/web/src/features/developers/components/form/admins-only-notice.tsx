import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '../../../../components/feedback/error-state';
import { paths } from '../../../../config/paths';
import { DEVELOPER_FORM_MSG } from '../../lib/form-messages';

/** What a signed-in buyer or agent sees on the Add and Edit Developer pages. */
export function AdminsOnlyNotice() {
  return (
    <ErrorState
      title={DEVELOPER_FORM_MSG.adminsOnly}
      message="The developers directory is kept by the Nivaas team. You can still browse every builder."
      action={
        <Button component={RouterLink} to={paths.developers} variant="contained" sx={{ minHeight: 44 }}>
          Browse Developers
        </Button>
      }
    />
  );
}
