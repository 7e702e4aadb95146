import { ReportView } from '../components/report-view';

/** Spec §2 /bug-feature/feature-requests/{id}. */
export default function FeatureRequestPage() {
  return <ReportView kind="feature" />;
}
