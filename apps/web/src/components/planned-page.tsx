import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../config/paths';
import { usePageTitle } from '../lib/use-page-title';

/** A route whose screen is not built yet says so plainly, with a way on. */
export function PlannedPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <Container maxWidth="md" sx={{ py: 8 }}>
      <Typography variant="h2" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        This page is being built and will be available soon.
      </Typography>
      <Button component={RouterLink} to={paths.properties} variant="contained">
        Browse Properties
      </Button>
    </Container>
  );
}
