import { NewReport } from '../components/new-report';

/** /bug-feature/feature-requests/create. */
export default function NewFeatureRequestPage() {
  return <NewReport kind="feature" />;
}
