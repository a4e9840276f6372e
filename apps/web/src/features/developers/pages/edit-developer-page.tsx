import { PlannedPage } from '../../../components/planned-page';

export default function EditDeveloperPage() {
  return <PlannedPage title="Edit Developer" />;
}
