import { updateEmployee } from '@backoffice/contract/modules/leave';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useCanCall } from '../../../core/use-can';
import { ErrorAlert } from '../../../ui/error-alert';
import { useListParams } from '../../../ui/list-params';
import { PageHeader } from '../../../ui/page-header';
import { PagingFooter } from '../../../ui/paging-footer';
import { useEmployee } from '../api/get-employee';
import { useUserRequests } from '../api/user-requests';
import { AllowancesForm } from '../components/allowances-form';
import { BalanceCards } from '../components/balance-cards';
import { RequestsTable } from '../components/requests-table';
import { YearSelect } from '../components/year-select';
import { LEAVE_PAGE } from '../lib/format';
import { leavePaths } from '../paths';

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
