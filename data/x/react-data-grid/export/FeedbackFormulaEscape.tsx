import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Feedback {
  id: number;
  visitor: string;
  comment: string;
}

// Free-text answers from a public form: anything can arrive here.
const answers: Feedback[] = [
  { id: 1, visitor: 'guest-7731', comment: 'Great audio guide, thank you!' },
  { id: 2, visitor: 'guest-7732', comment: '=HYPERLINK("http://example.com","Claim a prize")' },
  { id: 3, visitor: 'guest-7733', comment: '-2 stars for the queue' },
  { id: 4, visitor: 'guest-7734', comment: '+1 for the café' },
  { id: 5, visitor: '@guest-7735', comment: 'Lockers were full' },
];

const columns: GridColDef<Feedback>[] = [
  { field: 'visitor', headerName: 'Visitor', width: 130 },
  { field: 'comment', headerName: 'Comment', flex: 1, minWidth: 260 },
];

export default function FeedbackFormulaEscape() {
  const apiRef = useGridApiRef();
  const [escapeFormulas, setEscapeFormulas] = React.useState(true);
  const [csv, setCsv] = React.useState('');

  React.useEffect(() => {
    setCsv(apiRef.current?.getDataAsCsv({ escapeFormulas }) ?? '');
  }, [apiRef, escapeFormulas]);

  return (
    <Box>
      <FormControlLabel
        sx={{ mb: 1 }}
        control={
          <Switch
            size="small"
            checked={escapeFormulas}
            onChange={(event) => setEscapeFormulas(event.target.checked)}
          />
        }
        label={<code>escapeFormulas</code>}
      />
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid apiRef={apiRef} label="Visitor feedback" rows={answers} columns={columns} hideFooter />
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
          height: 140,
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
