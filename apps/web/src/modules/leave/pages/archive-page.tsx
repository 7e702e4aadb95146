import { listUsers } from '@backoffice/contract/modules/administration';
import { setApprovers } from '@backoffice/contract/modules/leave';
import Box from '@mui/material/Box';
import { UserPicker } from '../../../core/lookups/pickers';
import { useCurrentUser } from '../../../core/session';
import { useCanCall } from '../../../core/use-can';
import { useListParams } from '../../../ui/list-params';
import { PageHeader } from '../../../ui/page-header';
import { PagingFooter } from '../../../ui/paging-footer';
import { useArchive } from '../api/archive';
import { RequestsTable } from '../components/requests-table';
import { LEAVE_PAGE } from '../lib/format';
import { leavePaths } from '../paths';

/** The archive (spec §2 /leaves/archive): requests that have ended, been refused or cancelled. */
export default function ArchivePage() {
  const me = useCurrentUser();
  // The page and the person in the address: a reload, the back button and a shared link keep them.
  const list = useListParams(LEAVE_PAGE);
  const person = Number(list.params.get('person')) || null;
  const canPick = useCanCall(listUsers);
  const approvesAll = useCanCall(setApprovers);
  const archive = useArchive({ body: { page: list.page, usersIds: person ? [person] : [] } });
  return (
    <>
      <PageHeader
        title="Leave archive"
        subtitle="Leave that has been taken, refused or cancelled, newest first."
        back={{ to: leavePaths.my(), label: 'My leave' }}
      />
      {canPick ? (
        <UserPicker
          label={approvesAll ? 'Person' : 'Person (one whose leave you approve)'}
          value={person}
          onChange={(id) => list.setFilter('person', id ? String(id) : null)}
          placeholder={me?.name ?? 'Yourself'}
          width={360}
          size="small"
        />
      ) : null}
      <Box sx={{ height: 16 }} />
      <RequestsTable
        label="Archive"
        requests={archive.data?.items}
        pending={archive.isPending}
        error={archive.error}
        showPerson={person !== null}
        empty="Nothing in the archive yet"
        footer={<PagingFooter paging={list} data={archive.data} hideWhenSinglePage />}
      />
    </>
  );
}
