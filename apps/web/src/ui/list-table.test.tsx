// A list while its first page loads: a count still to come keeps its place above the table (no layout
// shift when it arrives), a list without a count draws none; the page controls say nothing of rows yet;
// placeholder rows take the shape of the rows to come (a button's place, two lines, an empty tick-box column,
// the same hidden cells).
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { renderScreen, signInAs } from '../test/render';
import { ActionsHeadCell, ListTable, placeholderColumns } from './list-table';
import { PagingFooter } from './paging-footer';

function ServersTable(props: { pending: boolean; count?: string | null; items?: { id: number }[] }) {
  return (
    <ListTable
      label="Servers"
      columns={1}
      items={props.items}
      pending={props.pending}
      count={props.count}
      toolbar={<span>Search</span>}
      head={<TableCell>Name</TableCell>}
      empty={{ icon: null, title: 'No servers yet' }}
    >
      {(item) => (
        <TableRow key={item.id}>
          <TableCell>Server {item.id}</TableCell>
        </TableRow>
      )}
    </ListTable>
  );
}

function renderList(props: { pending: boolean; count?: string | null; items?: { id: number }[] }) {
  signInAs([]);
  return renderScreen(<ServersTable {...props} />, { path: '/servers' });
}

const placeholder = (container: HTMLElement) => container.querySelector('[data-count-placeholder]');

describe('the count above a list', () => {
  it('keeps its place while the first page loads', async () => {
    const { container } = renderList({ pending: true, count: null });
    await screen.findByText('Search');
    expect(placeholder(container)).not.toBeNull();
  });

  it('is the count once the page is there', async () => {
    const { container } = renderList({ pending: false, count: '2 servers', items: [{ id: 1 }, { id: 2 }] });
    expect(await screen.findByText('2 servers')).toBeTruthy();
    expect(placeholder(container)).toBeNull();
  });

  it('has no place in a list that shows no count, nor once loading failed', async () => {
    const none = renderList({ pending: true });
    await screen.findAllByText('Search');
    expect(placeholder(none.container)).toBeNull();
    none.unmount();
    const failed = renderList({ pending: false, count: null });
    await screen.findAllByText('Search');
    expect(placeholder(failed.container)).toBeNull();
  });
});

describe('the page controls under a list', () => {
  const paging = { page: 1, take: 25, sizes: [25, 50, 100], setPaging: () => {} };

  it('say nothing of rows while the page loads, then which rows of how many', async () => {
    signInAs([]);
    const loading = renderScreen(<PagingFooter paging={paging} data={undefined} />, { path: '/servers' });
    await screen.findByRole('combobox');
    expect(loading.container.textContent).not.toMatch(/of 0/);
    loading.unmount();
    renderScreen(<PagingFooter paging={paging} data={{ items: [1, 2], total: 2 }} />, { path: '/servers' });
    expect(await screen.findByText('1–2 of 2')).toBeTruthy();
  });
});

describe('placeholder rows', () => {
  function renderLoading(props: { head: React.ReactNode; columns: number; lines?: number }) {
    signInAs([]);
    return renderScreen(
      <ListTable
        label="Servers"
        columns={props.columns}
        items={undefined}
        pending
        skeletonRows={2}
        skeletonLines={props.lines}
        head={props.head}
        empty={{ icon: null, title: 'No servers yet' }}
      >
        {() => null}
      </ListTable>,
      { path: '/servers' },
    );
  }
  const rows = (container: HTMLElement) => [...container.querySelectorAll('tbody > tr[aria-hidden="true"]')];

  it('hold a row button’s place in the buttons’ column, as tall as a row with buttons', async () => {
    const { container } = renderLoading({
      columns: 2,
      head: (
        <>
          <TableCell>Name</TableCell>
          <ActionsHeadCell width={56} />
        </>
      ),
    });
    await screen.findByRole('table');
    for (const row of rows(container)) {
      const cells = row.querySelectorAll('td');
      expect(cells).toHaveLength(2);
      expect(cells[1]!.querySelector('.MuiIconButton-root')).not.toBeNull();
      expect(cells[0]!.querySelector('.MuiIconButton-root')).toBeNull();
    }
  });

  it('draw as many lines in the first cell as its rows have', async () => {
    const { container } = renderLoading({ columns: 2, lines: 2, head: <TableCell>Name</TableCell> });
    await screen.findByRole('table');
    const [first] = rows(container);
    const cells = first!.querySelectorAll('td');
    expect(cells[0]!.querySelectorAll('.MuiSkeleton-root')).toHaveLength(2);
    expect(cells[1]!.querySelectorAll('.MuiSkeleton-root')).toHaveLength(1);
  });

  it('hide the cells whose header cell is hidden by width', () => {
    const head = (
      <>
        <TableCell>Name</TableCell>
        <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Created</TableCell>
        <ActionsHeadCell width={56} />
      </>
    );
    expect(placeholderColumns(head)).toEqual([
      { kind: 'text', display: undefined },
      { kind: 'text', display: { xs: 'none', md: 'table-cell' } },
      { kind: 'actions', display: undefined },
    ]);
  });

  it('leave a tick box’s or expand button’s column empty, the lines in the first text cell', async () => {
    const { container } = renderLoading({
      columns: 3,
      lines: 2,
      head: (
        <>
          <TableCell padding="checkbox" />
          <TableCell>Name</TableCell>
          <TableCell>Role</TableCell>
        </>
      ),
    });
    await screen.findByRole('table');
    const [first] = rows(container);
    const cells = first!.querySelectorAll('td');
    expect(cells[0]!.querySelectorAll('.MuiSkeleton-root')).toHaveLength(0);
    expect(cells[0]!.className).toMatch(/MuiTableCell-paddingCheckbox/);
    expect(cells[1]!.querySelectorAll('.MuiSkeleton-root')).toHaveLength(2);
    expect(cells[2]!.querySelectorAll('.MuiSkeleton-root')).toHaveLength(1);
  });

  it('stay plain where the header cells are not the columns counted', async () => {
    const { container } = renderLoading({ columns: 3, head: <ActionsHeadCell width={56} /> });
    await screen.findByRole('table');
    const [first] = rows(container);
    expect(first!.querySelectorAll('td')).toHaveLength(3);
    expect(first!.querySelector('.MuiIconButton-root')).toBeNull();
  });
});

describe('the first page of rows', () => {
  it('is drawn in a background render: its placeholder rows stay until then, and the empty state never shows', async () => {
    signInAs([]);
    let show: (items: { id: number }[]) => void = () => {};
    function Servers() {
      const [items, setItems] = useState<{ id: number }[]>();
      show = setItems;
      return <ServersTable items={items} pending={items === undefined} />;
    }
    const { container } = renderScreen(<Servers />, { path: '/servers' });
    await screen.findByRole('table', { name: 'Servers' });
    const state = () => ({
      rows: container.textContent?.includes('Server 2') ?? false,
      placeholder: container.querySelector('.MuiSkeleton-root') !== null,
      empty: container.textContent?.includes('No servers yet') ?? false,
    });
    expect(state()).toEqual({ rows: false, placeholder: true, empty: false });
    let urgent: ReturnType<typeof state> | undefined;
    act(() => {
      // The page arrives as TanStack Query's store delivers it: an urgent (synchronous) render.
      flushSync(() => show([{ id: 1 }, { id: 2 }]));
      urgent = state();
    });
    expect(urgent).toEqual({ rows: false, placeholder: true, empty: false });
    expect(state()).toEqual({ rows: true, placeholder: false, empty: false });
  });
});
