import type { Folder } from '@backoffice/contract/modules/files';

export interface TreeNode {
  folder: Folder;
  children: TreeNode[];
}

/**
 * The folder tree from the flat list the server answers: a folder whose parent the reader cannot see
 * (shared inside a hidden folder) is a root of its own.
 */
export function buildTree(folders: readonly Folder[]): TreeNode[] {
  const nodes = new Map(folders.map((folder) => [folder.id, { folder, children: [] as TreeNode[] }]));
  const roots: TreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.folder.parentId === null ? undefined : nodes.get(node.folder.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The ids from the top down to a folder (to open the tree where the reader is). */
export function ancestorsOf(folders: readonly Folder[], id: number | null): number[] {
  const byId = new Map(folders.map((f) => [f.id, f]));
  const chain: number[] = [];
  let current = id === null ? undefined : byId.get(id);
  while (current && !chain.includes(current.id)) {
    chain.unshift(current.id);
    current = current.parentId === null ? undefined : byId.get(current.parentId);
  }
  return chain;
}
