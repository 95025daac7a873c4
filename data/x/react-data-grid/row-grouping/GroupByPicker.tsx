import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef, type GridRowGroupingModel } from '@mui/x-data-grid-premium';

type Sale = { id: number; region: string; category: string; rep: string; amount: number };

const rows: Sale[] = [
  { id: 1, region: 'Europe', category: 'Laptops', rep: 'Anna Weber', amount: 18_400 },
  { id: 2, region: 'Europe', category: 'Monitors', rep: 'Louis Bernard', amount: 6_250 },
  { id: 3, region: 'Europe', category: 'Monitors', rep: 'Anna Weber', amount: 4_900 },
  { id: 4, region: 'Europe', category: 'Laptops', rep: 'Lucía Gómez', amount: 12_300 },
  { id: 5, region: 'North America', category: 'Laptops', rep: 'Jordan Lee', amount: 27_800 },
  { id: 6, region: 'North America', category: 'Accessories', rep: 'Émilie Roy', amount: 2_150 },
  { id: 7, region: 'North America', category: 'Monitors', rep: 'Jordan Lee', amount: 9_700 },
  { id: 8, region: 'Asia Pacific', category: 'Laptops', rep: 'Kenji Sato', amount: 15_600 },
  { id: 9, region: 'Asia Pacific', category: 'Accessories', rep: 'Mia Thompson', amount: 3_480 },
];

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 150 },
  { field: 'category', headerName: 'Category', width: 140 },
  { field: 'rep', headerName: 'Sales rep', width: 150 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120 },
];

const criteria = [
  { field: 'region', label: 'Region' },
  { field: 'category', label: 'Category' },
  { field: 'rep', label: 'Sales rep' },
];

export default function GroupByPicker() {
  const [model, setModel] = React.useState<GridRowGroupingModel>(['category']);

  const toggle = (field: string) =>
    setModel((prev) => (prev.includes(field) ? prev.filter((f) => f !== field) : [...prev, field]));

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
          Group by:
        </Typography>
        {criteria.map(({ field, label }) => {
          const index = model.indexOf(field);
          return (
            <Chip
              key={field}
              label={index === -1 ? label : `${index + 1}. ${label}`}
              color={index === -1 ? 'default' : 'primary'}
              variant={index === -1 ? 'outlined' : 'filled'}
              onClick={() => toggle(field)}
              aria-pressed={index !== -1}
            />
          );
        })}
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowGroupingModel={model}
          onRowGroupingModelChange={(newModel) => setModel(newModel)}
        />
      </Box>
    </Box>
  );
}
