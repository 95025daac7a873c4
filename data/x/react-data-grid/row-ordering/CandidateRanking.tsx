import * as React from 'react';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import {
  DataGridPro,
  GridActionsCellItem,
  type GridColDef,
  type GridRowId,
  type GridRowOrderChangeParams,
} from '@mui/x-data-grid-pro';

interface Candidate {
  id: number;
  name: string;
  role: string;
}

const initialCandidates: Candidate[] = [
  { id: 1, name: 'Noor Haddad', role: 'Data engineer' },
  { id: 2, name: 'Mateo Silva', role: 'Data engineer' },
  { id: 3, name: 'Ewa Nowak', role: 'Data engineer' },
  { id: 4, name: 'Kofi Boateng', role: 'Data engineer' },
];

function moveItem<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

export default function CandidateRanking() {
  const [candidates, setCandidates] = React.useState(initialCandidates);
  const [announcement, setAnnouncement] = React.useState('');

  const move = React.useCallback((id: GridRowId, offset: number) => {
    setCandidates((prev) => {
      const from = prev.findIndex((c) => c.id === id);
      const to = from + offset;
      if (from < 0 || to < 0 || to >= prev.length) {
        return prev;
      }
      setAnnouncement(`${prev[from].name} moved to rank ${to + 1}`);
      return moveItem(prev, from, to);
    });
  }, []);

  const columns = React.useMemo<GridColDef<Candidate>[]>(
    () => [
      { field: 'name', headerName: 'Candidate', flex: 1, minWidth: 160 },
      { field: 'role', headerName: 'Role', width: 140 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Move',
        width: 100,
        getActions: ({ id }) => [
          <GridActionsCellItem key="up" icon={<ArrowUpwardIcon />} label="Move up" onClick={() => move(id, -1)} />,
          <GridActionsCellItem key="down" icon={<ArrowDownwardIcon />} label="Move down" onClick={() => move(id, 1)} />,
        ],
      },
    ],
    [move],
  );

  const handleRowOrderChange = ({ oldIndex, targetIndex, row }: GridRowOrderChangeParams) => {
    setCandidates((prev) => moveItem(prev, oldIndex, targetIndex));
    setAnnouncement(`${row.name} moved to rank ${targetIndex + 1}`);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <div style={{ height: 300, width: '100%' }}>
        <DataGridPro
          rows={candidates}
          columns={columns}
          rowReordering
          onRowOrderChange={handleRowOrderChange}
          hideFooter
        />
      </div>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary', minHeight: 20 }}>
        {announcement}
      </Typography>
    </Stack>
  );
}
