import { PageHeader } from '../../../../ui/page-header';
import { v1ScoreGrades } from '../../resources/v1-settings';
import { ScoreGrades } from '../scores-page';

/** The grades (spec §2 /qc-settings/score/grades): QC v2's list of them through the v1 calls. */
export default function V1ScoreGradesPage() {
  return (
    <>
      <PageHeader title="Score grades" subtitle="The values a criterion can be given, best first; below 50 fails it." />
      <ScoreGrades resource={v1ScoreGrades} />
    </>
  );
}
