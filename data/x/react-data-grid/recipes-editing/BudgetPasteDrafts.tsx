import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { DataGridPremium, useGridApiRef, type GridColDef, type GridRowId } from '@mui/x-data-grid-premium';

type BudgetLine = { id: number; department: string; q1: number; q2: number; q3: number; q4: number };

const approved: BudgetLine[] = [
  { id: 1, department: 'Marketing', q1: 42000, q2: 38000, q3: 45000, q4: 52000 },
  { id: 2, department: 'Engineering', q1: 120000, q2: 124000, q3: 126000, q4: 130000 },
  { id: 3, department: 'Support', q1: 31000, q2: 31000, q3: 33000, q4: 34000 },
  { id: 4, department: 'Facilities', q1: 18000, q2: 17500, q3: 17500, q4: 21000 },
];

const quarters = ['q1', 'q2', 'q3', 'q4'] as const;

const parseAmount = (text: string) => {
  const value = Number(text.replace(/[^\d.-]/g, ''));
  return text.trim() !== '' && Number.isFinite(value) ? value : undefined;
};

const columns: GridColDef<BudgetLine>[] = [
  { field: 'department', headerName: 'Department', flex: 1, minWidth: 130 },
  ...quarters.map(
    (q): GridColDef<BudgetLine> => ({
      field: q,
      headerName: q.toUpperCase(),
      type: 'number',
      width: 100,
      editable: true,
      valueFormatter: (value?: number | null) => (value == null ? '' : value.toLocaleString('en-US')),
      // Copied cells carry the formatted text (42,000): drop the separators when pasting it back.
      pastedValueParser: parseAmount,
    }),
  ),
];

// Two rows by two quarters, tab-separated, as a spreadsheet would copy them.
const revisedBlock = '40000\t44000\n35000\t36000';

function submitBudget(lines: BudgetLine[]) {
  return new Promise<BudgetLine[]>((resolve) => {
    setTimeout(() => resolve(lines), 600);
  });
}

export default function BudgetPasteDrafts() {
  const apiRef = useGridApiRef();
  const [saved, setSaved] = React.useState(approved);
  const [drafts, setDrafts] = React.useState<Map<GridRowId, BudgetLine>>(() => new Map());
  const [busy, setBusy] = React.useState(false);

  // Pasted rows come through processRowUpdate too, so a paste becomes a set of drafts.
  const processRowUpdate = React.useCallback((newRow: BudgetLine) => {
    setDrafts((prev) => new Map(prev).set(newRow.id, newRow));
    return newRow;
  }, []);

  const savedById = React.useMemo(() => new Map<GridRowId, BudgetLine>(saved.map((row) => [row.id, row])), [saved]);

  const discard = () => {
    apiRef.current?.updateRows(saved.filter((row) => drafts.has(row.id)));
    setDrafts(new Map());
  };

  const submit = async () => {
    setBusy(true);
    const result = await submitBudget([...drafts.values()]);
    const byId = new Map(result.map((row) => [row.id, row]));
    setSaved((rows) => rows.map((row) => byId.get(row.id) ?? row));
    setDrafts(new Map());
    setBusy(false);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }} useFlexGap>
        <Button size="small" variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => navigator.clipboard?.writeText(revisedBlock)}>
          Copy revised figures
        </Button>
        <Button size="small" variant="contained" disabled={drafts.size === 0} loading={busy} onClick={submit}>
          Submit budget
        </Button>
        <Button size="small" disabled={drafts.size === 0 || busy} onClick={discard}>
          Discard
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {drafts.size === 0 ? 'Matches the approved budget.' : `${drafts.size} department(s) changed, not submitted.`}
        </Typography>
      </Stack>
      <div style={{ height: 300, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          label="Quarterly budget"
          rows={saved}
          columns={columns}
          cellSelection
          // A click selects the cell only; a selected row would receive the paste from its first column.
          disableRowSelectionOnClick
          processRowUpdate={processRowUpdate}
          // Mark only the cells whose value differs from the approved figure.
          getCellClassName={(params) => {
            const original = savedById.get(params.id);
            if (!original || !drafts.has(params.id)) return '';
            const field = params.field as keyof BudgetLine;
            return original[field] !== (params.row as BudgetLine)[field] ? 'cell--changed' : '';
          }}
          loading={busy}
          hideFooter
          sx={{
            '& .cell--changed': {
              fontWeight: 700,
              bgcolor: (theme) => theme.alpha((theme.vars ?? theme).palette.warning.main, 0.18),
            },
          }}
        />
      </div>
    </Stack>
  );
}
