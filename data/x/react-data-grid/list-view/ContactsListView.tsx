import * as React from 'react';
import { DataGridPro, type GridColDef, type GridListViewColDef, type GridRenderCellParams } from '@mui/x-data-grid-pro';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ViewListIcon from '@mui/icons-material/ViewList';
import TableRowsIcon from '@mui/icons-material/TableRows';

type Contact = { id: number; name: string; email: string; company: string; stage: 'Lead' | 'Customer' | 'Churned' };

const rows: Contact[] = [
  { id: 1, name: 'Abena Mensah', email: 'abena@kumasi-coffee.example', company: 'Kumasi Coffee', stage: 'Customer' },
  { id: 2, name: 'Björn Larsson', email: 'bjorn@fjordtech.example', company: 'FjordTech', stage: 'Lead' },
  { id: 3, name: 'Camila Rojas', email: 'camila@andes-travel.example', company: 'Andes Travel', stage: 'Customer' },
  { id: 4, name: 'Dev Patel', email: 'dev@monsoon-labs.example', company: 'Monsoon Labs', stage: 'Churned' },
  { id: 5, name: 'Elena Petrova', email: 'elena@volga-design.example', company: 'Volga Design', stage: 'Lead' },
];

const stageColor = { Lead: 'primary', Customer: 'success', Churned: 'default' } as const;

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220 },
  { field: 'company', headerName: 'Company', width: 150 },
  { field: 'stage', headerName: 'Stage', width: 110 },
];

function ContactCard({ row }: GridRenderCellParams<Contact>) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, height: '100%', minWidth: 0 }}>
      <Avatar sx={{ width: 36, height: 36 }}>{row.name.charAt(0)}</Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
          {row.name} · {row.company}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {row.email}
        </Typography>
      </Box>
      <Chip size="small" label={row.stage} color={stageColor[row.stage]} />
    </Box>
  );
}

const listViewColumn: GridListViewColDef<Contact> = { field: 'card', renderCell: (params) => <ContactCard {...params} /> };

export default function ContactsListView() {
  const [view, setView] = React.useState<'list' | 'table'>('list');

  return (
    <Box>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(event, next: 'list' | 'table' | null) => next && setView(next)}
        aria-label="Layout"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="list" aria-label="List view">
          <ViewListIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton value="table" aria-label="Table view">
          <TableRowsIcon fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPro
          label="Contacts"
          rows={rows}
          columns={columns}
          listView={view === 'list'}
          listViewColumn={listViewColumn}
          rowHeight={view === 'list' ? 64 : 52}
          showToolbar
          hideFooter
        />
      </div>
    </Box>
  );
}
