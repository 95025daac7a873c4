import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

const candidates = [
  { id: 1, name: 'Yara Haddad', role: 'Frontend engineer', stage: 'Interview', yearsExp: 5 },
  { id: 2, name: 'Ben Oduya', role: 'Data analyst', stage: 'Screening', yearsExp: 2 },
  { id: 3, name: 'Clara Jensen', role: 'Frontend engineer', stage: 'Offer', yearsExp: 8 },
  { id: 4, name: 'Dev Patel', role: 'Product designer', stage: 'Interview', yearsExp: 4 },
  { id: 5, name: 'Elif Kaya', role: 'Data analyst', stage: 'Interview', yearsExp: 6 },
  { id: 6, name: 'Felix Wagner', role: 'Product designer', stage: 'Screening', yearsExp: 1 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Candidate', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 170 },
  { field: 'stage', headerName: 'Stage', type: 'singleSelect', valueOptions: ['Screening', 'Interview', 'Offer'], width: 120 },
  { field: 'yearsExp', headerName: 'Experience (years)', type: 'number', width: 150 },
];

const headerNames = Object.fromEntries(columns.map((column) => [column.field, column.headerName]));

export default function ActiveFilterChips() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'stage', operator: 'is', value: 'Interview' }],
    quickFilterValues: ['engineer'],
  });

  const activeItems = filterModel.items.filter((item) => item.value !== undefined && item.value !== '');
  const searchWords = filterModel.quickFilterValues ?? [];

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', minHeight: 40, mb: 1 }}>
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
          Active filters:
        </Typography>
        {activeItems.map((item) => (
          <Chip
            key={`${item.field}-${item.operator}`}
            size="small"
            label={`${headerNames[item.field]} ${item.operator} ${String(item.value)}`}
            onDelete={() => setFilterModel((model) => ({ ...model, items: model.items.filter((other) => other !== item) }))}
          />
        ))}
        {searchWords.map((word: string) => (
          <Chip
            key={`search-${word}`}
            size="small"
            color="primary"
            variant="outlined"
            label={`Search: ${word}`}
            onDelete={() =>
              setFilterModel((model) => ({ ...model, quickFilterValues: (model.quickFilterValues ?? []).filter((other) => other !== word) }))
            }
          />
        ))}
        {activeItems.length === 0 && searchWords.length === 0 && (
          <Typography component="span" variant="body2">none</Typography>
        )}
      </Stack>
      <Box sx={{ height: 330 }}>
        <DataGrid label="Candidates" rows={candidates} columns={columns} showToolbar filterModel={filterModel} onFilterModelChange={setFilterModel} />
      </Box>
    </Box>
  );
}
