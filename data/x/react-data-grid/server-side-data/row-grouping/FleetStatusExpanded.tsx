import * as React from 'react';
import {
  DataGridPremium,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGroupNode,
  type GridValidRowModel,
} from '@mui/x-data-grid-premium';

type Vehicle = { id: string; depot: string; status: string; model: string; mileage: number };

// --- A fake fleet API: 36 vans, grouped on the "server". ---
const depots = ['Harbour', 'Airport', 'Ring road'];
const statuses = ['On route', 'Charging', 'In repair'];
const models = ['eVan L2', 'eVan L3', 'Cargo bike XL'];
const vehicles: Vehicle[] = Array.from({ length: 36 }, (_, index) => ({
  id: `VAN-${String(index + 101)}`,
  depot: depots[index % 3],
  status: statuses[(index * 5 + Math.floor(index / 3)) % 3],
  model: models[(index * 7) % 3],
  mileage: 8000 + ((index * 3517) % 60000),
}));

function getRows({ groupKeys = [], groupFields = [] }: GridGetRowsParams) {
  const matching = vehicles.filter((vehicle) =>
    groupKeys.every((key, depth) => vehicle[groupFields[depth] as keyof Vehicle] === key),
  );
  let rows: GridValidRowModel[] = matching;
  if (groupKeys.length < groupFields.length) {
    const field = groupFields[groupKeys.length] as keyof Vehicle;
    const values = [...new Set(matching.map((vehicle) => String(vehicle[field])))].sort();
    rows = values.map((value) => ({
      id: `group:${[...groupKeys, value].join('/')}`,
      groupKey: value,
      childCount: matching.filter((vehicle) => vehicle[field] === value).length,
    }));
  }
  const response = groupKeys.length === 0 ? { rows, rowCount: rows.length } : { rows };
  return new Promise<typeof response>((resolve) => {
    setTimeout(() => resolve(response), 400);
  });
}
// --- End of the fake API. ---

const dataSource: GridDataSource = {
  getRows,
  getGroupKey: (row) => row.groupKey,
  getChildrenCount: (row) => row.childCount ?? 0,
};

const columns: GridColDef[] = [
  { field: 'depot', headerName: 'Depot', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'model', headerName: 'Model', width: 140, groupable: false },
  { field: 'mileage', headerName: 'Mileage (km)', type: 'number', width: 130, groupable: false },
];

// Open every depot, and inside them only the vans in repair: the ones a fleet manager checks first.
const isGroupExpandedByDefault = (node: GridGroupNode) => node.depth === 0 || node.groupingKey === 'In repair';

export default function FleetStatusExpanded() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPremium
        label="Delivery fleet"
        columns={columns}
        dataSource={dataSource}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
        disableColumnFilter
        disableColumnSorting
        initialState={{
          rowGrouping: { model: ['depot', 'status'] },
          columns: { columnVisibilityModel: { depot: false, status: false } },
        }}
        groupingColDef={{ headerName: 'Depot / status', width: 200 }}
      />
    </div>
  );
}
