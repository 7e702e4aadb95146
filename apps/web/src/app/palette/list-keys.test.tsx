// J / K and Enter in a list (issue 26 item 5), with the real launcher and ListTable.
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { screen } from '@testing-library/react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderScreen, signInAs } from '../../test/render';
import { ListTable } from '../../ui/list-table';
import { PaletteLauncher } from './palette-launcher';

const servers = [
  { id: 1, name: 'web-fra-01' },
  { id: 2, name: 'web-fra-02' },
  { id: 3, name: 'db-ams-01' },
];

function renderList() {
  signInAs([]);
  return renderScreen(
    <main>
      <PaletteLauncher />
      <ListTable
        label="Servers"
        columns={1}
        items={servers}
        pending={false}
        head={<TableCell>Name</TableCell>}
        empty={{ icon: null, title: 'No servers yet' }}
      >
        {(server) => (
          <TableRow key={server.id}>
            <TableCell>
              <Link to={`/servers/${server.id}`}>{server.name}</Link>
            </TableCell>
          </TableRow>
        )}
      </ListTable>
    </main>,
    { path: '/servers' },
  );
}

describe('keys in a list', () => {
  it('J and K move through the rows, never past the ends; Enter opens the row', async () => {
    const { user, router } = renderList();
    const rows = screen.getAllByRole('row').slice(1);
    await user.keyboard('j');
    expect(rows[0]).toHaveFocus();
    await user.keyboard('jjj');
    expect(rows[2]).toHaveFocus();
    await user.keyboard('k');
    expect(rows[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/servers/2');
  });

  it('K from nowhere starts at the last row', async () => {
    const { user } = renderList();
    await user.keyboard('k');
    expect(screen.getAllByRole('row').at(-1)).toHaveFocus();
  });
});
