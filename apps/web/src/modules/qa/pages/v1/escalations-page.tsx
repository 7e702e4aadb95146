// Escalations (spec §2 /qc/escalations): QC v1's list of chat and ticket escalations together, through
// the v1 calls (reviewed, page, sortBy, direction; a search through `search/{term}`), drawn by QC v2's
// table. Left alone, the profile's showReviewedEscalations decides whether reviewed ones show (as v2).
import { ESCALATION_SORT } from '@backoffice/contract/modules/qa';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { sortFields, useListParams, useSortParams } from '../../../../ui/list-params';
import { PageHeader } from '../../../../ui/page-header';
import { SearchField } from '../../../../ui/search-field';
import { useV1Escalations, useV1SearchEscalations } from '../../api/v1-follow-up';
import { qcPaths } from '../../paths';
import { EscalationsTable } from '../escalations-page';

export default function V1EscalationsPage() {
  const list = useListParams();
  const sort = useSortParams(ESCALATION_SORT);
  const term = list.search.trim();
  const reviewedOnly = list.params.get('reviewed') === 'true';
  const query = { page: list.page, take: list.take, ...sortFields(sort) };
  const all = useV1Escalations(
    { query: { ...query, ...(reviewedOnly ? { reviewed: 'true' as const } : {}) } },
    { enabled: !term },
  );
  const found = useV1SearchEscalations({ params: { term }, query }, { enabled: Boolean(term) });
  return (
    <>
      <PageHeader
        title="Escalations"
        subtitle="Second looks the reviewers asked for, chats and tickets together; a QC manager takes one and reviews it."
      />
      <EscalationsTable
        escalations={term ? found : all}
        paging={list}
        conversation="Chat or ticket"
        linkOf={(e) => qcPaths.escalation(e.id)}
        sort={sort}
        bothKinds
        emptyTitle={reviewedOnly ? 'No escalation reviewed' : 'Nothing waits for a second look'}
        filtered={Boolean(term)}
        noMatch={{
          title: 'No escalation matches',
          clear: { label: 'Clear the search', onClick: () => list.setSearch('') },
        }}
        toolbar={
          <>
            <SearchField label="Search escalations" placeholder="Reason, raiser, customer" maxLength={200} />
            <FormControlLabel
              disabled={Boolean(term)}
              control={
                <Switch
                  checked={reviewedOnly}
                  onChange={(e) => list.setFilter('reviewed', e.target.checked ? 'true' : null)}
                />
              }
              label="Reviewed only"
            />
          </>
        }
      />
    </>
  );
}
