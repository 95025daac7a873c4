import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

type Shelf = { id: string; name: string; shelves?: Shelf[] };

// Data of any depth: genres, sub-genres and series.
const bookshop: Shelf[] = [
  {
    id: 'arr-fiction',
    name: 'Fiction',
    shelves: [
      {
        id: 'arr-fantasy',
        name: 'Fantasy',
        shelves: [
          { id: 'arr-earthsea', name: 'Earthsea series' },
          { id: 'arr-discworld', name: 'Discworld series' },
        ],
      },
      { id: 'arr-thrillers', name: 'Thrillers' },
    ],
  },
  {
    id: 'arr-nonfiction',
    name: 'Non-fiction',
    shelves: [
      { id: 'arr-travel', name: 'Travel writing' },
      { id: 'arr-cooking', name: 'Cookery' },
    ],
  },
  { id: 'arr-maps', name: 'Maps and atlases' },
];

// One component renders a shelf and, through itself, every shelf below it.
function ShelfItem({ shelf }: { shelf: Shelf }) {
  return (
    <TreeItem itemId={shelf.id} label={shelf.name}>
      {shelf.shelves?.map((child) => <ShelfItem key={child.id} shelf={child} />)}
    </TreeItem>
  );
}

export default function BookshopShelvesFromData() {
  return (
    <SimpleTreeView
      aria-label="Bookshop shelves"
      defaultExpandedItems={['arr-fiction', 'arr-fantasy']}
      sx={{ maxWidth: 340 }}
    >
      {bookshop.map((shelf) => (
        <ShelfItem key={shelf.id} shelf={shelf} />
      ))}
    </SimpleTreeView>
  );
}
