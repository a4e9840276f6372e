import { PlannedPage } from '../../../components/planned-page';

export default function AddDeveloperPage() {
  return <PlannedPage title="Add Developer" />;
}
