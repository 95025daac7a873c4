import * as React from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef, type GridColDef } from '@mui/x-data-grid-premium';

interface Entry {
  id: number;
  person: string;
  project: string;
  week: number;
  hours: number;
}

const people = ['Ada', 'Bruno', 'Chiara', 'Dev', 'Emeka', 'Freya'];
const projects = ['Website', 'Mobile app', 'Data platform', 'Support'];

// 24 fixed timesheet lines built from a formula, identical on every render.
const entries: Entry[] = Array.from({ length: 24 }, (_, i) => ({
  id: i + 1,
  person: people[i % people.length],
  project: projects[(i * 3) % projects.length],
  week: 14 + Math.floor(i / 6),
  hours: 20 + ((i * 7) % 21),
}));

const columns: GridColDef<Entry>[] = [
  { field: 'person', headerName: 'Person', flex: 1, minWidth: 120 },
  { field: 'project', headerName: 'Project', width: 150 },
  { field: 'week', headerName: 'Week', type: 'number', width: 90 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90 },
];

export default function TimesheetExcelProgress() {
  const apiRef = useGridApiRef();
  const [state, setState] = React.useState<'idle' | 'pending' | 'finished'>('idle');
  const [summary, setSummary] = React.useState('');

  const inspect = async () => {
    // getDataAsExcel builds the ExcelJS workbook without downloading it.
    const workbook = await apiRef.current?.getDataAsExcel();
    const sheet = workbook?.worksheets[0];
    if (sheet) {
      setSummary(`Workbook ready: sheet "${sheet.name}" with ${sheet.rowCount} rows (header included).`);
    }
  };

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="contained"
          disabled={state === 'pending'}
          onClick={() => apiRef.current?.exportDataAsExcel({ fileName: 'timesheets-q2' })}
        >
          Download .xlsx
        </Button>
        <Button size="small" variant="outlined" onClick={inspect}>
          Build workbook only
        </Button>
        <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center', minHeight: 24 }}>
          {state === 'pending' && <CircularProgress size={16} aria-hidden />}
          <Typography variant="body2">
            {state === 'pending' && 'Preparing the file…'}
            {state === 'finished' && 'File ready, check your downloads.'}
          </Typography>
        </Stack>
      </Stack>
      <div style={{ height: 360 }}>
        <DataGridPremium
          apiRef={apiRef}
          label="Timesheets"
          rows={entries}
          columns={columns}
          onExcelExportStateChange={setState}
          hideFooter
        />
      </div>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, minHeight: 20 }}>
        {summary}
      </Typography>
    </div>
  );
}
