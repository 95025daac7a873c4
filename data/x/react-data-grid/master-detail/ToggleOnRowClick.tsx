import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_FIELD,
  useGridApiRef,
  type GridCellParams,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Plant {
  id: number;
  plant: string;
  pot: string;
  stock: number;
  care: string;
}

const plants: Plant[] = [
  { id: 1, plant: 'Monstera deliciosa', pot: '24 cm', stock: 14, care: 'Bright indirect light. Water when the top 5 cm are dry.' },
  { id: 2, plant: 'Olive tree', pot: '30 cm', stock: 6, care: 'Full sun, outdoors from May. Protect from frost.' },
  { id: 3, plant: 'Calathea orbifolia', pot: '17 cm', stock: 9, care: 'Humid air, no direct sun, filtered water.' },
  { id: 4, plant: 'Lavender Hidcote', pot: '13 cm', stock: 40, care: 'Sun and poor soil. Trim after flowering.' },
];

const columns: GridColDef<Plant>[] = [
  { field: 'plant', headerName: 'Plant', flex: 1, minWidth: 170 },
  { field: 'pot', headerName: 'Pot', width: 90 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
];

function getDetailPanelContent({ row }: GridRowParams<Plant>) {
  return (
    <Box sx={{ px: 3, py: 1.5 }}>
      <Typography variant="body2">Care: {row.care}</Typography>
    </Box>
  );
}

const getDetailPanelHeight = () => 48;

export default function ToggleOnRowClick() {
  const apiRef = useGridApiRef();

  // The toggle cell already toggles on click: skip it, or the panel would open and close at once.
  const handleCellClick = (params: GridCellParams<Plant>) => {
    if (params.field !== GRID_DETAIL_PANEL_TOGGLE_FIELD) {
      apiRef.current?.toggleDetailPanel(params.id);
    }
  };

  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGridPro
        label="Plant nursery stock"
        apiRef={apiRef}
        rows={plants}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        onCellClick={handleCellClick}
        disableRowSelectionOnClick
        hideFooter
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
    </div>
  );
}
