import * as React from 'react';
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
      <p className="mx-1 flex-1 text-sm opacity-70">
        Tip: focus a cell and press <kbd className="rounded border border-current px-1 font-mono text-xs">/</kbd> to search.
      </p>
      <QuickFilter expanded={searchOpen} onExpandedChange={setSearchOpen} className="flex items-center gap-1">
        <QuickFilterTrigger
          render={
            <ToolbarButton
              aria-label="Search recipes"
              render={
                <button
                  type="button"
                  className="cursor-pointer rounded-md px-2.5 py-1 text-sm hover:bg-current/10 focus-visible:outline-2 focus-visible:outline-blue-600"
                />
              }
            />
          }
        >
          Search
        </QuickFilterTrigger>
        <QuickFilterControl
          render={({ ref, slotProps, value, onChange, onKeyDown }, state) => (
            <input
              ref={ref}
              {...slotProps?.htmlInput}
              value={value}
              onChange={onChange}
              onKeyDown={onKeyDown}
              aria-label="Search recipes"
              placeholder="Dish, course or diet"
              className={`rounded-md bg-transparent text-sm focus:border-blue-600 focus:outline focus:outline-blue-600 ${
                state.expanded ? 'visible w-48 border border-gray-500 px-3 py-1' : 'invisible w-0 border-0 p-0'
              }`}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function RecipeBoxSlashShortcut() {
  return (
    <div className="h-[340px] w-full">
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
