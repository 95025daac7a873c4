import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPreProcessEditCellProps } from '@mui/x-data-grid';

type Loan = {
  id: number;
  book: string;
  borrower: string;
  status: 'On loan' | 'Returned' | 'Lost';
  returnedOn: Date | null;
  fee: number;
};

const loans: Loan[] = [
  { id: 1, book: 'The Left Hand of Darkness', borrower: 'Hana Kowalczyk', status: 'On loan', returnedOn: null, fee: 0 },
  { id: 2, book: 'Things Fall Apart', borrower: 'Omar Haddad', status: 'Returned', returnedOn: new Date(2025, 4, 12), fee: 0 },
  { id: 3, book: 'Pedro Páramo', borrower: 'Greta Lund', status: 'Lost', returnedOn: null, fee: 18 },
  { id: 4, book: 'Invisible Cities', borrower: 'Sipho Dlamini', status: 'On loan', returnedOn: null, fee: 0 },
];

const pad = (n: number) => String(n).padStart(2, '0');
const formatDay = (date: Date | null) =>
  date ? `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` : '';

// `otherFieldsProps` holds the pending values of the other cells of the row being edited.
const pendingStatus = (params: GridPreProcessEditCellProps) =>
  (params.otherFieldsProps?.status.value as Loan['status'] | undefined) ?? params.row.status;

const columns: GridColDef<Loan>[] = [
  { field: 'book', headerName: 'Book', flex: 1, minWidth: 180 },
  { field: 'borrower', headerName: 'Borrower', width: 140 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['On loan', 'Returned', 'Lost'],
    width: 110,
    editable: true,
  },
  {
    field: 'returnedOn',
    headerName: 'Returned on',
    type: 'date',
    width: 150,
    editable: true,
    valueFormatter: (value: Date | null) => formatDay(value),
    // Required only when the pending status is "Returned".
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => ({
      ...params.props,
      error: pendingStatus(params) === 'Returned' && !params.props.value,
    }),
  },
  {
    field: 'fee',
    headerName: 'Fee ($)',
    type: 'number',
    width: 90,
    editable: true,
    // A lost book must be charged; other loans must not be.
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
      const fee = Number(params.props.value ?? 0);
      const lost = pendingStatus(params) === 'Lost';
      return { ...params.props, error: lost ? !(fee > 0) : fee !== 0 };
    },
  },
];

export default function LoanReturnValidation() {
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        Rules: a returned book needs a return date; a lost book needs a fee above 0, other loans a fee of 0. A cell that
        breaks a rule gets a dashed red outline and the row stays open until it is fixed or cancelled with Escape.
      </Typography>
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid
          label="Library loans"
          rows={loans}
          columns={columns}
          editMode="row"
          hideFooter
          sx={{
            '& .MuiDataGrid-cell--editing:has(.Mui-error)': {
              outline: '2px dashed',
              outlineColor: 'error.main',
              outlineOffset: -3,
              bgcolor: (theme) => theme.alpha((theme.vars ?? theme).palette.error.main, 0.08),
            },
          }}
        />
      </div>
    </Stack>
  );
}
