import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import WidthFullIcon from '@mui/icons-material/WidthFull';
import {
  DataGrid,
  GridColumnMenu,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

type Book = { id: number; title: string; author: string; year: number; publisher: string };

const rows: Book[] = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969, publisher: 'Ace Books' },
  { id: 2, title: 'Things Fall Apart', author: 'Chinua Achebe', year: 1958, publisher: 'William Heinemann Ltd.' },
  { id: 3, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', year: 1989, publisher: 'Faber and Faber' },
  { id: 4, title: 'One Hundred Years of Solitude', author: 'Gabriel García Márquez', year: 1967, publisher: 'Editorial Sudamericana' },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', width: 140 },
  { field: 'author', headerName: 'Author', width: 130 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
  { field: 'publisher', headerName: 'Publisher', width: 130 },
];

function FitToContentItem(props: GridColumnMenuItemProps) {
  const { colDef, onClick } = props;
  const apiRef = useGridApiContext();
  return (
    <MenuItem
      onClick={(event) => {
        apiRef.current.autosizeColumns({ columns: [colDef.field], includeHeaders: true, includeOutliers: true });
        onClick(event);
      }}
    >
      <ListItemIcon>
        <WidthFullIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Fit to content</ListItemText>
    </MenuItem>
  );
}

function BookColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuFitItem: FitToContentItem }}
      // 15 places it between the sort items (10) and the filter item (20).
      slotProps={{ columnMenuFitItem: { displayOrder: 15 } }}
    />
  );
}

export default function AutosizeMenuItem() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter slots={{ columnMenu: BookColumnMenu }} />
    </div>
  );
}
