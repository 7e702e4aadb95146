import type { Folder } from '@backoffice/contract/modules/files';
import { describe, expect, it } from 'vitest';
import { ancestorsOf, buildTree } from './tree';

const folder = (id: number, parentId: number | null): Folder => ({
  id,
  name: `F${id}`,
  parentId,
  isPrivate: false,
  effectivePrivate: false,
  ownerId: 1,
  ownerName: 'A',
  sharedAccess: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  canWrite: true,
  canShare: true,
  canDelete: true,
});

describe('the folder tree', () => {
  it('nests folders under their parents; one whose parent is hidden is a root', () => {
    const tree = buildTree([folder(1, null), folder(2, 1), folder(3, 2), folder(4, 99)]);
    expect(tree.map((n) => n.folder.id)).toEqual([1, 4]);
    expect(tree[0]!.children[0]!.children[0]!.folder.id).toBe(3);
  });

  it('finds the way down to a folder', () => {
    expect(ancestorsOf([folder(1, null), folder(2, 1), folder(3, 2)], 3)).toEqual([1, 2, 3]);
    expect(ancestorsOf([], null)).toEqual([]);
  });
});
