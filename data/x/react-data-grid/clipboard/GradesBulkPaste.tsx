import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

type Grade = { id: number; student: string; essay: number; exam: number };

const grades: Grade[] = [
  { id: 1, student: 'Aaliyah Brooks', essay: 14, exam: 16 },
  { id: 2, student: 'Benoît Lefèvre', essay: 12, exam: 11 },
  { id: 3, student: 'Chen Wei', essay: 17, exam: 18 },
  { id: 4, student: 'Dagny Halvorsen', essay: 9, exam: 13 },
  { id: 5, student: 'Emeka Obi', essay: 15, exam: 14 },
];

const columns: GridColDef<Grade>[] = [
  { field: 'student', headerName: 'Student', flex: 1, minWidth: 160 },
  { field: 'essay', headerName: 'Essay /20', type: 'number', width: 110, editable: true },
  { field: 'exam', headerName: 'Exam /20', type: 'number', width: 110, editable: true },
];

const marksBlock = '13\t15\n16\t12\n10\t14';

// Two fake endpoints: one row at a time for edits, many rows at once for pastes.
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function saveGrade(row: Grade) {
  await wait(300);
  return row;
}
async function saveGrades(rows: Grade[]) {
  await wait(600);
  return rows;
}

export default function GradesBulkPaste() {
  const isPasting = React.useRef(false);
  const pastedRows = React.useRef<Grade[]>([]);
  const [log, setLog] = React.useState<string[]>([]);
  const note = (line: string) => setLog((lines) => [line, ...lines].slice(0, 3));

  const processRowUpdate = React.useCallback(async (newRow: Grade) => {
    if (isPasting.current) {
      // Collected now, sent together when the paste ends.
      pastedRows.current.push(newRow);
      return newRow;
    }
    const saved = await saveGrade(newRow);
    note(`Edit: 1 request for ${saved.student}.`);
    return saved;
  }, []);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => navigator.clipboard?.writeText(marksBlock)}>
          Copy marks for 3 students
        </Button>
      </Stack>
      <div style={{ height: 320, width: '100%' }}>
        <DataGridPremium
          label="Term marks"
          rows={grades}
          columns={columns}
          cellSelection
          // A click selects the cell only; a selected row would receive the paste from its first column.
          disableRowSelectionOnClick
          processRowUpdate={processRowUpdate}
          onClipboardPasteStart={() => {
            isPasting.current = true;
            pastedRows.current = [];
          }}
          onClipboardPasteEnd={async () => {
            isPasting.current = false;
            const rows = pastedRows.current;
            if (rows.length === 0) return;
            await saveGrades(rows);
            note(`Paste: 1 request for ${rows.length} student(s).`);
          }}
          hideFooter
        />
      </div>
      <div role="status">
        <Stack component="ul" sx={{ m: 0, pl: 2.5, minHeight: 24 }} aria-label="Requests sent">
        {log.length === 0 ? (
          <Typography component="li" variant="body2" color="text.secondary">
            No request yet.
          </Typography>
        ) : (
          log.map((line, index) => (
            <Typography key={`${index}-${line}`} component="li" variant="body2" color="text.secondary">
              {line}
            </Typography>
          ))
        )}
        </Stack>
      </div>
    </Stack>
  );
}
