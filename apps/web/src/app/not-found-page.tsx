import Compass from 'lucide-react/icons/compass';
import { EmptyState } from '../components/feedback/empty-state';
import { PageContainer } from '../components/page-container';
import { ButtonLink } from '../components/ui/button';
import { paths } from '../config/paths';
import { usePageTitle } from '../lib/use-page-title';

/**
 * Any path the app has no page for (the server answers it with status 404). Not a failure of the
 * site, so it is drawn as a way on rather than as an error (no red alert icon).
 */
export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <PageContainer>
      <EmptyState
        icon={<Compass size={48} strokeWidth={1.5} />}
        title="Page not found"
        message="The page you are looking for does not exist or has moved."
        actions={
          <ButtonLink to={paths.properties} variant="primary">
            Browse Properties
          </ButtonLink>
        }
      />
    </PageContainer>
  );
}
