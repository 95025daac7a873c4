import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  ExportExcel,
  Toolbar,
  type GridColDef,
  type GridExceljsProcessInput,
} from '@mui/x-data-grid-premium';

interface Reading {
  id: number;
  station: string;
  pm25: number;
  no2: number;
}

const readings: Reading[] = [
  { id: 1, station: 'Central Square', pm25: 14.2, no2: 38.5 },
  { id: 2, station: 'Riverside Park', pm25: 8.7, no2: 19.1 },
  { id: 3, station: 'Ring Road East', pm25: 21.9, no2: 52.3 },
  { id: 4, station: 'University Campus', pm25: 10.4, no2: 24.8 },
];

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 170 },
  { field: 'pm25', headerName: 'PM2.5 (µg/m³)', type: 'number', width: 140 },
  { field: 'no2', headerName: 'NO₂ (µg/m³)', type: 'number', width: 130 },
];

// Runs before the grid writes its rows: the rows start below what is added here.
async function addTitle({ workbook, worksheet }: GridExceljsProcessInput) {
  workbook.creator = 'Air quality office';
  worksheet.name = 'Daily means';
  worksheet.addRow(['Air quality, daily means, 14 May 2025']);
  worksheet.getRow(1).font = { bold: true, size: 14 };
  worksheet.addRow([]);
}

// Runs after the rows are written: a footnote under the data.
async function addFootnote({ worksheet }: GridExceljsProcessInput) {
  worksheet.addRow([]);
  worksheet.addRow(['Provisional data, not yet validated.']).font = { italic: true };
}

function ReportToolbar() {
  return (
    <Toolbar>
      <Typography component="span" sx={{ flex: 1, mx: 0.5, fontWeight: 500 }}>
        Monitoring stations
      </Typography>
      <ExportExcel
        options={{
          fileName: 'air-quality-2025-05-14',
          exceljsPreProcess: addTitle,
          exceljsPostProcess: addFootnote,
        }}
        render={<Button size="small" variant="contained" />}
      >
        Download report (.xlsx)
      </ExportExcel>
    </Toolbar>
  );
}

export default function ExcelReportHeader() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGridPremium
        label="Air quality readings"
        rows={readings}
        columns={columns}
        slots={{ toolbar: ReportToolbar }}
        showToolbar
        hideFooter
      />
    </div>
  );
}
