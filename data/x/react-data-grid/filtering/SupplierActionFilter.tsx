import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import {
  DataGrid,
  GridActionsCellItem,
  useGridApiRef,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';

type Delivery = { id: number; supplier: string; product: string; cases: number; eta: string };

const rows: Delivery[] = [
  { id: 1, supplier: 'Valley Dairy', product: 'Whole milk 1 L', cases: 40, eta: '06:30' },
  { id: 2, supplier: 'Stonebake', product: 'Rye bread', cases: 12, eta: '05:45' },
  { id: 3, supplier: 'Valley Dairy', product: 'Butter 250 g', cases: 18, eta: '06:30' },
  { id: 4, supplier: 'Greenleaf Farms', product: 'Salad mix', cases: 25, eta: '07:15' },
  { id: 5, supplier: 'Stonebake', product: 'Croissants', cases: 8, eta: '05:45' },
  { id: 6, supplier: 'Greenleaf Farms', product: 'Cherry tomatoes', cases: 30, eta: '07:15' },
];

export default function SupplierActionFilter() {
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridFilterModel>({ items: [] });

  const columns = React.useMemo<GridColDef<Delivery>[]>(
    () => [
      { field: 'supplier', headerName: 'Supplier', width: 150 },
      { field: 'product', headerName: 'Product', flex: 1, minWidth: 150 },
      { field: 'cases', headerName: 'Cases', type: 'number', width: 80 },
      { field: 'eta', headerName: 'Arrives', width: 90 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Filter',
        width: 70,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="same-supplier"
            icon={<FilterAltIcon />}
            label={`Show only ${row.supplier}`}
            // The grid stays uncontrolled: the API writes into its own model.
            onClick={() =>
              apiRef.current?.setFilterModel({ items: [{ field: 'supplier', operator: 'equals', value: row.supplier }] })
            }
          />,
        ],
      },
    ],
    [apiRef],
  );

  const active = model.items[0];

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {active?.value ? `Filter: ${active.field} ${active.operator} "${String(active.value)}"` : 'No filter'}
        </Typography>
        <Button size="small" onClick={() => apiRef.current?.setFilterModel({ items: [] })} disabled={!active}>
          Clear filter
        </Button>
      </Stack>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          label="Morning deliveries"
          rows={rows}
          columns={columns}
          hideFooter
          onFilterModelChange={setModel}
        />
      </div>
    </Stack>
  );
}
