import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Avatar from '@mui/material/Avatar';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridCsvExportOptions,
  type GridRenderCellParams,
} from '@mui/x-data-grid';

interface Colleague {
  id: number;
  name: string;
  department: string;
  email: string;
  extension: string;
}

const colleagues: Colleague[] = [
  { id: 1, name: 'Ruth Abara', department: 'Legal', email: 'r.abara@example.org', extension: '2140' },
  { id: 2, name: 'Felix Brandt', department: 'IT', email: 'f.brandt@example.org', extension: '2217' },
  { id: 3, name: 'Mei Lin', department: 'Finance', email: 'm.lin@example.org', extension: '2305' },
  { id: 4, name: 'Oscar Duarte', department: 'IT', email: 'o.duarte@example.org', extension: '2219' },
];

const columns: GridColDef<Colleague>[] = [
  {
    field: 'photo',
    headerName: 'Photo',
    width: 70,
    sortable: false,
    // A picture has no place in a text file.
    disableExport: true,
    renderCell: (params: GridRenderCellParams<Colleague>) => (
      <Avatar sx={{ width: 28, height: 28, fontSize: 13 }}>{params.row.name.charAt(0)}</Avatar>
    ),
  },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 130 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'email', headerName: 'E-mail', width: 190 },
  { field: 'extension', headerName: 'Ext.', width: 80 },
];

const choices: Record<string, { label: string; options: GridCsvExportOptions }> = {
  visible: { label: 'Visible columns (default)', options: {} },
  all: { label: 'allColumns: true', options: { allColumns: true } },
  fields: { label: "fields: ['email', 'name']", options: { fields: ['email', 'name'] } },
};

export default function StaffDirectoryColumns() {
  const apiRef = useGridApiRef();
  const [choice, setChoice] = React.useState('visible');
  const [csv, setCsv] = React.useState('');

  // Preview only: getDataAsCsv returns text and downloads nothing.
  React.useEffect(() => {
    setCsv(apiRef.current?.getDataAsCsv(choices[choice].options) ?? '');
  }, [apiRef, choice]);

  return (
    <Box>
      <RadioGroup
        row
        aria-label="Columns to export"
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
        sx={{ mb: 1 }}
      >
        {Object.entries(choices).map(([value, { label }]) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio size="small" />}
            label={<code>{label}</code>}
          />
        ))}
      </RadioGroup>
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          label="Staff directory"
          rows={colleagues}
          columns={columns}
          initialState={{ columns: { columnVisibilityModel: { extension: false } } }}
          hideFooter
        />
      </div>
      <Box
        component="pre"
        role="region"
        tabIndex={0}
        aria-label="CSV output"
        sx={{
          m: 0,
          mt: 1,
          p: 1.5,
          height: 130,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontSize: 13,
          overflow: 'auto',
        }}
      >
        {csv}
      </Box>
    </Box>
  );
}
