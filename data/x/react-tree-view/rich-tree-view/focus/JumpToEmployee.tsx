import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const orgChart: TreeViewBaseItem[] = [
  {
    id: 'nadia',
    label: 'Nadia Okafor, CEO',
    children: [
      {
        id: 'leo',
        label: 'Leo Martins, VP Engineering',
        children: [
          { id: 'priya', label: 'Priya Nair, Staff engineer' },
          { id: 'tom', label: 'Tom Becker, QA lead' },
        ],
      },
      {
        id: 'sofia',
        label: 'Sofia Rossi, VP Sales',
        children: [{ id: 'kenji', label: 'Kenji Sato, Account executive' }],
      },
    ],
  },
];

type Person = { id: string; label: string };
const flatten = (items: TreeViewBaseItem[]): Person[] =>
  items.flatMap((item) => [{ id: item.id, label: item.label }, ...flatten(item.children ?? [])]);
const people = flatten(orgChart);

type Pending = { itemId: string; event: React.SyntheticEvent };

export default function JumpToEmployee() {
  const apiRef = useTreeViewApiRef();
  const [pending, setPending] = React.useState<Pending | null>(null);

  // Once the ancestors are open and the person's row is rendered, move focus to it.
  React.useEffect(() => {
    if (pending && apiRef.current?.getItemDOMElement(pending.itemId)) {
      apiRef.current.focusItem(pending.event, pending.itemId);
      setPending(null);
    }
  }, [pending, apiRef]);

  const handleChange = (event: React.SyntheticEvent, person: Person | null) => {
    const api = apiRef.current;
    if (!person || !api) {
      return;
    }
    const ancestors: string[] = [];
    for (let id = api.getParentId(person.id); id; id = api.getParentId(id)) {
      ancestors.unshift(id);
    }
    ancestors.forEach((itemId) => api.setItemExpansion({ itemId, shouldBeExpanded: true }));
    setPending({ itemId: person.id, event });
  };

  return (
    <Box sx={{ maxWidth: 400 }}>
      <Autocomplete
        options={people}
        onChange={handleChange}
        size="small"
        renderInput={(params) => <TextField {...params} label="Go to a person" />}
        sx={{ mb: 1 }}
      />
      <RichTreeView apiRef={apiRef} aria-label="Organisation chart" items={orgChart} />
    </Box>
  );
}
