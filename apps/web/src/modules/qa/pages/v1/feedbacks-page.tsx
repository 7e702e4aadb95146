// Feedbacks (spec §2 /qc/feedbacks): QC v1's list of chat and ticket feedbacks together, through the v1
// calls (page, sortBy, direction; a search through `search/{term}`), drawn by QC v2's table.
import { FEEDBACK_SORT } from '@backoffice/contract/modules/qa';
import { sortFields, useListParams, useSortParams } from '../../../../ui/list-params';
import { PageHeader } from '../../../../ui/page-header';
import { SearchField } from '../../../../ui/search-field';
import { useV1Feedbacks, useV1SearchFeedbacks } from '../../api/v1-follow-up';
import { qcPaths } from '../../paths';
import { FeedbacksTable } from '../feedbacks-page';

export default function V1FeedbacksPage() {
  const list = useListParams();
  const sort = useSortParams(FEEDBACK_SORT);
  const term = list.search.trim();
  const query = { page: list.page, take: list.take, ...sortFields(sort) };
  const all = useV1Feedbacks({ query }, { enabled: !term });
  const found = useV1SearchFeedbacks({ params: { term }, query }, { enabled: Boolean(term) });
  return (
    <>
      <PageHeader
        title="Feedbacks"
        subtitle="What reviews turned into for the agents, chats and tickets together: seen, accepted or disputed, and disputes resolved."
      />
      <FeedbacksTable
        feedbacks={term ? found : all}
        paging={list}
        conversation="Chat or ticket"
        linkOf={(f) => qcPaths.feedback(f.id)}
        sort={sort}
        bothKinds
        filtered={Boolean(term)}
        noMatch={{
          title: 'No feedback matches',
          clear: { label: 'Clear the search', onClick: () => list.setSearch('') },
        }}
        toolbar={
          <SearchField label="Search feedbacks" placeholder="Words, agent, reviewer, customer" maxLength={200} />
        }
      />
    </>
  );
}
