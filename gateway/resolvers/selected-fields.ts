import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * The names of the fields the query asks for under the field being resolved (one level, through fragments): lets a
 * list's resolver start early what its items' fields will ask (issue 44), only when the query asks for them.
 */
export function selectedFields(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): Set<string> {
  const names = new Set<string>();
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        walk(info.fragments[selection.name.value]?.selectionSet);
      }
    }
  };
  for (const node of info.fieldNodes) walk(node.selectionSet);
  return names;
}
