import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { type ReactNode, useState } from 'react';
import { ErrorAlert } from '../../../ui/error-alert';
import { FlashAlert, useFlash } from '../../../ui/flash';
import { PageHeader } from '../../../ui/page-header';
import { shiftsPaths } from '../paths';

interface SettingsListProps<T> {
  title: string;
  subtitle: string;
  /** The button that opens the create dialog ("New shift type"). */
  newLabel: string;
  newDisabled?: boolean;
  error: unknown;
  /** The table's accessible name and its heading cells. */
  label: string;
  head: ReactNode;
  columns: number;
  items: readonly T[] | undefined;
  row: (item: T) => ReactNode;
  /** Said in the table when there is none. */
  none: string;
  /** The create dialog; `created` closes it and says the title above the list. */
  dialog: (props: { onClose: () => void; created: (title: string) => void }) => ReactNode;
}

/** The row a table of the shifts shows when it has none ("No shift types yet."). */
export function NoneRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} sx={{ color: 'text.secondary' }}>
        {children}
      </TableCell>
    </TableRow>
  );
}

/** A list of the shifts' settings (types, automations): header with New, flash, table, create dialog. */
export function SettingsList<T>(props: SettingsListProps<T>) {
  const [creating, setCreating] = useState(false);
  const [flash, setFlash] = useFlash();
  return (
    <>
      <PageHeader
        title={props.title}
        subtitle={props.subtitle}
        back={{ to: shiftsPaths.manage(), label: 'Manage shifts' }}
        actions={
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            disabled={props.newDisabled}
            onClick={() => setCreating(true)}
          >
            {props.newLabel}
          </Button>
        }
      />
      <FlashAlert flash={flash} onClose={() => setFlash(null)} />
      <ErrorAlert error={props.error} />
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table aria-label={props.label}>
          <TableHead>
            <TableRow>{props.head}</TableRow>
          </TableHead>
          <TableBody>
            {(props.items ?? []).map(props.row)}
            {props.items?.length === 0 ? <NoneRow columns={props.columns}>{props.none}</NoneRow> : null}
          </TableBody>
        </Table>
      </Paper>
      {creating
        ? props.dialog({
            onClose: () => setCreating(false),
            created: (title) => {
              setCreating(false);
              setFlash({ severity: 'success', title });
            },
          })
        : null}
    </>
  );
}
