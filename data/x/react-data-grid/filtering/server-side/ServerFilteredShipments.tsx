import * as React from 'react';
import {
  DataGrid,
  getGridNumericOperators,
  getGridStringOperators,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';

type Shipment = { id: number; customer: string; city: string; status: string; weightKg: number };

// Seeded generator: the same 400 shipments on the server and in the browser.
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(42);
const pick = <T,>(list: T[]) => list[Math.floor(next() * list.length)];
const customers = ['Acme Tools', 'Bright Foods', 'Cedar Home', 'Delta Parts', 'Evergreen Pharma', 'Fable Books'];
const cities = ['Berlin', 'Lyon', 'Porto', 'Gdańsk', 'Utrecht', 'Bergen', 'Graz'];
const statuses = ['Booked', 'In transit', 'Delivered', 'Delayed'];
const database: Shipment[] = Array.from({ length: 400 }, (_, index) => ({
  id: 10001 + index,
  customer: pick(customers),
  city: pick(cities),
  status: pick(statuses),
  weightKg: Math.round(next() * 950) + 50,
}));

// The fake API implements the operators the columns offer, and nothing else.
function matches(row: Shipment, model: GridFilterModel) {
  const passesItems = model.items.every(({ field, operator, value }) => {
    if (value === undefined || value === '') return true;
    const cell = row[field as keyof Shipment];
    if (operator === 'contains') return String(cell).toLowerCase().includes(String(value).toLowerCase());
    if (operator === 'equals') return String(cell).toLowerCase() === String(value).toLowerCase();
    if (operator === '>') return Number(cell) > Number(value);
    if (operator === '<') return Number(cell) < Number(value);
    return true;
  });
  const words = (model.quickFilterValues ?? []).map((word) => String(word).toLowerCase());
  const haystack = `${row.customer} ${row.city} ${row.status}`.toLowerCase();
  return passesItems && words.every((word) => haystack.includes(word));
}

function fetchShipments(model: GridFilterModel): Promise<Shipment[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(database.filter((row) => matches(row, model))), 600);
  });
}

const textOperators = getGridStringOperators().filter((op) => ['contains', 'equals'].includes(op.value));
const numberOperators = getGridNumericOperators().filter((op) => ['>', '<'].includes(op.value));

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 100, filterable: false },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140, filterOperators: textOperators },
  { field: 'city', headerName: 'City', width: 120, filterOperators: textOperators },
  { field: 'status', headerName: 'Status', width: 120, filterOperators: textOperators },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120, filterOperators: numberOperators },
];

export default function ServerFilteredShipments() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'status', operator: 'equals', value: 'Delayed' }],
  });
  const [rows, setRows] = React.useState<Shipment[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true; // ignore answers to requests that a newer one replaced
    setLoading(true);
    fetchShipments(filterModel).then((result) => {
      if (current) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      current = false;
    };
  }, [filterModel]);

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        label="Shipments"
        rows={rows}
        columns={columns}
        loading={loading}
        showToolbar
        filterMode="server"
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
      />
    </div>
  );
}
