import { PlannedPage } from '../../../components/planned-page';

export default function DevelopersPage() {
  return <PlannedPage title="Builders" />;
}
