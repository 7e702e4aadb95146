// /sms/templates: the SMS templates, searched and paged in the URL (docs/sms.md "Templates").
import { createSmsTemplate } from '@backoffice/contract/modules/sms/templates';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatInstant } from '../../../core/dates';
import { useCanCall } from '../../../core/use-can';
import { FilterBar } from '../../../ui/filter-bar/filter-bar';
import { FlashAlert, useFlash } from '../../../ui/flash';
import { useListParams } from '../../../ui/list-params';
import { ListTable } from '../../../ui/list-table';
import { monoFont } from '../../../ui/monospace';
import { CreateButton, PageHeader } from '../../../ui/page-header';
import { pagedTableProps } from '../../../ui/paging-footer';
import { useTemplates } from '../api/templates';
import { smsPaths } from '../paths';

const COLUMNS = 4;

export default function TemplatesPage() {
  const list = useListParams();
  const { page, take, search } = list;
  const query = useTemplates({ query: { page, take, search } });
  const canCreate = useCanCall(createSmsTemplate);
  const [flash, setFlash] = useFlash();
  return (
    <>
      <PageHeader
        title="SMS templates"
        subtitle="Texts written once, with {{variables}} the sender fills in."
        actions={canCreate ? <CreateButton to={smsPaths.newTemplate()} label="New template" /> : null}
      />
      <FlashAlert flash={flash} onClose={() => setFlash(null)} />
      <ListTable
        skeletonLines={2}
        label="SMS templates"
        columns={COLUMNS}
        {...pagedTableProps(query, list, 'template')}
        toolbar={
          <FilterBar
            label="Filter templates"
            search={{ label: 'Search templates', placeholder: 'Search name or text' }}
            filters={[]}
          />
        }
        skeletonRows={4}
        head={
          <>
            <TableCell>Name</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Text</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Variables</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Last change</TableCell>
          </>
        }
        empty={{
          icon: <SmsOutlined />,
          title: 'No SMS templates yet',
          description: 'A template is a text with {{variables}}, chosen when sending an SMS.',
          create: canCreate ? { to: smsPaths.newTemplate(), label: 'New template' } : undefined,
        }}
        filtered={Boolean(search)}
        noMatch={{ title: 'No template matches', description: 'Change the search.' }}
      >
        {(template) => (
          <TableRow key={template.id} hover>
            <TableCell sx={{ maxWidth: { xs: 260, sm: 280 } }}>
              {canCreate ? (
                <Link
                  component={RouterLink}
                  to={smsPaths.template(template.name)}
                  underline="hover"
                  sx={{ fontWeight: 600, ...monoFont, overflowWrap: 'anywhere' }}
                >
                  {template.name}
                </Link>
              ) : (
                <Typography sx={{ fontWeight: 600, ...monoFont, overflowWrap: 'anywhere' }}>{template.name}</Typography>
              )}
              {template.description ? (
                <Typography variant="body2" color="text.secondary" noWrap title={template.description}>
                  {template.description}
                </Typography>
              ) : null}
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, maxWidth: 420 }}>
              <Typography variant="body2" noWrap title={template.body}>
                {template.body}
              </Typography>
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {template.variables.map((v) => (
                  <Chip key={v} size="small" label={v} variant="outlined" sx={{ height: 22, ...monoFont }} />
                ))}
              </Stack>
            </TableCell>
            <TableCell
              sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap', color: 'text.secondary' }}
            >
              {formatInstant(template.updatedAt)}
            </TableCell>
          </TableRow>
        )}
      </ListTable>
    </>
  );
}
