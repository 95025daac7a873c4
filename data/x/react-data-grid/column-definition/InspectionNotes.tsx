import * as React from 'react';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

type Inspection = { id: number; unit: string; inspector: string; notes: string };

const rows: Inspection[] = [
  { id: 1, unit: 'Flat 2A', inspector: 'R. Osei', notes: 'Smoke alarm tested and working.' },
  {
    id: 2,
    unit: 'Flat 2B',
    inspector: 'R. Osei',
    notes:
      'Damp patch above the bathroom window, about 30 cm wide. Extractor fan runs but is weak; recommend replacing it and repainting with mould-resistant paint after the wall has dried out.',
  },
  { id: 3, unit: 'Flat 3A', inspector: 'M. Kowalczyk', notes: 'No issues found.' },
  {
    id: 4,
    unit: 'Flat 3B',
    inspector: 'M. Kowalczyk',
    notes:
      'Front door closes slowly and does not latch on its own. Door closer needs adjusting; fire safety requires self-closing doors on this landing, so schedule within two weeks.',
  },
  { id: 5, unit: 'Flat 4A', inspector: 'R. Osei', notes: 'Kitchen tap drips; washer replaced on site.' },
];

function ExpandableText({ value, width, hasFocus }: { value: string; width: number; hasFocus: boolean }) {
  const wrapperRef = React.useRef<HTMLDivElement>(null);
  const textRef = React.useRef<HTMLSpanElement>(null);
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);

  // Only expand when the text is actually cut off.
  const show = React.useCallback(() => {
    const text = textRef.current;
    if (text && text.scrollWidth > text.clientWidth) {
      setAnchor(wrapperRef.current);
    }
  }, []);

  // Keyboard users get the same popup when the cell receives focus.
  React.useEffect(() => {
    if (hasFocus) {
      show();
    } else {
      setAnchor(null);
    }
  }, [hasFocus, show]);

  return (
    <div ref={wrapperRef} style={{ width: '100%' }} onMouseEnter={show} onMouseLeave={() => !hasFocus && setAnchor(null)}>
      <span ref={textRef} style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {value}
      </span>
      <Popper open={anchor !== null} anchorEl={anchor} placement="bottom-start" style={{ width, zIndex: 1300 }}>
        <Paper elevation={4} sx={{ p: 1.5 }}>
          <Typography variant="body2">{value}</Typography>
        </Paper>
      </Popper>
    </div>
  );
}

const columns: GridColDef<Inspection>[] = [
  { field: 'unit', headerName: 'Unit', width: 100 },
  { field: 'inspector', headerName: 'Inspector', width: 130 },
  {
    field: 'notes',
    headerName: 'Notes',
    flex: 1,
    minWidth: 220,
    display: 'flex',
    renderCell: (params: GridRenderCellParams<Inspection, string>) => (
      <ExpandableText value={params.value ?? ''} width={params.colDef.computedWidth} hasFocus={params.hasFocus} />
    ),
  },
];

export default function InspectionNotes() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid label="Building inspection" rows={rows} columns={columns} hideFooter />
    </div>
  );
}
