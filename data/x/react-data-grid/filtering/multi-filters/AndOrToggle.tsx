import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridLogicOperator, type GridColDef, type GridFilterModel } from '@mui/x-data-grid-pro';

const accounts = [
  { id: 1, company: 'Harbor Freight Co.', plan: 'Enterprise', seats: 240, overdueDays: 0 },
  { id: 2, company: 'Little Fern Studio', plan: 'Starter', seats: 4, overdueDays: 45 },
  { id: 3, company: 'Quarry Analytics', plan: 'Team', seats: 38, overdueDays: 12 },
  { id: 4, company: 'Moss & Daughters', plan: 'Starter', seats: 2, overdueDays: 0 },
  { id: 5, company: 'Northgate Clinics', plan: 'Enterprise', seats: 510, overdueDays: 31 },
  { id: 6, company: 'Pebble Robotics', plan: 'Team', seats: 22, overdueDays: 0 },
];

const columns: GridColDef[] = [
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 170 },
  { field: 'plan', headerName: 'Plan', width: 110 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
  { field: 'overdueDays', headerName: 'Days overdue', type: 'number', width: 120 },
];

// "Accounts worth a call": large customers, or anyone more than 30 days overdue.
const initialModel: GridFilterModel = {
  items: [
    { id: 'large', field: 'seats', operator: '>=', value: 200 },
    { id: 'late', field: 'overdueDays', operator: '>', value: 30 },
  ],
  logicOperator: GridLogicOperator.Or,
};

export default function AndOrToggle() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(initialModel);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography component="span" variant="body2">
          Rows must match
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filterModel.logicOperator ?? GridLogicOperator.And}
          onChange={(_, logicOperator: GridLogicOperator | null) =>
            logicOperator && setFilterModel((model) => ({ ...model, logicOperator }))
          }
          aria-label="Rows must match"
        >
          <ToggleButton value={GridLogicOperator.And}>every filter</ToggleButton>
          <ToggleButton value={GridLogicOperator.Or}>any filter</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ height: 330 }}>
        <DataGridPro
          label="Accounts"
          rows={accounts}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </Box>
    </Box>
  );
}
