import * as React from 'react';
import {
  DataGrid,
  GridEditSingleSelectCell,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

type Office = { id: number; employee: string; country: string; city: string; remote: boolean };

const citiesByCountry: Record<string, string[]> = {
  Germany: ['Berlin', 'Hamburg', 'Munich'],
  Japan: ['Osaka', 'Tokyo'],
  Canada: ['Montréal', 'Toronto', 'Vancouver'],
};

const rows: Office[] = [
  { id: 1, employee: 'Lea Hoffmann', country: 'Germany', city: 'Munich', remote: false },
  { id: 2, employee: 'Kenji Sato', country: 'Japan', city: 'Tokyo', remote: false },
  { id: 3, employee: 'Olivia Tremblay', country: 'Canada', city: 'Montréal', remote: true },
  { id: 4, employee: 'Marek Wolf', country: 'Germany', city: 'Berlin', remote: true },
];

// When the country changes, clear the city so no impossible pair is saved.
function CountryEditCell(props: GridRenderEditCellParams<Office, string>) {
  const apiRef = useGridApiContext();
  const handleValueChange = async (event: unknown, newValue: string) => {
    // Store the country first, so the city editor re-renders with the new options.
    await apiRef.current.setEditCellValue({ id: props.id, field: 'country', value: newValue });
    await apiRef.current.setEditCellValue({ id: props.id, field: 'city', value: '' });
  };
  return <GridEditSingleSelectCell {...props} onValueChange={handleValueChange} />;
}

const columns: GridColDef<Office>[] = [
  { field: 'employee', headerName: 'Employee', flex: 1, minWidth: 150 },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    valueOptions: Object.keys(citiesByCountry),
    width: 130,
    editable: true,
    renderEditCell: (params: GridRenderEditCellParams<Office, string>) => <CountryEditCell {...params} />,
  },
  {
    field: 'city',
    headerName: 'City',
    type: 'singleSelect',
    // In edit mode, `row` holds the pending values, so the options follow the new country.
    valueOptions: ({ row }) => (row ? citiesByCountry[row.country] ?? [] : Object.values(citiesByCountry).flat()),
    width: 140,
    editable: true,
    preProcessEditCellProps: ({ props }) => ({ ...props, error: !props.value }),
  },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90, editable: true },
];

export default function DependentFields() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid label="Office locations" rows={rows} columns={columns} editMode="row" hideFooter />
    </div>
  );
}
