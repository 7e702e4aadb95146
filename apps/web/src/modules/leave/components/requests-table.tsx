import type { LeaveRequest } from '@backoffice/contract/modules/leave';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import BeachAccessOutlined from '@mui/icons-material/BeachAccessOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ListTable } from '../../../ui/list-table';
import { daysWords, spanWords } from '../lib/format';
import { leavePaths } from '../paths';
import { StatusChip } from './status-chip';

interface Props {
  label: string;
  requests: LeaveRequest[] | undefined;
  pending: boolean;
  error?: unknown;
  /** Show whose request it is (lists of several people). */
  showPerson?: boolean;
  empty: string;
  footer?: ReactNode;
  /** The actions of a row (cancel, decide), right-aligned. */
  actions?: (request: LeaveRequest) => ReactNode;
  /** Search and filters above the table. */
  toolbar?: ReactNode;
}

/** Leave requests in a table: who, what, when, how many days, where it stands. */
export function RequestsTable({
  label,
  requests,
  pending,
  error,
  showPerson = false,
  empty,
  footer,
  actions,
  toolbar,
}: Props) {
  const columns = 4 + (showPerson ? 1 : 0) + (actions ? 1 : 0);
  return (
    <ListTable<LeaveRequest>
      label={label}
      columns={columns}
      items={requests}
      pending={pending}
      error={error}
      empty={{ icon: <BeachAccessOutlined />, title: empty }}
      footer={footer}
      toolbar={toolbar}
      head={
        <>
          {showPerson ? <TableCell>Person</TableCell> : null}
          <TableCell>Type</TableCell>
          <TableCell>Dates</TableCell>
          <TableCell align="right">Days</TableCell>
          <TableCell>State</TableCell>
          {actions ? <TableCell align="right" /> : null}
        </>
      }
    >
      {(r) => (
        <TableRow key={r.id} hover>
          {showPerson ? (
            <TableCell>
              <Link component={RouterLink} to={leavePaths.employee(r.userId)}>
                {r.userName}
              </Link>
            </TableCell>
          ) : null}
          <TableCell>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: r.color, flex: 'none' }} />
              {r.typeName}
              {r.document ? (
                <Tooltip title={`Document: ${r.document.name}`}>
                  <Link
                    href={r.document.link}
                    target="_blank"
                    rel="noopener"
                    aria-label={`Document of request ${r.id}`}
                  >
                    <AttachFileOutlined fontSize="small" />
                  </Link>
                </Tooltip>
              ) : null}
            </Box>
            {r.reason ? (
              <Box component="span" sx={{ color: 'text.secondary', fontSize: 13 }}>
                {r.reason}
              </Box>
            ) : null}
          </TableCell>
          <TableCell>{spanWords(r)}</TableCell>
          <TableCell align="right">{daysWords(r.days)}</TableCell>
          <TableCell>
            <StatusChip request={r} />
          </TableCell>
          {actions ? (
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {actions(r)}
            </TableCell>
          ) : null}
        </TableRow>
      )}
    </ListTable>
  );
}
