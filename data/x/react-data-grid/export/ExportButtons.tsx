import { DataGrid, ExportCsv, ExportPrint, Toolbar, type GridColDef } from '@mui/x-data-grid';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';

type Student = { id: number; name: string; group: string; math: number; physics: number; literature: number };

const rows: Student[] = [
  { id: 1, name: 'Aiko Mori', group: '11B', math: 18, physics: 16, literature: 14 },
  { id: 2, name: 'Ben Walsh', group: '11A', math: 12, physics: 13, literature: 17 },
  { id: 3, name: 'Carla Nunes', group: '11B', math: 15, physics: 17, literature: 15 },
  { id: 4, name: 'Dmitri Volkov', group: '11A', math: 19, physics: 18, literature: 11 },
];

const columns: GridColDef<Student>[] = [
  { field: 'name', headerName: 'Student', flex: 1, minWidth: 150 },
  { field: 'group', headerName: 'Group', width: 80 },
  { field: 'math', headerName: 'Maths', type: 'number', width: 90 },
  { field: 'physics', headerName: 'Physics', type: 'number', width: 90 },
  { field: 'literature', headerName: 'Literature', type: 'number', width: 100 },
];

function GradesToolbar() {
  return (
    <Toolbar>
      <Typography component="span" sx={{ flex: 1, mx: 0.5, fontWeight: 500 }}>
        Term grades
      </Typography>
      <ExportCsv
        options={{ fileName: 'grades-term-2', fields: ['name', 'group', 'math', 'physics', 'literature'] }}
        render={<Button size="small" startIcon={<DownloadIcon />} />}
      >
        Download CSV
      </ExportCsv>
      <ExportPrint
        options={{ hideFooter: true, hideToolbar: true, pageStyle: '@page { size: landscape; margin: 12mm; }' }}
        render={<Button size="small" startIcon={<PrintIcon />} />}
      >
        Print
      </ExportPrint>
    </Toolbar>
  );
}

export default function ExportButtons() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid label="Term grades" rows={rows} columns={columns} slots={{ toolbar: GradesToolbar }} showToolbar hideFooter />
    </div>
  );
}
