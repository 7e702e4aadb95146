import { createTag } from '@backoffice/contract/modules/qa';
import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { useCanCall } from '../../../core/use-can';
import { ActionsHeadCell, ListTable, RowAction } from '../../../ui/list-table';
import { PageHeader } from '../../../ui/page-header';
import { useAllTags } from '../api/list-all-tags';
import { qaPaths } from '../paths';

/** Tags (spec §2 /qc-settings-v2/tags): what reviewers mark chats and tickets with. */
export default function TagsPage() {
  const tags = useAllTags();
  const canCreate = useCanCall(createTag);
  return (
    <>
      <PageHeader
        title="Tags"
        subtitle="Reviewers mark chats and tickets with them; statistics count them. Inactive tags stay on what they mark but are offered no more."
        actions={
          canCreate ? (
            <Button component={RouterLink} to={qaPaths.newTag()} variant="contained" startIcon={<AddOutlined />}>
              New tag
            </Button>
          ) : null
        }
      />
      <ListTable
        label="Tags"
        columns={4}
        items={tags.data}
        pending={tags.isPending}
        error={tags.error}
        empty={{
          icon: <LocalOfferOutlined />,
          title: 'No tags yet',
          ...(canCreate ? { create: { to: qaPaths.newTag(), label: 'New tag' } } : {}),
        }}
        head={
          <>
            <TableCell>Tag</TableCell>
            <TableCell>Description</TableCell>
            <TableCell>State</TableCell>
            <ActionsHeadCell width={64} />
          </>
        }
      >
        {(t) => (
          <TableRow key={t.id} hover>
            <TableCell>
              <Chip size="small" label={t.name} sx={{ bgcolor: t.color, color: '#fff' }} />
            </TableCell>
            <TableCell>{t.description}</TableCell>
            <TableCell>
              <Box component="span" sx={{ color: t.active ? 'success.main' : 'text.secondary' }}>
                {t.active ? 'Active' : 'Inactive'}
              </Box>
            </TableCell>
            <TableCell align="right">
              <RowAction title="Open" label={`Open ${t.name}`} icon={EditOutlined} to={qaPaths.tag(t.id)} />
            </TableCell>
          </TableRow>
        )}
      </ListTable>
    </>
  );
}
