import { PlannedPage } from '../../../components/planned-page';

export default function DeveloperPage() {
  return <PlannedPage title="Builder" />;
}
