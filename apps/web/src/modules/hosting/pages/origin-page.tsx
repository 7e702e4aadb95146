import { createOriginVhost, deleteOriginVhost, type Website } from '@backoffice/contract/modules/hosting';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import { useState } from 'react';
import { errorMessage } from '../../../core/api';
import { showError } from '../../../core/dialogs';
import { notify } from '../../../core/notifications';
import { useCanCall } from '../../../core/use-can';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useListParams } from '../../../ui/list-params';
import { ActionsHeadCell, ListTable } from '../../../ui/list-table';
import { CreateButton, PageHeader } from '../../../ui/page-header';
import { pagedTableProps } from '../../../ui/paging-footer';
import { SearchField } from '../../../ui/search-field';
import { useDeleteOriginVhost, useOriginVhosts } from '../api/websites';
import { ConfigDialog } from '../components/config-dialog';
import { OriginRow } from '../components/origin-row';
import { PhpModulesDialog } from '../components/php-modules-dialog';
import { hostingPaths } from '../paths';

export default function OriginPage() {
  const list = useListParams();
  const { page, take, search } = list;
  const query = useOriginVhosts({ query: { page, take, search } });
  // Each change follows its own call's access (issue 25): reading websites changes none of them.
  const canCreate = useCanCall(createOriginVhost);
  const canDelete = useCanCall(deleteOriginVhost);
  const [modulesOpen, setModulesOpen] = useState(false);
  const [config, setConfig] = useState<Website | null>(null);
  const [deleting, setDeleting] = useState<Website | null>(null);
  const remove = useDeleteOriginVhost();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { params: { id: deleting.id } },
      {
        onSuccess: (site) => notify({ level: 'success', title: 'Website deleted', body: site.displayDomain }),
        onError: (failure) => showError(errorMessage(failure)),
        onSettled: () => setDeleting(null),
      },
    );
  };

  return (
    <>
      <PageHeader
        title="Origin virtual hosts"
        subtitle="Websites: a domain on a server, with its PHP version and modules, rendered to nginx and PHP-FPM."
        actions={
          <Stack direction="row" spacing={1}>
            <Button startIcon={<ExtensionOutlined />} onClick={() => setModulesOpen(true)}>
              PHP modules
            </Button>
            {canCreate ? <CreateButton to={hostingPaths.createOrigin()} label="New website" /> : null}
          </Stack>
        }
      />
      <ListTable
        skeletonLines={2}
        label="Origin virtual hosts"
        columns={5}
        {...pagedTableProps(query, list, 'website')}
        toolbar={<SearchField label="Search websites" placeholder="Domain" />}
        skeletonRows={8}
        head={
          <>
            <TableCell>Domain</TableCell>
            <TableCell>Server</TableCell>
            <TableCell>PHP</TableCell>
            <TableCell>CDN</TableCell>
            <ActionsHeadCell width={132} />
          </>
        }
        empty={{
          icon: <LanguageOutlined />,
          title: 'No websites yet',
          description: 'A website is a domain on one of the servers, with its own nginx server block and PHP pool.',
          create: canCreate ? { to: hostingPaths.createOrigin(), label: 'New website' } : undefined,
        }}
        filtered={Boolean(search)}
        noMatch={{ title: 'No website matches', description: 'Change the search.' }}
      >
        {(site) => (
          <OriginRow key={site.id} site={site} onConfig={setConfig} onDelete={canDelete ? setDeleting : undefined} />
        )}
      </ListTable>
      <PhpModulesDialog open={modulesOpen} onClose={() => setModulesOpen(false)} />
      <ConfigDialog website={config} onClose={() => setConfig(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete website?"
        confirmLabel="Delete website"
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
      >
        <strong>{deleting?.displayDomain}</strong> will no longer be configured on {deleting?.server.name}. Its
        certificates stay, no longer linked to a website.
      </ConfirmDialog>
    </>
  );
}
