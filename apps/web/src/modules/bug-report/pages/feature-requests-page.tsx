import { ReportsPage } from '../components/reports-page';

/** Spec §2 /bug-feature/feature-requests. */
export default function FeatureRequestsPage() {
  return <ReportsPage kind="feature" />;
}
