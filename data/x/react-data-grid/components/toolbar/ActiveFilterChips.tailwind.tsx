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

const focusRing = 'focus-visible:outline-2 focus-visible:outline-blue-600';

function FilterChipsToolbar() {
  const apiRef = useGridApiContext();
  const { items } = useGridSelector(apiRef, gridFilterModelSelector);

  const describe = (item: GridFilterItem) => {
    const header = apiRef.current.getColumn(item.field)?.headerName ?? item.field;
    const value = item.value == null || item.value === '' ? '…' : String(item.value);
    return `${header} ${operatorWords[item.operator] ?? item.operator} ${value}`;
  };

  return (
    // `!`: the toolbar's own styles are not in a cascade layer, so they beat Tailwind's utilities without it.
    <Toolbar className="flex-wrap justify-start!">
      <FilterPanelTrigger
        render={
          <ToolbarButton
            render={<button type="button" className={`cursor-pointer rounded-md px-2.5 py-1 text-sm hover:bg-current/10 ${focusRing}`} />}
          />
        }
      >
        Filters
      </FilterPanelTrigger>
      <ul aria-label="Active filters" className="m-0 flex list-none flex-wrap gap-1 p-0">
        {items.length === 0 ? (
          <li className="text-sm opacity-70">No filter</li>
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
                className={`flex items-center gap-1 rounded-full bg-current/10 py-0.5 pl-2.5 pr-1 text-xs ${focusRing}`}
              >
                {describe(item)}
                <span
                  aria-hidden="true"
                  onClick={() => apiRef.current.deleteFilterItem(item)}
                  className="flex size-4 cursor-pointer items-center justify-center rounded-full opacity-70 hover:opacity-100"
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
          className={`cursor-pointer rounded-md px-2 py-1 text-sm font-medium underline hover:bg-current/10 ${focusRing}`}
        >
          Clear all
        </button>
      )}
    </Toolbar>
  );
}

export default function ActiveFilterChips() {
  return (
    <div className="h-[360px] w-full">
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
