import * as React from 'react';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridValidRowModel,
} from '@mui/x-data-grid-pro';

type Item = { id: string; parent: string; name: string; kind: 'Folder' | 'File'; sizeKb: number; owner: string };

// --- A fake file server: a seeded tree of folders and files. ---
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(11);
const owners = ['Maya', 'Luca', 'Noor', 'Owen'];
const files = ['budget.xlsx', 'notes.md', 'roadmap.pdf', 'logo.svg', 'contract.docx', 'photo.jpg', 'report.pdf'];
const items: Item[] = [];
function addFolder(parent: string, name: string, depth: number) {
  const id = parent ? `${parent}/${name}` : name;
  items.push({ id, parent, name, kind: 'Folder', sizeKb: 0, owner: owners[Math.floor(next() * 4)] });
  if (depth < 2) {
    ['Archive', 'Drafts', 'Shared'].slice(0, 1 + Math.floor(next() * 3)).forEach((sub) => addFolder(id, sub, depth + 1));
  }
  files.filter(() => next() < 0.5).forEach((file) => {
    items.push({ id: `${id}/${file}`, parent: id, name: file, kind: 'File', sizeKb: Math.round(next() * 9000) + 12, owner: owners[Math.floor(next() * 4)] });
  });
}
['Design', 'Engineering', 'Finance', 'Legal', 'Marketing', 'Operations', 'People', 'Sales'].forEach((team) => addFolder('', team, 0));
const childCount = (id: string) => items.filter((item) => item.parent === id).length;

function getRows(params: GridGetRowsParams) {
  const parent = (params.groupKeys ?? []).join('/');
  let children = items.filter((item) => item.parent === parent).map((item) => ({ ...item, children: childCount(item.id) }));
  const { field, sort } = params.sortModel[0] ?? { field: 'kind', sort: 'desc' }; // folders first by default
  const key = field as keyof Item;
  children = children.sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (sort === 'desc' ? -1 : 1));
  // Top level: one page and the total. Children: all of them, and no rowCount (it would replace the total).
  const response = parent
    ? { rows: children }
    : { rows: children.slice(Number(params.start), params.end + 1), rowCount: children.length };
  return new Promise<typeof response>((resolve) => setTimeout(() => resolve(response), 500));
}
// --- End of the fake server. ---

const dataSource: GridDataSource = {
  getRows,
  getGroupKey: (row: GridValidRowModel) => row.name, // unique among siblings
  getChildrenCount: (row: GridValidRowModel) => row.children,
};

const columns: GridColDef[] = [
  { field: 'kind', headerName: 'Kind', width: 90 },
  { field: 'owner', headerName: 'Owner', width: 100 },
  {
    field: 'sizeKb',
    headerName: 'Size',
    type: 'number',
    width: 100,
    valueFormatter: (value: number, row: Item) => (row.kind === 'Folder' ? '' : `${value.toLocaleString('en-US')} KB`),
  },
];

export default function SharedDriveTree() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        label="Shared drive"
        columns={columns}
        dataSource={dataSource}
        treeData
        groupingColDef={{ headerName: 'Name', width: 260 }}
        disableColumnFilter
        pagination
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
      />
    </div>
  );
}
