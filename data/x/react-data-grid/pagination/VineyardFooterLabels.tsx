import * as React from 'react';
import {
  DataGrid,
  type GridColDef,
  type GridLocaleText,
  type GridPaginationMeta,
  type GridPaginationModel,
} from '@mui/x-data-grid';

type Cask = { id: number; wine: string; vintage: number; litres: number };

const wines = ['Alvarinho', 'Touriga Nacional', 'Arinto', 'Baga', 'Encruzado', 'Castelão'];

const cellar: Cask[] = Array.from({ length: 57 }, (_, index) => ({
  id: 500 + index,
  wine: wines[(index * 5) % wines.length],
  vintage: 2015 + (index % 9),
  litres: 225 + ((index * 3) % 4) * 75,
}));

function fetchCasks({ page, pageSize }: GridPaginationModel) {
  return new Promise<{ rows: Cask[]; hasNextPage: boolean }>((resolve) => {
    setTimeout(() => {
      const start = page * pageSize;
      resolve({ rows: cellar.slice(start, start + pageSize), hasNextPage: start + pageSize < cellar.length });
    }, 300);
  });
}

// Portuguese footer texts; `estimated` is set when the grid only has an estimate of the total.
const localeText: Partial<GridLocaleText> = {
  paginationRowsPerPage: 'Linhas por página:',
  paginationDisplayedRows: ({ from, to, count, estimated }) => {
    if (count !== -1) return `${from}–${to} de ${count}`;
    return estimated && estimated > to ? `${from}–${to} de cerca de ${estimated}` : `${from}–${to} de mais de ${to}`;
  },
  paginationItemAriaLabel: (type) =>
    ({ first: 'Primeira página', last: 'Última página', previous: 'Página anterior', next: 'Página seguinte' })[type],
};

const columns: GridColDef<Cask>[] = [
  { field: 'id', headerName: 'Barrica', width: 100 },
  { field: 'wine', headerName: 'Casta', flex: 1, minWidth: 150 },
  { field: 'vintage', headerName: 'Colheita', type: 'number', width: 100,
    valueFormatter: (value?: number) => (value == null ? '' : String(value)) },
  { field: 'litres', headerName: 'Litros', type: 'number', width: 90 },
];

export default function VineyardFooterLabels() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 5 });
  const [rows, setRows] = React.useState<Cask[]>([]);
  const [paginationMeta, setPaginationMeta] = React.useState<GridPaginationMeta>({ hasNextPage: true });
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchCasks(paginationModel).then((result) => {
      if (!active) return;
      setRows(result.rows);
      setPaginationMeta((prev) => (prev.hasNextPage === result.hasNextPage ? prev : { hasNextPage: result.hasNextPage }));
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <div lang="pt-PT" style={{ height: 300, width: '100%' }}>
      <DataGrid
        label="Barricas na adega"
        rows={rows}
        columns={columns}
        density="compact"
        loading={loading}
        localeText={localeText}
        paginationMode="server"
        rowCount={-1}
        estimatedRowCount={60}
        paginationMeta={paginationMeta}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[5, 10]}
      />
    </div>
  );
}
