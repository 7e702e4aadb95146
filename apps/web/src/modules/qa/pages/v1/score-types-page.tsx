import { PageHeader } from '../../../../ui/page-header';
import { v1ScoreTypes } from '../../resources/v1-settings';
import { ScoreTypes } from '../scores-page';

/** The criteria (spec §2 /qc-settings/score/types): QC v2's list of them through the v1 calls. */
export default function V1ScoreTypesPage() {
  return (
    <>
      <PageHeader
        title="Score types"
        subtitle="The criteria a review grades; its score is the weighted mean of the grades. A grade below 50 on a critical criterion makes the whole score 0."
      />
      <ScoreTypes resource={v1ScoreTypes} />
    </>
  );
}
