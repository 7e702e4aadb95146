import { listUsers } from '@backoffice/contract/modules/administration';
import { userLookup } from '../../../core/lookups/lookups';
import { useCanCall } from '../../../core/use-can';
import { FilterBar } from '../../../ui/filter-bar/filter-bar';
import { useListParams } from '../../../ui/list-params';
import { PageHeader } from '../../../ui/page-header';
import { PagingFooter } from '../../../ui/paging-footer';
import { useArchive } from '../api/archive';
import { RequestsTable } from '../components/requests-table';
import { LEAVE_PAGE } from '../lib/format';
import { leavePaths } from '../paths';

/** The archive (spec §2 /leaves/archive): requests that have ended, been refused or cancelled. */
export default function ArchivePage() {
  // The page and the person in the address: a reload, the back button and a shared link keep them.
  const list = useListParams(LEAVE_PAGE);
  const person = Number(list.params.get('person')) || null;
  const canPick = useCanCall(listUsers);
  const archive = useArchive({ body: { page: list.page, usersIds: person ? [person] : [] } });
  return (
    <>
      <PageHeader
        title="Leave archive"
        subtitle="Leave that has been taken, refused or cancelled, newest first."
        back={{ to: leavePaths.my(), label: 'My leave' }}
      />
      <RequestsTable
        label="Archive"
        toolbar={
          canPick ? (
            <FilterBar
              label="Filter the archive"
              filters={[
                {
                  kind: 'lookup',
                  param: 'person',
                  // Without a person the archive is one's own; an approver picks among those they approve
                  // (the server answers for no one else).
                  label: 'Person',
                  lookup: userLookup,
                },
              ]}
            />
          ) : null
        }
        requests={archive.data?.items}
        pending={archive.isPending}
        error={archive.error}
        showPerson={person !== null}
        empty={
          person === null
            ? 'Nothing in the archive yet'
            : 'Nothing in this person’s archive: no leave taken, refused or cancelled'
        }
        footer={<PagingFooter paging={list} data={archive.data} hideWhenSinglePage />}
      />
    </>
  );
}
