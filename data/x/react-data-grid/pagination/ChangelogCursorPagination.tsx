import * as React from 'react';
import { DataGrid, type GridColDef, type GridPaginationMeta, type GridPaginationModel } from '@mui/x-data-grid';

type Release = { id: string; version: string; date: string; summary: string };

const summaries = ['Bug fixes', 'Faster start-up', 'New export format', 'Dark theme tweaks', 'Security patch'];

const releases: Release[] = Array.from({ length: 27 }, (_, index) => ({
  id: `rel_${(9000 - index * 37).toString(36)}`,
  version: `4.${Math.floor((26 - index) / 5)}.${(26 - index) % 5}`,
  date: `2025-${String(12 - Math.floor(index / 3)).padStart(2, '0')}-${String(28 - (index % 3) * 9).padStart(2, '0')}`,
  summary: summaries[index % summaries.length],
}));

// A cursor API: no page numbers, only "give me the rows after this id".
function fetchReleases(cursor: string | undefined, limit: number) {
  return new Promise<{ rows: Release[]; nextCursor: string | null }>((resolve) => {
    setTimeout(() => {
      const start = cursor ? releases.findIndex((release) => release.id === cursor) + 1 : 0;
      const rows = releases.slice(start, start + limit);
      const hasMore = start + limit < releases.length;
      resolve({ rows, nextCursor: hasMore ? rows[rows.length - 1].id : null });
    }, 300);
  });
}

const columns: GridColDef<Release>[] = [
  { field: 'version', headerName: 'Version', width: 100 },
  { field: 'date', headerName: 'Date', width: 120 },
  { field: 'summary', headerName: 'Summary', flex: 1, minWidth: 160 },
];

const PAGE_SIZE = 6;

export default function ChangelogCursorPagination() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE });
  const [rows, setRows] = React.useState<Release[]>([]);
  const [paginationMeta, setPaginationMeta] = React.useState<GridPaginationMeta>({ hasNextPage: true });
  const [loading, setLoading] = React.useState(true);
  // Cursor that starts each page we have seen: page 0 has none.
  const cursors = React.useRef<Record<number, string | undefined>>({});

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchReleases(cursors.current[paginationModel.page], paginationModel.pageSize).then((result) => {
      if (!active) return;
      if (result.nextCursor) {
        cursors.current[paginationModel.page + 1] = result.nextCursor;
      }
      setRows(result.rows);
      setPaginationMeta({ hasNextPage: result.nextCursor !== null });
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid
        label="Release history"
        rows={rows}
        columns={columns}
        density="compact"
        loading={loading}
        paginationMode="server"
        rowCount={-1}
        paginationMeta={paginationMeta}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        // Cursors are tied to one page size: offer a single one.
        pageSizeOptions={[PAGE_SIZE]}
      />
    </div>
  );
}
