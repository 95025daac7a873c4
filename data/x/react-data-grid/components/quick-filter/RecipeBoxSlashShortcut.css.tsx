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

const css = `
.recipe-tip { flex: 1; margin: 0 4px; font-size: 0.875rem; opacity: 0.7; }
.recipe-tip kbd {
  padding: 0 4px;
  font-family: ui-monospace, monospace;
  font-size: 0.75rem;
  border: 1px solid currentColor;
  border-radius: 4px;
}
.recipe-search { display: flex; align-items: center; gap: 4px; }
.recipe-button {
  padding: 4px 10px;
  font: inherit;
  font-size: 0.875rem;
  color: inherit;
  background: transparent;
  border: 0;
  border-radius: 6px;
  cursor: pointer;
}
.recipe-button:hover { background: color-mix(in srgb, currentColor 10%, transparent); }
.recipe-button:focus-visible { outline: 2px solid #2563eb; }
.recipe-search-input {
  width: 0;
  padding: 0;
  font: inherit;
  font-size: 0.875rem;
  color: inherit;
  background: transparent;
  border: 0;
  border-radius: 6px;
  visibility: hidden;
}
.recipe-search.is-expanded .recipe-search-input {
  width: 192px;
  padding: 4px 12px;
  border: 1px solid #6b7280;
  visibility: visible;
}
.recipe-search .recipe-search-input:focus { border-color: #2563eb; outline: 1px solid #2563eb; }
`;

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
      <p className="recipe-tip">
        Tip: focus a cell and press <kbd>/</kbd> to search.
      </p>
      <QuickFilter
        expanded={searchOpen}
        onExpandedChange={setSearchOpen}
        className={(state) => (state.expanded ? 'recipe-search is-expanded' : 'recipe-search')}
      >
        <QuickFilterTrigger render={<ToolbarButton aria-label="Search recipes" render={<button type="button" className="recipe-button" />} />}>
          Search
        </QuickFilterTrigger>
        <QuickFilterControl
          render={({ ref, slotProps, value, onChange, onKeyDown }) => (
            <input
              ref={ref}
              {...slotProps?.htmlInput}
              value={value}
              onChange={onChange}
              onKeyDown={onKeyDown}
              aria-label="Search recipes"
              placeholder="Dish, course or diet"
              className="recipe-search-input"
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
      <style href="recipe-box-slash-shortcut" precedence="default">
        {css}
      </style>
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
