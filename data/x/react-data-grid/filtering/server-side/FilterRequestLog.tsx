import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

const suppliers = [
  { id: 1, name: 'Baltic Timber', country: 'Latvia', rating: 4.6 },
  { id: 2, name: 'Bergen Seafood', country: 'Norway', rating: 4.1 },
  { id: 3, name: 'Castile Olive Co.', country: 'Spain', rating: 4.8 },
  { id: 4, name: 'Danube Steelworks', country: 'Austria', rating: 3.9 },
  { id: 5, name: 'Bernese Dairy', country: 'Switzerland', rating: 4.4 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Supplier', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

const describe = (model: GridFilterModel) => {
  const item = model.items[0];
  const search = (model.quickFilterValues ?? []).join(' ');
  if (search) return `search "${search}"`;
  return item && item.value ? `${item.field} ${item.operator} "${item.value}"` : 'no filter';
};

export default function FilterRequestLog() {
  const [debounceMs, setDebounceMs] = React.useState(150);
  const [requests, setRequests] = React.useState<string[]>([]);

  // In a real app, this is where the request to your API would go.
  const handleFilterModelChange = (model: GridFilterModel) => {
    setRequests((previous) => [`#${previous.length + 1}: ${describe(model)}`, ...previous]);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={debounceMs}
        onChange={(_, value: number | null) => value !== null && setDebounceMs(value)}
        aria-label="filterDebounceMs"
        sx={{ mb: 1 }}
      >
        <ToggleButton value={0}>0 ms</ToggleButton>
        <ToggleButton value={150}>150 ms (default)</ToggleButton>
        <ToggleButton value={800}>800 ms</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ height: 300, flex: '2 1 320px' }}>
          <DataGrid
            label="Suppliers"
            rows={suppliers}
            columns={columns}
            showToolbar
            filterMode="server"
            filterDebounceMs={debounceMs}
            onFilterModelChange={handleFilterModelChange}
            hideFooter
          />
        </Box>
        <Box sx={{ flex: '1 1 200px' }}>
          <Typography component="p" variant="subtitle2">
            Requests sent ({requests.length})
          </Typography>
          <List dense aria-label="Requests sent">
            {requests.slice(0, 6).map((request) => (
              <ListItem key={request} sx={{ fontFamily: 'monospace', fontSize: 13 }}>
                {request}
              </ListItem>
            ))}
          </List>
        </Box>
      </Box>
    </Box>
  );
}
