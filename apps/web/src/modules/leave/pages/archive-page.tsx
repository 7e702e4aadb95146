import { listUsers } from '@backoffice/contract/modules/administration';
import { setApprovers } from '@backoffice/contract/modules/leave';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { UserPicker } from '../../../core/lookups/pickers';
import { useCurrentUser } from '../../../core/session';
import { useCanCall } from '../../../core/use-can';
import { PageHeader } from '../../../ui/page-header';
import { useArchive } from '../api/archive';
import { RequestsPager } from '../components/requests-pager';
import { RequestsTable } from '../components/requests-table';
import { leavePaths } from '../paths';

/** The archive (spec §2 /leaves/archive): requests that have ended, been refused or cancelled. */
export default function ArchivePage() {
  const me = useCurrentUser();
  const [person, setPerson] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const canPick = useCanCall(listUsers);
  const approvesAll = useCanCall(setApprovers);
  const archive = useArchive({ body: { page, usersIds: person ? [person] : [] } });
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
          onChange={(id) => {
            setPerson(id);
            setPage(1);
          }}
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
        footer={<RequestsPager data={archive.data} page={page} onPage={setPage} />}
      />
    </>
  );
}
