import { ErrorState } from '../components/feedback/error-state';
import { PageContainer } from '../components/page-container';
import { ButtonLink } from '../components/ui/button';
import { paths } from '../config/paths';
import { usePageTitle } from '../lib/use-page-title';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <PageContainer>
      <ErrorState
        title="Page not found"
        message="The page you are looking for does not exist or has moved."
        action={
          <ButtonLink to={paths.properties} variant="primary">
            Browse Properties
          </ButtonLink>
        }
      />
    </PageContainer>
  );
}
