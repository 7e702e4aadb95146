// The file manager screen, one rule each: what a folder shows, the keyboard, the view in the URL, the delete
// that says how much goes with a folder, sharing with a person.
import * as files from '@backoffice/contract/modules/files';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, signInAs } from '../../../test/render';
import FileManagerPage from './file-manager-page';

const ALL = [
  'internal-file-manager:files:read',
  'internal-file-manager:files:create',
  'internal-file-manager:files:update',
  'internal-file-manager:files:delete',
  'internal-file-manager:files:share',
];
const at = '2026-11-20T10:00:00.000Z';
const mine = {
  canWrite: true,
  canShare: true,
  canDelete: true,
  ownerId: 1,
  ownerName: 'Ada Admin',
  sharedAccess: null,
};

const folder = (id: number, name: string, parentId: number | null = null): files.Folder => ({
  id,
  name,
  parentId,
  isPrivate: false,
  effectivePrivate: false,
  createdAt: at,
  updatedAt: at,
  ...mine,
});

const file = (id: number, name: string, folderId: number | null = null): files.FileEntry => ({
  id,
  name,
  path: `/api/internal-file-manager/private/0000000${id}-0000-4000-8000-000000000000.txt`,
  folderId,
  folderName: null,
  isPrivate: true,
  effectivePrivate: true,
  contentType: 'text/plain',
  size: 2048,
  createdAt: at,
  updatedAt: at,
  ...mine,
});

const page = (items: files.FileEntry[]) => ({ items, total: items.length, page: 1, take: 50 });

const detail = (f: files.Folder, extra: Partial<files.FolderDetail> = {}): files.FolderDetail => ({
  ...f,
  breadcrumbs: [],
  folders: [],
  files: [],
  fileCount: 0,
  totalFiles: 0,
  totalFolders: 0,
  grants: [],
  ...extra,
});

function renderTop(url = '/files-manager') {
  return renderScreen(<FileManagerPage />, {
    path: '/files-manager',
    url,
    handlers: [
      [files.listFolders, () => [folder(1, 'Handbook'), folder(2, 'Inner', 1)]],
      [files.listFiles, () => page([file(7, 'notes.txt')])],
      [files.getFolder, () => detail(folder(1, 'Handbook'), { totalFiles: 3, totalFolders: 1 })],
      [files.getFile, () => ({ ...file(7, 'notes.txt'), grants: [] })],
      [
        files.grantAccess,
        ({ body }) => ({
          id: 9,
          fileId: 7,
          folderId: null,
          accessType: 'read',
          grantAccessTo: { ...(body as { grantAccessTo: { type: 'user'; id: number } }).grantAccessTo, name: 'Bob' },
          createdAt: at,
        }),
      ],
      [files.deleteFolder, () => ({ id: 1, deletedFiles: 3, deletedFolders: 1 })],
      [files.updateFile, ({ body }) => ({ ...file(7, 'notes.txt'), ...(body as object) })],
      [files.updateFolder, ({ body }) => ({ ...folder(1, 'Handbook'), ...(body as object) })],
    ],
  });
}

describe('the file manager', () => {
  it('shows the top level: its folders first, then its files, and asks for the top level’s files', async () => {
    signInAs(ALL);
    const { sent } = renderTop();
    const rows = await screen.findAllByTestId('entry');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual(['Handbook', 'notes.txt']);
    const call = sent.find((s) => s.endpoint === files.listFiles.name)!;
    expect(call.request.query.get('folderId')).toBeNull();
  });

  it('moves between entries with the arrow keys and opens a folder with Enter', async () => {
    signInAs(ALL);
    renderTop();
    const [handbook, notes] = await screen.findAllByTestId('entry');
    handbook!.focus();
    fireEvent.keyDown(handbook!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(notes);
    fireEvent.keyDown(notes!, { key: 'ArrowUp' });
    fireEvent.keyDown(handbook!, { key: 'Enter' });
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });

  it('keeps the grid view in the URL, so a reload shows the same', async () => {
    signInAs(ALL);
    renderTop('/files-manager?view=grid');
    await screen.findAllByTestId('entry');
    expect(screen.getByRole('button', { name: 'Grid view' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('asks before deleting a folder, saying how many files and folders go with it', async () => {
    signInAs(ALL);
    const { sent } = renderTop();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Handbook' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete…' }));
    await waitFor(() =>
      expect(screen.getByTestId('delete-folder-count').textContent).toMatch(/^3 files and 1 folder will be deleted/),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete folder' }));
    await waitFor(() => expect(sent.some((s) => s.endpoint === files.deleteFolder.name)).toBe(true));
  });

  it('moves a file into a folder chosen from the tree', async () => {
    signInAs(ALL);
    const { sent } = renderTop();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for notes.txt' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move “notes.txt”' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Move to' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Inner' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => {
      const call = sent.find((s) => s.endpoint === files.updateFile.name);
      expect(call?.request.body).toEqual({ folderId: 2 });
    });
  });

  it('offers a folder neither itself nor what lies below it as a destination', async () => {
    signInAs(ALL);
    renderTop();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Handbook' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move “Handbook”' });
    expect(within(dialog).getByRole('combobox', { name: 'Move to' }).textContent).toBe('Top level');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Move to' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Top level']);
  });

  it('the share dialog refuses a grant naming nobody, before any request', async () => {
    signInAs(ALL);
    const { sent } = renderTop();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for notes.txt' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Share…' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Nobody beyond its owner yet.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    // No person chosen: the contract refuses it before any request.
    await waitFor(() => expect(within(dialog).getByText(/expected number|is required|Invalid input/)).toBeTruthy());
    expect(sent.some((s) => s.endpoint === files.grantAccess.name)).toBe(false);
  });

  it('hides uploading and new folders from whoever may only read', async () => {
    signInAs(['internal-file-manager:files:read']);
    renderTop();
    await screen.findAllByTestId('entry');
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New folder' })).toBeNull();
  });
});
