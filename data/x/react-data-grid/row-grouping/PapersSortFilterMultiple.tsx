import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  getRowGroupingFieldFromGroupingCriteria,
  type GridColDef,
  type GridGroupingColDefOverride,
  type GridGroupingColDefOverrideParams,
} from '@mui/x-data-grid-premium';

type Paper = { id: number; journal: string; author: string; title: string; year: number };

const rows: Paper[] = [
  { id: 1, journal: 'Coastal Review', author: 'Zhou Min', title: 'Wave energy on shingle beaches', year: 2021 },
  { id: 2, journal: 'Coastal Review', author: 'Anders Vik', title: 'Dune grass and erosion', year: 2023 },
  { id: 3, journal: 'Coastal Review', author: 'Zhou Min', title: 'A census of rock pools', year: 2022 },
  { id: 4, journal: 'Urban Ecology', author: 'Bea Castro', title: 'Rooftop bees', year: 2020 },
  { id: 5, journal: 'Urban Ecology', author: 'Anders Vik', title: 'Moss on north walls', year: 2024 },
  { id: 6, journal: 'Urban Ecology', author: 'Bea Castro', title: 'Lichens as air monitors', year: 2022 },
];

const columns: GridColDef<Paper>[] = [
  { field: 'journal', headerName: 'Journal', width: 140 },
  { field: 'author', headerName: 'Author', width: 130 },
  { field: 'title', headerName: 'Title', width: 220 },
  { field: 'year', headerName: 'Year', width: 80 },
];

const authorColumn = getRowGroupingFieldFromGroupingCriteria('author');

export default function PapersSortFilterMultiple() {
  const [byAuthor, setByAuthor] = React.useState(true);

  // One call per grouping column; only the author column shows leaves.
  const groupingColDef = React.useCallback(
    ({ fields }: GridGroupingColDefOverrideParams): GridGroupingColDefOverride<Paper> =>
      fields[0] === 'author'
        ? { leafField: 'title', mainGroupingCriteria: byAuthor ? 'author' : undefined, width: 260 }
        : { width: 150 },
    [byAuthor],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel label="Author column sorts and filters the authors (mainGroupingCriteria)"
        control={<Switch checked={byAuthor} onChange={(event) => setByAuthor(event.target.checked)} />} />
      <Box sx={{ height: 320 }}>
        <DataGridPremium
          key={String(byAuthor)}
          rows={rows}
          columns={columns}
          rowGroupingColumnMode="multiple"
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={-1}
          initialState={{
            rowGrouping: { model: ['journal', 'author'] },
            sorting: { sortModel: [{ field: authorColumn, sort: 'asc' }] },
            columns: { columnVisibilityModel: { journal: false, author: false, title: false } },
          }}
          aria-label="Papers grouped by journal and author"
        />
      </Box>
    </Box>
  );
}
