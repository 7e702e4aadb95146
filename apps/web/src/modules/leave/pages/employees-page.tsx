import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ListTable } from '../../../ui/list-table';
import { PageHeader } from '../../../ui/page-header';
import { useEmployees } from '../api/employees';
import { useLeaveTypes } from '../api/list-types';
import { YearSelect } from '../components/year-select';
import { formatNumber } from '../lib/format';
import { leavePaths } from '../paths';

/** Employees and their balances (spec §2 /leaves/employees): the people whose leave the caller sees. */
export default function EmployeesPage() {
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const types = useLeaveTypes();
  const employees = useEmployees({ body: { ids: [], year } });
  const shown = (types.data ?? []).filter((t) => t.deducts);
  return (
    <>
      <PageHeader
        title="Employees’ leave"
        subtitle="Days left of each type with a yearly allowance: yourself, the people whose leave you approve, or everyone with the leave scopes."
      />
      <ListTable
        label="Employees’ leave"
        columns={2 + shown.length}
        items={employees.data}
        pending={employees.isPending}
        fetching={employees.isFetching}
        error={employees.error}
        toolbar={<YearSelect value={year} onChange={setYear} />}
        count={employees.data ? `${employees.data.length} people` : null}
        empty={{ icon: <GroupsOutlined />, title: 'Nobody to show' }}
        head={
          <>
            <TableCell>Name</TableCell>
            <TableCell>Department</TableCell>
            {shown.map((t) => (
              <TableCell key={t.id} align="right">
                {t.name} left
              </TableCell>
            ))}
          </>
        }
      >
        {(e) => (
          <TableRow key={e.userId} hover>
            <TableCell>
              <Link component={RouterLink} to={leavePaths.employee(e.userId)}>
                {e.userName}
              </Link>
            </TableCell>
            <TableCell>{e.departmentName ?? '—'}</TableCell>
            {shown.map((t) => {
              const b = e.balances.find((x) => x.typeId === t.id);
              return (
                <TableCell key={t.id} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {b ? `${formatNumber(b.remaining)} of ${formatNumber(b.allowance + b.carriedOver)}` : '—'}
                </TableCell>
              );
            })}
          </TableRow>
        )}
      </ListTable>
    </>
  );
}
