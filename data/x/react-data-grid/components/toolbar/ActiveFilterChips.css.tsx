import {
  DataGridPro,
  FilterPanelTrigger,
  Toolbar,
  ToolbarButton,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridFilterItem,
} from '@mui/x-data-grid-pro';

type Listing = { id: number; city: string; rooms: number; rent: number; furnished: boolean };

const listings: Listing[] = [
  { id: 1, city: 'Lisbon', rooms: 2, rent: 1350, furnished: true },
  { id: 2, city: 'Porto', rooms: 1, rent: 820, furnished: false },
  { id: 3, city: 'Lisbon', rooms: 3, rent: 1980, furnished: false },
  { id: 4, city: 'Braga', rooms: 2, rent: 760, furnished: true },
  { id: 5, city: 'Lisbon', rooms: 1, rent: 1120, furnished: true },
  { id: 6, city: 'Porto', rooms: 3, rent: 1400, furnished: true },
];

const columns: GridColDef<Listing>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120 },
  { field: 'rooms', headerName: 'Rooms', type: 'number', width: 90 },
  { field: 'rent', headerName: 'Rent (€)', type: 'number', width: 110, valueFormatter: (value?: number | null) => (value == null ? '' : value.toLocaleString('en-US')) },
  { field: 'furnished', headerName: 'Furnished', type: 'boolean', width: 110 },
];

// Short words for the operators the demo's columns use; the operator name otherwise.
const operatorWords: { [operator: string]: string } = {
  contains: 'contains',
  equals: 'is',
  is: 'is',
  '=': '=',
  '!=': '≠',
  '>': '>',
  '>=': '≥',
  '<': '<',
  '<=': '≤',
  startsWith: 'starts with',
};

const css = `
.rentals-toolbar { justify-content: flex-start; flex-wrap: wrap; }
.rentals-button {
  padding: 4px 10px;
  font: inherit;
  font-size: 0.875rem;
  color: inherit;
  background: transparent;
  border: 0;
  border-radius: 6px;
  cursor: pointer;
}
.rentals-button:hover { background: color-mix(in srgb, currentColor 10%, transparent); }
.rentals-button.is-clear { padding: 4px 8px; font-weight: 500; text-decoration: underline; }
.rentals-chips { display: flex; flex-wrap: wrap; gap: 4px; margin: 0; padding: 0; list-style: none; }
.rentals-empty { font-size: 0.875rem; opacity: 0.7; }
.rentals-chip {
  display: flex;
  align-items: center;
  gap: 4px;
  padding: 2px 4px 2px 10px;
  font: inherit;
  font-size: 0.75rem;
  color: inherit;
  background: color-mix(in srgb, currentColor 10%, transparent);
  border: 0;
  border-radius: 999px;
}
.rentals-chip-delete {
  display: flex;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  border-radius: 50%;
  opacity: 0.7;
  cursor: pointer;
}
.rentals-chip-delete:hover { opacity: 1; }
.rentals-button:focus-visible, .rentals-chip:focus-visible { outline: 2px solid #2563eb; }
`;

function FilterChipsToolbar() {
  const apiRef = useGridApiContext();
  const { items } = useGridSelector(apiRef, gridFilterModelSelector);

  const describe = (item: GridFilterItem) => {
    const header = apiRef.current.getColumn(item.field)?.headerName ?? item.field;
    const value = item.value == null || item.value === '' ? '…' : String(item.value);
    return `${header} ${operatorWords[item.operator] ?? item.operator} ${value}`;
  };

  return (
    <Toolbar className="rentals-toolbar">
      <FilterPanelTrigger render={<ToolbarButton render={<button type="button" className="rentals-button" />} />}>
        Filters
      </FilterPanelTrigger>
      <ul aria-label="Active filters" className="rentals-chips">
        {items.length === 0 ? (
          <li className="rentals-empty">No filter</li>
        ) : (
          items.map((item) => (
            <li key={item.id ?? item.field}>
              {/* Like a deletable chip: Backspace or Delete on the focused chip removes it, and so does a click on ✕. */}
              <button
                type="button"
                onKeyDown={(event) => {
                  if (event.key === 'Backspace' || event.key === 'Delete') {
                    event.preventDefault();
                    apiRef.current.deleteFilterItem(item);
                  }
                }}
                className="rentals-chip"
              >
                {describe(item)}
                <span
                  aria-hidden="true"
                  onClick={() => apiRef.current.deleteFilterItem(item)}
                  className="rentals-chip-delete"
                >
                  ✕
                </span>
              </button>
            </li>
          ))
        )}
      </ul>
      {items.length > 1 && (
        <button
          type="button"
          onClick={() => apiRef.current.setFilterModel({ items: [] })}
          className="rentals-button is-clear"
        >
          Clear all
        </button>
      )}
    </Toolbar>
  );
}

export default function ActiveFilterChips() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <style href="active-filter-chips" precedence="default">
        {css}
      </style>
      <DataGridPro
        label="Rental listings"
        rows={listings}
        columns={columns}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 'city', field: 'city', operator: 'equals', value: 'Lisbon' },
                { id: 'rent', field: 'rent', operator: '<', value: 1500 },
              ],
            },
          },
        }}
        slots={{ toolbar: FilterChipsToolbar }}
        showToolbar
        hideFooter
      />
    </div>
  );
}
