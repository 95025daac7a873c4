import { DataGridPro, GridLogicOperator, type GridColDef } from '@mui/x-data-grid-pro';

type Loan = { id: number; title: string; borrower: string; branch: string; daysOut: number; renewals: number };

const rows: Loan[] = [
  { id: 1, title: 'The Left Hand of Darkness', borrower: 'M. Ferraro', branch: 'Central', daysOut: 12, renewals: 0 },
  { id: 2, title: 'Braiding Sweetgrass', borrower: 'T. Adeyemi', branch: 'Riverside', daysOut: 31, renewals: 1 },
  { id: 3, title: 'A Tale for the Time Being', borrower: 'H. Lindgren', branch: 'Central', daysOut: 45, renewals: 3 },
  { id: 4, title: 'The Overstory', borrower: 'P. Castillo', branch: 'Hillside', daysOut: 5, renewals: 0 },
  { id: 5, title: 'Piranesi', borrower: 'J. Wong', branch: 'Riverside', daysOut: 19, renewals: 2 },
];

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 190 },
  { field: 'borrower', headerName: 'Borrower', width: 120 },
  { field: 'branch', headerName: 'Branch', width: 110 },
  { field: 'daysOut', headerName: 'Days out', type: 'number', width: 100 },
  { field: 'renewals', headerName: 'Renewals', type: 'number', width: 100 },
];

export default function LibraryLoansPanelStyling() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGridPro
        label="Library loans"
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'daysOut', operator: '>', value: 28 },
                { id: 2, field: 'renewals', operator: '>=', value: 2 },
              ],
              logicOperator: GridLogicOperator.Or,
            },
          },
        }}
        slotProps={{
          filterPanel: {
            // Loans to follow up: any one condition is enough, so only "Or" is offered.
            logicOperators: [GridLogicOperator.Or],
            filterFormProps: {
              logicOperatorInputProps: { size: 'small', sx: { width: 70 } },
              columnInputProps: { size: 'small', sx: { width: 130 } },
              operatorInputProps: { size: 'small', sx: { width: 110 } },
              // `sx` styles the wrapper; `InputComponentProps` reaches the value input itself.
              valueInputProps: { sx: { width: 150 }, InputComponentProps: { size: 'small' } },
              // Move the remove button to the end of each row.
              deleteIconProps: { sx: { order: 10, ml: 'auto' } },
            },
            sx: {
              '& .MuiDataGrid-filterForm': {
                alignItems: 'flex-end',
                gap: 1,
                px: 2,
                py: 1.5,
                borderBottom: 1,
                borderColor: 'divider',
              },
              '& .MuiDataGrid-filterFormValueInput': { flexGrow: 1 },
            },
          },
        }}
      />
    </div>
  );
}
