import type { Category } from '@shop/api/contract';

export interface CategoryTree {
  /** Top-level categories, in the server's order. */
  top: Category[];
  /** The sub-categories of a category (none for an unknown id). */
  childrenOf: (id: number) => Category[];
  /** Any category by id, at whatever level. */
  byId: (id: number) => Category | undefined;
}

/**
 * The category answer as a tree, whichever way the server sends it: a flat list where each entry
 * names its `parentId`, or top-level entries with their `children` nested (the mock does that), or
 * both. Every node is read once by id; a node whose parent is not in the answer counts as top level,
 * so nothing the server sent becomes unreachable.
 */
export function categoryTree(answer: readonly Category[]): CategoryTree {
  const nodes = new Map<number, Category>();
  const walk = (list: readonly Category[]) => {
    for (const node of list) {
      if (!nodes.has(node.id)) nodes.set(node.id, node);
      if (node.children?.length) walk(node.children);
    }
  };
  walk(answer);
  const all = [...nodes.values()];
  const top = all.filter((c) => c.parentId === null || !nodes.has(c.parentId));
  const children = new Map<number, Category[]>();
  for (const c of all) {
    if (c.parentId === null || !nodes.has(c.parentId)) continue;
    children.set(c.parentId, [...(children.get(c.parentId) ?? []), c]);
  }
  return {
    top,
    childrenOf: (id) => children.get(id) ?? [],
    byId: (id) => nodes.get(id),
  };
}
