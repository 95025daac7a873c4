import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Train {
  id: number;
  service: string;
  to: string;
  departs: string;
  delayMin: number;
  reason: string;
}

const trains: Train[] = [
  { id: 1, service: 'IC 812', to: 'Bruxelles-Midi', departs: '07:42', delayMin: 0, reason: 'Running on time.' },
  { id: 2, service: 'ICE 15', to: 'Frankfurt Hbf', departs: '07:55', delayMin: 12, reason: 'Signal failure near Liège.' },
  { id: 3, service: 'THA 9315', to: 'Paris Nord', departs: '08:10', delayMin: 0, reason: 'Running on time.' },
  { id: 4, service: 'IC 3214', to: 'Antwerpen-C.', departs: '08:16', delayMin: 25, reason: 'Late arrival of the train crew.' },
  { id: 5, service: 'EC 207', to: 'Basel SBB', departs: '08:31', delayMin: 5, reason: 'Busy platform at the previous stop.' },
];

const columns: GridColDef<Train>[] = [
  { field: 'service', headerName: 'Service', width: 110 },
  { field: 'to', headerName: 'To', flex: 1, minWidth: 150 },
  { field: 'departs', headerName: 'Departs', width: 100 },
  { field: 'delayMin', headerName: 'Delay (min)', type: 'number', width: 120 },
];

function getDetailPanelContent({ row }: GridRowParams<Train>) {
  return (
    <Box sx={{ px: 3, py: 1.5 }}>
      <Typography variant="body2">{row.reason}</Typography>
    </Box>
  );
}

const getDetailPanelHeight = () => 48;

export default function DetailPanelApi() {
  const apiRef = useGridApiRef();
  const [report, setReport] = React.useState('Use the buttons to drive the panels from code.');

  const openDelayed = () => {
    const delayed = trains.filter((train) => train.delayMin > 0).map((train) => train.id);
    apiRef.current?.setExpandedDetailPanels(new Set(delayed));
  };

  const countOpen = () => {
    const open = apiRef.current?.getExpandedDetailPanels() ?? new Set();
    setReport(`${open.size} panel${open.size === 1 ? '' : 's'} open.`);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={openDelayed}>
          Open delayed trains
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.toggleDetailPanel(2)}>
          Toggle ICE 15
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setExpandedDetailPanels(new Set())}>
          Close all
        </Button>
        <Button size="small" variant="outlined" onClick={countOpen}>
          Count open panels
        </Button>
      </Stack>
      <Typography variant="body2" aria-live="polite" sx={{ minHeight: 20 }}>
        {report}
      </Typography>
      <div style={{ height: 360, width: '100%' }}>
        <DataGridPro
          label="Departures"
          apiRef={apiRef}
          rows={trains}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          hideFooter
        />
      </div>
    </Stack>
  );
}
