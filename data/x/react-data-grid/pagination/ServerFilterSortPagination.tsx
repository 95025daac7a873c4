import * as React from 'react';
import {
  DataGrid,
  getGridNumericOperators,
  getGridStringOperators,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';

type Listing = { id: number; street: string; district: string; rooms: number; rent: number };

const districts = ['Riverside', 'Old Quarter', 'Northgate', 'Harbourside', 'Parkview'];
const streets = ['Linden', 'Baker', 'Chapel', 'Foundry', 'Orchard', 'Weaver', 'Mill'];

// 120 flats "on the server", generated deterministically.
const database: Listing[] = Array.from({ length: 120 }, (_, index) => ({
  id: index + 1,
  street: `${(index % 60) + 1} ${streets[(index * 3) % streets.length]} Street`,
  district: districts[(index * 7) % districts.length],
  rooms: (index % 4) + 1,
  rent: 650 + ((index * 83) % 1400),
}));

type Query = { paginationModel: GridPaginationModel; sortModel: GridSortModel; filterModel: GridFilterModel };

// The fake API filters, sorts, then cuts out the page: the grid does none of it itself.
function fetchListings({ paginationModel, sortModel, filterModel }: Query) {
  let result = database.filter((row) =>
    filterModel.items.every(({ field, operator, value }) => {
      if (value == null || value === '') return true;
      const cell = row[field as keyof Listing];
      if (typeof cell === 'number') {
        const target = Number(value);
        return operator === '>' ? cell > target : operator === '<' ? cell < target : cell === target;
      }
      const text = String(cell).toLowerCase();
      const search = String(value).toLowerCase();
      return operator === 'equals' ? text === search : operator === 'startsWith' ? text.startsWith(search) : text.includes(search);
    }),
  );
  const [sort] = sortModel;
  if (sort) {
    const key = sort.field as keyof Listing;
    const direction = sort.sort === 'desc' ? -1 : 1;
    result = [...result].sort((a, b) => (a[key] > b[key] ? 1 : a[key] < b[key] ? -1 : 0) * direction);
  }
  const start = paginationModel.page * paginationModel.pageSize;
  return new Promise<{ rows: Listing[]; total: number }>((resolve) => {
    setTimeout(() => resolve({ rows: result.slice(start, start + paginationModel.pageSize), total: result.length }), 300);
  });
}

// Offer only the operators the fake API understands.
const textOperators = getGridStringOperators().filter((op) => ['contains', 'equals', 'startsWith'].includes(op.value));
const numberOperators = getGridNumericOperators().filter((op) => ['=', '>', '<'].includes(op.value));

const columns: GridColDef<Listing>[] = [
  { field: 'street', headerName: 'Address', flex: 1, minWidth: 170, filterOperators: textOperators },
  { field: 'district', headerName: 'District', width: 120, filterOperators: textOperators },
  { field: 'rooms', headerName: 'Rooms', type: 'number', width: 90, filterOperators: numberOperators },
  { field: 'rent', headerName: 'Rent (€/month)', type: 'number', width: 140, filterOperators: numberOperators },
];

export default function ServerFilterSortPagination() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 5 });
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{ field: 'rent', sort: 'asc' }]);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const [rows, setRows] = React.useState<Listing[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchListings({ paginationModel, sortModel, filterModel }).then((result) => {
      if (!active) return;
      setRows(result.rows);
      setRowCount(result.total);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [paginationModel, sortModel, filterModel]);

  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid
        label="Flats to rent"
        rows={rows}
        columns={columns}
        density="compact"
        loading={loading}
        rowCount={rowCount}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        pageSizeOptions={[5, 10]}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        sortModel={sortModel}
        onSortModelChange={(model) => {
          setSortModel(model);
          setPaginationModel((prev) => ({ ...prev, page: 0 }));
        }}
        filterModel={filterModel}
        onFilterModelChange={(model) => {
          setFilterModel(model);
          setPaginationModel((prev) => ({ ...prev, page: 0 }));
        }}
      />
    </div>
  );
}
