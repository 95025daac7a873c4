import * as React from 'react';
import Box from '@mui/material/Box';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import {
  DataGrid,
  GridPortalWrapper,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  type GridColDef,
} from '@mui/x-data-grid';

type Book = { id: number; title: string; author: string; genre: string; price: number };

const rows: Book[] = [
  { id: 1, title: 'The Salt Path', author: 'Raynor Winn', genre: 'Memoir', price: 10.99 },
  { id: 2, title: 'Circe', author: 'Madeline Miller', genre: 'Fiction', price: 9.99 },
  { id: 3, title: 'Entangled Life', author: 'Merlin Sheldrake', genre: 'Science', price: 12.5 },
  { id: 4, title: 'The Thursday Murder Club', author: 'Richard Osman', genre: 'Crime', price: 8.99 },
  { id: 5, title: 'Braiding Sweetgrass', author: 'Robin Wall Kimmerer', genre: 'Nature', price: 11.0 },
  { id: 6, title: 'Klara and the Sun', author: 'Kazuo Ishiguro', genre: 'Fiction', price: 9.49 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'author', headerName: 'Author', width: 170 },
  { field: 'genre', headerName: 'Genre', width: 100 },
  { field: 'price', headerName: 'Price (£)', type: 'number', width: 90 },
];

// Where the search field should appear: an element outside the grid, set by the page.
const SearchSlotContext = React.createContext<HTMLElement | null>(null);

// Rendered as the grid's toolbar, so the quick filter parts have the grid's context,
// but portalled into the page's search area. It renders no toolbar of its own.
function PortalledSearch() {
  const container = React.useContext(SearchSlotContext);
  if (!container) {
    return null;
  }
  return (
    <Portal container={container}>
      {/* Carries the grid's CSS variables to content rendered outside the grid. */}
      <GridPortalWrapper>
        <QuickFilter defaultExpanded>
          <Stack direction="row" sx={{ alignItems: 'center' }}>
            <QuickFilterControl
              render={({ ref, slotProps, ...controlProps }) => (
                <TextField
                  {...controlProps}
                  // Reuse the input's id from QuickFilter so the visible label is tied to the input.
                  id={slotProps?.htmlInput?.id}
                  inputRef={ref}
                  label="Search the catalogue"
                  placeholder="Title, author or genre"
                  size="small"
                  slotProps={{ ...slotProps, inputLabel: { shrink: true } }}
                />
              )}
            />
            <QuickFilterClear aria-label="Clear search" size="small">
              <CancelIcon fontSize="small" />
            </QuickFilterClear>
          </Stack>
        </QuickFilter>
      </GridPortalWrapper>
    </Portal>
  );
}

export default function BookshopExternalSearch() {
  const [searchSlot, setSearchSlot] = React.useState<HTMLDivElement | null>(null);

  return (
    <SearchSlotContext.Provider value={searchSlot}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <Box sx={{ width: { sm: 240 }, flexShrink: 0 }}>
          <Typography variant="subtitle2" component="p" sx={{ mb: 1.5 }}>
            Find a book
          </Typography>
          <div ref={setSearchSlot} />
        </Box>
        <Box sx={{ height: 340, flex: 1, minWidth: 0 }}>
          <DataGrid
            label="Bookshop catalogue"
            rows={rows}
            columns={columns}
            hideFooter
            showToolbar
            slots={{ toolbar: PortalledSearch }}
          />
        </Box>
      </Stack>
    </SearchSlotContext.Provider>
  );
}
