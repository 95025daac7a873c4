import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGridPro,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
} from '@mui/x-data-grid-pro';

// In a header filter cell, the input also receives the cell's operator menu and clear button.
type HeaderAwareInputProps = GridFilterInputValueProps & {
  headerFilterMenu?: React.ReactNode;
  clearButton?: React.ReactNode;
};

function CupRatingInput({ item, applyValue, headerFilterMenu, clearButton }: HeaderAwareInputProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, width: '100%', minHeight: 40 }}>
      <Rating
        name={`cafe-score-filter-${String(item.id ?? item.operator)}`}
        size="small"
        value={typeof item.value === 'number' ? item.value : null}
        onChange={(_event, value) => applyValue({ ...item, value: value ?? undefined })}
        getLabelText={(value) => `${value} of 5`}
      />
      {clearButton}
      {headerFilterMenu}
    </Box>
  );
}

const scoreOperators = getGridNumericOperators()
  .filter((operator) => ['>=', '<=', '='].includes(operator.value))
  .map((operator) => ({ ...operator, InputComponent: CupRatingInput }));

type Cafe = { id: number; name: string; district: string; score: number; flatWhite: number };

const rows: Cafe[] = [
  { id: 1, name: 'Grindhouse', district: 'Old Town', score: 5, flatWhite: 3.6 },
  { id: 2, name: 'Bean & Bloom', district: 'Riverside', score: 3, flatWhite: 3.2 },
  { id: 3, name: 'The Daily Pour', district: 'Old Town', score: 4, flatWhite: 3.9 },
  { id: 4, name: 'Kettle Black', district: 'Docklands', score: 2, flatWhite: 2.8 },
  { id: 5, name: 'Second Cup Club', district: 'Riverside', score: 4, flatWhite: 3.4 },
];

const columns: GridColDef<Cafe>[] = [
  { field: 'name', headerName: 'Café', flex: 1, minWidth: 150 },
  { field: 'district', headerName: 'District', width: 130 },
  {
    field: 'score',
    headerName: 'Score',
    type: 'number',
    width: 210,
    filterOperators: scoreOperators,
    renderCell: (params) => <Rating readOnly size="small" value={params.value} />,
  },
  { field: 'flatWhite', headerName: 'Flat white (€)', type: 'number', width: 130 },
];

export default function CafeRatingHeaderInput() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGridPro
        label="Café guide"
        rows={rows}
        columns={columns}
        headerFilters
        slotProps={{ headerFilterCell: { showClearIcon: true } }}
        initialState={{ filter: { filterModel: { items: [{ id: 1, field: 'score', operator: '>=', value: 4 }] } } }}
      />
    </div>
  );
}
