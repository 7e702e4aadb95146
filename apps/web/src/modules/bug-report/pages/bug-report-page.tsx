import { ReportView } from '../components/report-view';

/** Spec §2 /bug-feature/bug-reports/{id}. */
export default function BugReportPage() {
  return <ReportView kind="bug" />;
}
