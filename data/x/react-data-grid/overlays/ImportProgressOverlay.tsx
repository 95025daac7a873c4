import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridOverlay,
  type GridColDef,
  type GridLoadingOverlayProps,
  type LoadingOverlayPropsOverrides,
} from '@mui/x-data-grid';

declare module '@mui/x-data-grid' {
  interface LoadingOverlayPropsOverrides {
    importedCount?: number;
    totalCount?: number;
  }
}

type Book = { id: number; title: string; author: string; shelf: string };

const catalogue: Book[] = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', shelf: 'SF-12' },
  { id: 2, title: 'Things Fall Apart', author: 'Chinua Achebe', shelf: 'LIT-03' },
  { id: 3, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', shelf: 'LIT-07' },
  { id: 4, title: 'Pedro Páramo', author: 'Juan Rulfo', shelf: 'LIT-15' },
  { id: 5, title: 'Kindred', author: 'Octavia E. Butler', shelf: 'SF-04' },
  { id: 6, title: 'The Master and Margarita', author: 'Mikhail Bulgakov', shelf: 'LIT-21' },
  { id: 7, title: 'Solaris', author: 'Stanisław Lem', shelf: 'SF-09' },
  { id: 8, title: 'Beloved', author: 'Toni Morrison', shelf: 'LIT-02' },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 180 },
  { field: 'shelf', headerName: 'Shelf', width: 90 },
];

function ImportOverlay({ importedCount = 0, totalCount = 1 }: GridLoadingOverlayProps & LoadingOverlayPropsOverrides) {
  const percent = Math.round((importedCount / totalCount) * 100);
  return (
    <GridOverlay>
      <Box sx={{ position: 'relative', display: 'inline-flex' }}>
        <CircularProgress variant="determinate" value={percent} size={64} aria-label="Import progress" />
        <Typography
          variant="caption"
          sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', fontWeight: 600 }}
        >
          {`${percent}%`}
        </Typography>
      </Box>
      <Typography variant="body2">
        Importing books: {importedCount} of {totalCount}
      </Typography>
    </GridOverlay>
  );
}

export default function ImportProgressOverlay() {
  const [imported, setImported] = React.useState(0);
  const [running, setRunning] = React.useState(true);

  // Adds one book every 400 ms until the catalogue is complete, then stops.
  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    if (imported >= catalogue.length) {
      setRunning(false);
      return undefined;
    }
    const timer = setTimeout(() => setImported((count) => count + 1), 400);
    return () => clearTimeout(timer);
  }, [running, imported]);

  const restart = () => {
    setImported(0);
    setRunning(true);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <div>
        <Button size="small" variant="outlined" onClick={restart} disabled={running}>
          Import again
        </Button>
      </div>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          label="Imported books"
          rows={running ? [] : catalogue}
          columns={columns}
          loading={running}
          slots={{ loadingOverlay: ImportOverlay }}
          slotProps={{ loadingOverlay: { importedCount: imported, totalCount: catalogue.length } }}
          hideFooter
        />
      </div>
    </Stack>
  );
}
