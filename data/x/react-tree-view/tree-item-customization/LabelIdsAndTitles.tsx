import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Book = { id: string; label: string; author?: string; price?: string };

const shelves: TreeViewBaseItem<Book>[] = [
  {
    id: 'travel',
    label: 'Travel writing',
    children: [
      {
        id: 'b1',
        label: 'Slow Trains Across the Balkans: A Winter Journal',
        author: 'M. Petrović',
        price: '€18.50',
      },
      {
        id: 'b2',
        label: 'The Lighthouse Keepers of the Outer Hebrides',
        author: 'F. MacLeod',
        price: '€21.00',
      },
    ],
  },
  {
    id: 'cooking',
    label: 'Cooking',
    children: [
      {
        id: 'b3',
        label: 'Fermentation at Home: Breads, Pickles and Small Batch Sauces',
        author: 'A. Tanaka',
        price: '€27.90',
      },
    ],
  },
];

const booksById = new Map(shelves.flatMap((shelf) => shelf.children ?? []).map((b) => [b.id, b]));

function ShelfItem(props: TreeItemProps) {
  const text = typeof props.label === 'string' ? props.label : undefined;
  return (
    <TreeItem
      {...props}
      slotProps={{
        // A stable id lets other elements point at this label; title shows the full text on hover.
        label: {
          id: `${props.itemId}-label`,
          title: text,
          style: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
        },
      }}
    />
  );
}

export default function LabelIdsAndTitles() {
  const [selected, setSelected] = React.useState<string | null>('b1');
  const book = selected ? booksById.get(selected) : undefined;

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ width: 260, flexShrink: 0 }}>
        <RichTreeView
          aria-label="Bookshop shelves"
          items={shelves}
          slots={{ item: ShelfItem }}
          defaultExpandedItems={['travel', 'cooking']}
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
        />
      </Box>
      {book ? (
        // The panel is named after the selected label, through the id given to it.
        <Paper component="section" variant="outlined" aria-labelledby={`${book.id}-label`} sx={{ p: 2, flex: 1 }}>
          <Typography variant="subtitle2" component="p">{book.label}</Typography>
          <Typography variant="body2" color="text.secondary">
            {book.author} · {book.price}
          </Typography>
        </Paper>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
          Select a book to see its details.
        </Typography>
      )}
    </Stack>
  );
}
