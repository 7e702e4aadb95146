import { useSearchParams } from 'react-router';
import { NotFoundScreen } from '../../../ui/not-found-screen';
import { PageHeader } from '../../../ui/page-header';
import { KindSwitch, useShownKind } from '../components/kind-switch';
import { ReportsList } from '../components/reports-list';
import { KIND_WORDS, kindOf } from '../lib/kind';
import { bugReportPaths } from '../paths';

/** Spec §2 /bug-feature/archive: reports closed for longer than the archive delay, of one kind (`?kind=`). */
export default function ArchivePage() {
  const [params] = useSearchParams();
  const kind = useShownKind(kindOf(params.get('kind')), 'archive');
  if (!kind) {
    return (
      <NotFoundScreen
        title="No archive for you"
        description="Reading the archive takes the archive scope of bug reports or feature requests."
        back={{ to: '/', label: 'Home' }}
      />
    );
  }
  return (
    <>
      <PageHeader
        title="Archive"
        subtitle={`${KIND_WORDS[kind].title} closed for longer than the archive delay, last closed first.`}
        back={{ to: bugReportPaths.list(kind), label: KIND_WORDS[kind].title }}
        actions={<KindSwitch kind={kind} scope="archive" to={bugReportPaths.archive} />}
      />
      {/* Keyed by kind: the filters' ids are the kind's own. */}
      <ReportsList key={kind} kind={kind} archive />
    </>
  );
}
