import { NewReport } from '../components/new-report';

/** Spec §2 /bug-feature/bug-reports/create (from QC: `?chat=` or `?ticket=`). */
export default function NewBugReportPage() {
  return <NewReport kind="bug" />;
}
