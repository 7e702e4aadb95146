// The folders of one kind (spec §2 "Bug/Features" folders; `?kind=feature`): each with how many open reports
// it holds, linking to the list filtered by it; "New folder" for who may change the settings.
import { type FolderBody, folderBody, type ReportKind } from '@backoffice/contract/modules/bug-report';
import Add from '@mui/icons-material/Add';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { notify } from '../../../core/notifications';
import { useCanCall } from '../../../core/use-can';
import { FormDialog } from '../../../ui/form-dialog';
import { FormTextField } from '../../../ui/form-text-field';
import { useListParams } from '../../../ui/list-params';
import { ListTable } from '../../../ui/list-table';
import { PageHeader } from '../../../ui/page-header';
import { pagedTableProps } from '../../../ui/paging-footer';
import { useRecordForm } from '../../../ui/record-form';
import { RelativeTime } from '../../../ui/relative-time';
import { lookupsApi } from '../api/lookups';
import { KIND_ENDPOINTS, KIND_WORDS } from '../lib/kind';
import { bugReportPaths } from '../paths';
import { KindSwitch } from './kind-switch';

export function FoldersList({ kind }: { kind: ReportKind }) {
  const list = useListParams();
  const folders = lookupsApi[kind].folders.use({ query: { page: list.page, take: list.take } });
  const canCreate = useCanCall(KIND_ENDPOINTS[kind].createFolder);
  const [creating, setCreating] = useState(false);
  const words = KIND_WORDS[kind];
  return (
    <>
      <PageHeader
        title="Folders"
        subtitle={`Folders group ${words.many} (a release, a customer, a theme); each report sits in one at most.`}
        back={{ to: bugReportPaths.settings(kind), label: 'Tracker settings' }}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <KindSwitch kind={kind} scope="settingsRead" to={bugReportPaths.folders} />
            {canCreate ? (
              <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
                New folder
              </Button>
            ) : null}
          </Stack>
        }
      />
      <ListTable
        label={`Folders of ${words.many}`}
        columns={3}
        {...pagedTableProps(folders, list, 'folder')}
        empty={{ icon: <FolderOutlined />, title: 'No folders yet' }}
        head={
          <>
            <TableCell>Folder</TableCell>
            <TableCell align="right">Open {words.many}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Created</TableCell>
          </>
        }
      >
        {(folder) => (
          <TableRow key={folder.id} hover>
            <TableCell>
              <Link
                component={RouterLink}
                to={bugReportPaths.list(kind, { folder: folder.id })}
                underline="hover"
                sx={{ fontWeight: 600 }}
              >
                {folder.name}
              </Link>
            </TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {folder.openReports}
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              <RelativeTime iso={folder.createdAt} />
            </TableCell>
          </TableRow>
        )}
      </ListTable>
      {creating ? <NewFolderDialog kind={kind} onClose={() => setCreating(false)} /> : null}
    </>
  );
}

function NewFolderDialog({ kind, onClose }: { kind: ReportKind; onClose: () => void }) {
  const create = lookupsApi[kind].useCreateFolder();
  const { form, onSubmit, formError, pending } = useRecordForm<FolderBody>({
    schema: folderBody,
    defaultValues: { name: '' },
    submit: (body) => create.mutateAsync({ body }),
    onSaved: (_, values) => {
      notify({ level: 'success', title: `Folder ${values.name} added` });
      onClose();
    },
  });
  return (
    <FormDialog
      open
      title="New folder"
      onClose={onClose}
      onSubmit={onSubmit}
      error={formError}
      pending={pending}
      submitLabel="Add folder"
      width={360}
    >
      <FormTextField control={form.control} name="name" label="Name" required autoFocus fullWidth />
    </FormDialog>
  );
}
