import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGridPro,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridHeaderFilterCellProps,
} from '@mui/x-data-grid-pro';

// Replaces every header filter cell: a button that sums up the column's conditions and opens the panel.
function FilterSummaryCell({ colDef, width, height, hasFocus, colIndex, tabIndex }: GridHeaderFilterCellProps) {
  const apiRef = useGridApiContext();
  const cellRef = React.useRef<HTMLDivElement>(null);
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const items = filterModel.items.filter((item) => item.field === colDef.field);
  const headerName = colDef.headerName ?? colDef.field;

  // The grid's keyboard navigation moves `hasFocus`; move the DOM focus with it.
  React.useLayoutEffect(() => {
    if (hasFocus) {
      (cellRef.current?.querySelector<HTMLElement>('button') ?? cellRef.current)?.focus();
    }
  }, [hasFocus]);

  // Forward key presses to the grid, which handles arrow-key navigation between cells,
  // and tell it which cell has focus when the reader clicks one.
  const handleKeyDown = (event: React.KeyboardEvent<HTMLElement>) =>
    apiRef.current.publishEvent('headerFilterKeyDown', apiRef.current.getColumnHeaderParams(colDef.field), event);
  const handleMouseDown = (event: React.MouseEvent<HTMLElement>) => {
    if (!hasFocus) {
      apiRef.current.setColumnHeaderFilterFocus(colDef.field, event);
    }
  };

  const summary =
    items.length === 0
      ? 'Add filter'
      : items.map((item) => `${item.operator}${item.value == null ? '' : ` ${String(item.value)}`}`).join(' · ');

  return (
    <Box
      ref={cellRef}
      role="columnheader"
      aria-colindex={colIndex + 1}
      data-field={colDef.field}
      tabIndex={tabIndex}
      onKeyDown={handleKeyDown}
      onMouseDown={handleMouseDown}
      sx={{
        width,
        height,
        display: 'flex',
        alignItems: 'center',
        px: 1,
        borderBottom: '1px solid var(--DataGrid-rowBorderColor)',
        boxSizing: 'border-box',
      }}
    >
      {colDef.filterable ? (
        <Button
          size="small"
          variant={items.length > 0 ? 'contained' : 'text'}
          tabIndex={hasFocus ? 0 : -1}
          aria-label={`${headerName} filter: ${summary}`}
          onClick={() => apiRef.current.showFilterPanel(colDef.field)}
          sx={{ textTransform: 'none', maxWidth: '100%', overflow: 'hidden', whiteSpace: 'nowrap' }}
        >
          {summary}
        </Button>
      ) : null}
    </Box>
  );
}

type Ticket = { id: number; subject: string; queue: string; priority: number; waitingHours: number };

const rows: Ticket[] = [
  { id: 5101, subject: 'Cannot reset password', queue: 'Accounts', priority: 1, waitingHours: 3 },
  { id: 5102, subject: 'Invoice shows wrong VAT', queue: 'Billing', priority: 2, waitingHours: 20 },
  { id: 5103, subject: 'Export to CSV is empty', queue: 'Product', priority: 2, waitingHours: 8 },
  { id: 5104, subject: 'Change company name', queue: 'Accounts', priority: 3, waitingHours: 41 },
  { id: 5105, subject: 'Refund for double charge', queue: 'Billing', priority: 1, waitingHours: 1 },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', type: 'number', width: 90, filterable: false },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 190 },
  { field: 'queue', headerName: 'Queue', width: 150 },
  { field: 'priority', headerName: 'Priority', type: 'number', width: 130 },
  { field: 'waitingHours', headerName: 'Waiting (h)', type: 'number', width: 140 },
];

export default function FilterSummaryHeaderCells() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGridPro
        label="Support tickets"
        rows={rows}
        columns={columns}
        headerFilters
        slots={{ headerFilterCell: FilterSummaryCell }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'waitingHours', operator: '>', value: 4 },
                { id: 2, field: 'queue', operator: 'equals', value: 'Billing' },
              ],
            },
          },
        }}
      />
    </div>
  );
}
