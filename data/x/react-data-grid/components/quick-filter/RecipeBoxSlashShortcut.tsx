import * as React from 'react';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  QuickFilter,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
  useGridEvent,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, dish: 'Mushroom stroganoff', course: 'Main', diet: 'Vegetarian', minutes: 30 },
  { id: 2, dish: 'Chickpea curry', course: 'Main', diet: 'Vegan', minutes: 40 },
  { id: 3, dish: 'Lemon posset', course: 'Dessert', diet: 'Vegetarian', minutes: 15 },
  { id: 4, dish: 'Salmon tacos', course: 'Main', diet: 'Pescatarian', minutes: 25 },
  { id: 5, dish: 'Beetroot soup', course: 'Starter', diet: 'Vegan', minutes: 50 },
];

const columns: GridColDef[] = [
  { field: 'dish', headerName: 'Dish', flex: 1, minWidth: 170 },
  { field: 'course', headerName: 'Course', width: 100 },
  { field: 'diet', headerName: 'Diet', width: 120 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 90 },
];

function RecipeToolbar() {
  const apiRef = useGridApiContext();
  const [searchOpen, setSearchOpen] = React.useState(false);

  // "/" pressed on a focused cell opens the search; QuickFilter then moves focus into the field.
  const handleCellKeyDown = React.useCallback<GridEventListener<'cellKeyDown'>>((_params, event) => {
    if (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      setSearchOpen(true);
    }
  }, []);
  useGridEvent(apiRef, 'cellKeyDown', handleCellKeyDown);

  return (
    <Toolbar>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1, mx: 0.5 }}>
        Tip: focus a cell and press <kbd>/</kbd> to search.
      </Typography>
      <QuickFilter expanded={searchOpen} onExpandedChange={setSearchOpen} style={{ display: 'flex', alignItems: 'center' }}>
        <Tooltip title="Search recipes">
          <QuickFilterTrigger render={<ToolbarButton aria-label="Search recipes" />}>
            <SearchIcon fontSize="small" />
          </QuickFilterTrigger>
        </Tooltip>
        <QuickFilterControl
          render={({ ref, slotProps, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Dish, course or diet"
              sx={state.expanded ? { width: 200 } : { width: 0, visibility: 'hidden' }}
              slotProps={{ ...slotProps, htmlInput: { ...slotProps?.htmlInput, 'aria-label': 'Search recipes' } }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function RecipeBoxSlashShortcut() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid
        label="Recipe box"
        rows={rows}
        columns={columns}
        hideFooter
        slots={{ toolbar: RecipeToolbar }}
        showToolbar
      />
    </div>
  );
}
