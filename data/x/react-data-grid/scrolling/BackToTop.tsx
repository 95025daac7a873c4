import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const titles = ['Quarterly report', 'Team offsite', 'Budget review', 'Hiring plan', 'Release notes'];
const owners = ['Amara Okafor', 'Gustav Berg', 'Keira Walsh', 'Dev Patel'];
const rows = Array.from({ length: 100 }, (_, index) => ({
  id: index + 1,
  title: `${titles[index % titles.length]} v${1 + Math.floor(index / titles.length)}`,
  owner: owners[(index * 3) % owners.length],
  pages: 2 + ((index * 11) % 40),
}));

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Document', flex: 1, minWidth: 180 },
  { field: 'owner', headerName: 'Owner', width: 150 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
];

export default function BackToTop() {
  const apiRef = useGridApiRef();
  const [scrolled, setScrolled] = React.useState(false);

  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('scrollPositionChange', ({ top }) => {
        // Only a crossing of the threshold changes state, not every scroll event.
        setScrolled(top > 200);
      }),
    [apiRef],
  );

  return (
    <Box sx={{ position: 'relative', height: 360, width: '100%' }}>
      <DataGrid apiRef={apiRef} label="Documents" rows={rows} columns={columns} density="compact" hideFooter />
      <Zoom in={scrolled}>
        <Fab
          size="small"
          color="primary"
          aria-label="Back to the first row"
          onClick={() => apiRef.current?.scroll({ top: 0 })}
          sx={{ position: 'absolute', right: 24, bottom: 16 }}
        >
          <KeyboardArrowUpIcon />
        </Fab>
      </Zoom>
    </Box>
  );
}
