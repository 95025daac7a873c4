import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Batch {
  id: string;
  crop: string;
  house: 'A' | 'B' | 'C';
  sown: Date;
  trays: number;
  organic: boolean;
}

const batches: Batch[] = [
  { id: 'B-301', crop: 'Basil', house: 'A', sown: new Date('2025-03-02T00:00:00'), trays: 40, organic: true },
  {
    id: 'B-302',
    crop: 'Tomato, cherry',
    house: 'B',
    sown: new Date('2025-03-04T00:00:00'),
    trays: 64,
    organic: false,
  },
  {
    id: 'B-303',
    crop: 'Lettuce, butterhead',
    house: 'A',
    sown: new Date('2025-03-09T00:00:00'),
    trays: 28,
    organic: true,
  },
  {
    id: 'B-304',
    crop: 'Chilli pepper',
    house: 'C',
    sown: new Date('2025-03-11T00:00:00'),
    trays: 36,
    organic: false,
  },
  {
    id: 'B-305',
    crop: 'Coriander',
    house: 'A',
    sown: new Date('2025-03-15T00:00:00'),
    trays: 22,
    organic: true,
  },
];

// Each type below becomes a real Excel type: text, number, date, TRUE/FALSE, and a drop-down list.
const columns: GridColDef<Batch>[] = [
  { field: 'id', headerName: 'Batch', width: 90 },
  { field: 'crop', headerName: 'Crop', flex: 1, minWidth: 160 },
  {
    field: 'house',
    headerName: 'Greenhouse',
    type: 'singleSelect',
    valueOptions: ['A', 'B', 'C'],
    width: 120,
  },
  { field: 'sown', headerName: 'Sown on', type: 'date', width: 120 },
  { field: 'trays', headerName: 'Trays', type: 'number', width: 90 },
  { field: 'organic', headerName: 'Organic', type: 'boolean', width: 100 },
];

export default function GreenhouseExcelToolbar() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGridPremium
        label="Seedling batches"
        rows={batches}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            excelOptions: {
              fileName: 'seedling-batches',
              valueOptionsSheetName: 'Greenhouses',
              columnsStyles: { sown: { numFmt: 'dd/mm/yyyy' } },
            },
          },
        }}
        hideFooter
      />
    </div>
  );
}
