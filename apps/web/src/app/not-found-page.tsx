import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '../components/feedback/error-state';
import { paths } from '../config/paths';
import { usePageTitle } from '../lib/use-page-title';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <ErrorState
      title="Page not found"
      message="The page you are looking for does not exist or has moved."
      action={
        <Button component={RouterLink} to={paths.properties} variant="contained">
          Browse Properties
        </Button>
      }
    />
  );
}
