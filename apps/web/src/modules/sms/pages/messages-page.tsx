// /sms/messages: the messages sent, newest first, with their status; search, status and page in the URL
// (docs/sms.md "Messages").
import { type SmsStatus, smsStatuses } from '@backoffice/contract/modules/sms/messages';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatInstant } from '../../../core/dates';
import { useCan } from '../../../core/use-can';
import { FilterBar, type FilterSpec, optionsOf } from '../../../ui/filter-bar/filter-bar';
import { FlashAlert, useFlash } from '../../../ui/flash';
import { useListParams } from '../../../ui/list-params';
import { ListTable } from '../../../ui/list-table';
import { monoFont } from '../../../ui/monospace';
import { CreateButton, PageHeader } from '../../../ui/page-header';
import { pagedTableProps } from '../../../ui/paging-footer';
import { useMessages } from '../api/messages';
import { MessageStatusChip, STATUS_LABEL } from '../components/message-status-chip';
import { smsPaths } from '../paths';

const COLUMNS = 5;
const PHONE_HIDDEN = { display: { xs: 'none', sm: 'table-cell' } } as const;
const FILTERS: FilterSpec[] = [
  { kind: 'choice', param: 'status', label: 'Status', options: optionsOf(smsStatuses, (s) => STATUS_LABEL[s]) },
];

export default function MessagesPage() {
  const list = useListParams();
  const { page, take, search } = list;
  const status = smsStatuses.find((s): s is SmsStatus => s === list.params.get('status'));
  const query = useMessages({ query: { page, take, search, status } });
  // The send endpoint's scope, named here: its contract file carries the phone-number library.
  const canSend = useCan('sms:sms:create');
  const [flash, setFlash] = useFlash();
  return (
    <>
      <PageHeader
        title="SMS messages"
        subtitle="Every message sent, newest first. Queued ones go out within a minute."
        actions={canSend ? <CreateButton to={smsPaths.sendMessage()} label="Send SMS" /> : null}
      />
      <FlashAlert flash={flash} onClose={() => setFlash(null)} />
      <ListTable
        skeletonLines={2}
        label="SMS messages"
        columns={COLUMNS}
        {...pagedTableProps(query, list, 'message')}
        toolbar={
          <FilterBar
            label="Filter messages"
            search={{ label: 'Search messages', placeholder: 'Number, text or template' }}
            filters={FILTERS}
          />
        }
        skeletonRows={6}
        head={
          <>
            <TableCell sx={PHONE_HIDDEN}>Recipient</TableCell>
            <TableCell>Message</TableCell>
            <TableCell sx={PHONE_HIDDEN}>Status</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Sent by</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Created</TableCell>
          </>
        }
        empty={{
          icon: <SmsOutlined />,
          title: 'No SMS sent yet',
          description: 'Messages sent from a template or as free text are listed here with their status.',
          create: canSend ? { to: smsPaths.sendMessage(), label: 'Send SMS' } : undefined,
        }}
        filtered={Boolean(search || status)}
        noMatch={{ title: 'No message matches', description: 'Change the search or the status.' }}
      >
        {(message) => (
          <TableRow key={message.id} hover>
            <TableCell sx={{ ...PHONE_HIDDEN, ...monoFont, whiteSpace: 'nowrap' }}>{message.recipient}</TableCell>
            <TableCell sx={{ maxWidth: { xs: 'calc(100vw - 64px)', sm: 360, lg: 520 } }}>
              {/* On phones the recipient and the status join the message: no sideways scrolling. */}
              <Stack
                direction="row"
                spacing={1}
                sx={{
                  display: { xs: 'flex', sm: 'none' },
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  mb: 0.5,
                }}
              >
                <Typography variant="body2" sx={{ ...monoFont, fontWeight: 600 }}>
                  {message.recipient}
                </Typography>
                <MessageStatusChip message={message} />
              </Stack>
              <Typography variant="body2" noWrap title={message.text}>
                {message.text}
              </Typography>
              <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 0.25, flexWrap: 'wrap' }}>
                {message.template ? (
                  <Chip size="small" label={message.template} variant="outlined" sx={{ height: 20, ...monoFont }} />
                ) : null}
                <Typography variant="caption" color="text.secondary">
                  {message.encoding} · {message.segments} {message.segments === 1 ? 'part' : 'parts'}
                </Typography>
              </Stack>
            </TableCell>
            <TableCell sx={PHONE_HIDDEN}>
              <MessageStatusChip message={message} />
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>
              {message.sender?.name ?? '—'}
            </TableCell>
            <TableCell
              sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap', color: 'text.secondary' }}
            >
              {formatInstant(message.createdAt)}
            </TableCell>
          </TableRow>
        )}
      </ListTable>
    </>
  );
}
