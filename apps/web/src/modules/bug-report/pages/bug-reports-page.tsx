import { ReportsPage } from '../components/reports-page';

/** Spec §2 /bug-feature/bug-reports. */
export default function BugReportsPage() {
  return <ReportsPage kind="bug" />;
}
