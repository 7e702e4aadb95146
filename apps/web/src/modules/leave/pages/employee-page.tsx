import type { EmployeeLeave } from '@backoffice/contract/modules/leave';
import { updateEmployee } from '@backoffice/contract/modules/leave';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '../../../core/api';
import { notify } from '../../../core/notifications';
import { useCanCall } from '../../../core/use-can';
import { ErrorAlert } from '../../../ui/error-alert';
import { useListParams } from '../../../ui/list-params';
import { PageHeader } from '../../../ui/page-header';
import { PagingFooter } from '../../../ui/paging-footer';
import { useEmployee } from '../api/get-employee';
import { useUpdateEmployee } from '../api/update-employee';
import { useUserRequests } from '../api/user-requests';
import { BalanceCards } from '../components/balance-cards';
import { RequestsTable } from '../components/requests-table';
import { YearSelect } from '../components/year-select';
import { LEAVE_PAGE } from '../lib/format';
import { leavePaths } from '../paths';

/** The allowances of a year, per type with one: the person's own (empty: the type's) and days carried over. */
function AllowancesForm({ employee }: { employee: EmployeeLeave }) {
  const save = useUpdateEmployee();
  const deducting = employee.balances.filter((b) => b.deducts);
  const [values, setValues] = useState(() =>
    Object.fromEntries(
      deducting.map((b) => [
        b.typeId,
        { allowance: b.ownAllowance ? String(b.allowance) : '', carriedOver: String(b.carriedOver) },
      ]),
    ),
  );
  return (
    <Paper
      variant="outlined"
      component="form"
      sx={{ p: 2.5 }}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          {
            params: { id: employee.userId },
            body: {
              year: employee.year,
              types: deducting.map((b) => ({
                typeId: b.typeId,
                allowance: values[b.typeId]!.allowance.trim() === '' ? null : Number(values[b.typeId]!.allowance),
                carriedOver: Number(values[b.typeId]!.carriedOver || 0),
              })),
            },
          },
          {
            onSuccess: () => notify({ level: 'success', title: 'Allowances saved' }),
            onError: (error) => notify({ level: 'error', title: 'Not saved', body: errorMessage(error) }),
          },
        );
      }}
    >
      <Typography variant="subtitle2" component="h2">
        Allowances in {employee.year}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Empty: the type’s allowance. Half days allowed.
      </Typography>
      <Stack spacing={1.5}>
        {deducting.map((b) => (
          <Box
            key={b.typeId}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '160px 180px 180px' },
              gap: 2,
              alignItems: 'center',
            }}
          >
            <Typography variant="body2">{b.name}</Typography>
            <TextField
              size="small"
              type="number"
              label="Days a year"
              placeholder={String(b.allowance)}
              value={values[b.typeId]!.allowance}
              onChange={(e) =>
                setValues({ ...values, [b.typeId]: { ...values[b.typeId]!, allowance: e.target.value } })
              }
              slotProps={{ htmlInput: { min: 0, max: 366, step: 0.5 } }}
            />
            <TextField
              size="small"
              type="number"
              label="Carried over"
              value={values[b.typeId]!.carriedOver}
              onChange={(e) =>
                setValues({ ...values, [b.typeId]: { ...values[b.typeId]!, carriedOver: e.target.value } })
              }
              slotProps={{ htmlInput: { min: 0, max: 366, step: 0.5 } }}
            />
          </Box>
        ))}
      </Stack>
      <Box sx={{ mt: 2, textAlign: 'right' }}>
        <Button type="submit" variant="contained" loading={save.isPending}>
          Save allowances
        </Button>
      </Box>
    </Paper>
  );
}

/** One employee's leave (spec §2 /leaves/employee/{userId}): balances, allowances and requests. */
export default function EmployeePage() {
  const userId = Number(useParams().userId);
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const list = useListParams(LEAVE_PAGE);
  const employee = useEmployee({ params: { id: userId }, query: { year } });
  const requests = useUserRequests({ params: { id: userId }, query: { page: list.page } });
  const canEdit = useCanCall(updateEmployee);
  return (
    <>
      <PageHeader
        title={employee.data ? `${employee.data.userName}’s leave` : 'Employee’s leave'}
        subtitle={employee.data?.departmentName ?? undefined}
        back={{ to: leavePaths.employees(), label: 'Employees’ leave' }}
        actions={<YearSelect value={year} onChange={setYear} />}
      />
      <ErrorAlert error={employee.error} />
      <Stack spacing={3}>
        <BalanceCards balances={employee.data?.balances} />
        {canEdit && employee.data ? (
          <AllowancesForm key={`${userId}-${year}-${employee.dataUpdatedAt}`} employee={employee.data} />
        ) : null}
        <Box>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Requests
          </Typography>
          <RequestsTable
            label="Requests"
            requests={requests.data?.items}
            pending={requests.isPending}
            error={requests.error}
            empty="No leave requests"
            footer={<PagingFooter paging={list} data={requests.data} hideWhenSinglePage />}
          />
        </Box>
      </Stack>
    </>
  );
}
