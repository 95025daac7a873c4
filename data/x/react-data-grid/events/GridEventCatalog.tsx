import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Plan = 'Community' | 'Pro' | 'Premium';
type CatalogEntry = { id: string; area: string; prop: string; plan: Plan; when: string };

// [event, area, prop ('' when none), plan, when it fires]
const entries: [string, string, string, Plan, string][] = [
  ['rowClick', 'Rows', 'onRowClick', 'Community', 'a row is clicked with the mouse'],
  ['rowDoubleClick', 'Rows', 'onRowDoubleClick', 'Community', 'a row is double-clicked'],
  ['rowMouseEnter', 'Rows', '', 'Community', 'the pointer enters a row'],
  ['rowMouseLeave', 'Rows', '', 'Community', 'the pointer leaves a row'],
  ['cellClick', 'Cells', 'onCellClick', 'Community', 'a cell is clicked'],
  ['cellDoubleClick', 'Cells', 'onCellDoubleClick', 'Community', 'a cell is double-clicked'],
  ['cellKeyDown', 'Cells', 'onCellKeyDown', 'Community', 'a key is pressed while a cell has focus'],
  ['cellKeyUp', 'Cells', '', 'Community', 'a key is released while a cell has focus'],
  ['cellMouseDown', 'Cells', '', 'Community', 'a mouse button is pressed on a cell'],
  ['cellMouseUp', 'Cells', '', 'Community', 'a mouse button is released on a cell'],
  ['cellMouseOver', 'Cells', '', 'Community', 'the pointer moves over a cell'],
  ['columnHeaderClick', 'Headers', 'onColumnHeaderClick', 'Community', 'a column header is clicked'],
  ['columnHeaderDoubleClick', 'Headers', 'onColumnHeaderDoubleClick', 'Community', 'a column header is double-clicked'],
  ['columnHeaderContextMenu', 'Headers', 'onColumnHeaderContextMenu', 'Community', 'a column header is right-clicked'],
  ['columnHeaderEnter', 'Headers', 'onColumnHeaderEnter', 'Community', 'the pointer enters a column header'],
  ['columnHeaderLeave', 'Headers', 'onColumnHeaderLeave', 'Community', 'the pointer leaves a column header'],
  ['columnHeaderKeyDown', 'Headers', '', 'Community', 'a key is pressed on a focused column header'],
  ['columnResizeStart', 'Columns', '', 'Community', 'the user starts dragging a column border'],
  ['columnResize', 'Columns', 'onColumnResize', 'Community', 'a column border moves during a resize'],
  ['columnResizeStop', 'Columns', '', 'Community', 'the user releases a column border'],
  ['columnWidthChange', 'Columns', 'onColumnWidthChange', 'Community', 'a column has a new width'],
  ['columnOrderChange', 'Columns', 'onColumnOrderChange', 'Pro', 'a column has been dragged to another position'],
  ['columnsChange', 'Columns', '', 'Community', 'the column definitions in the state change'],
  ['columnVisibilityModelChange', 'Models', 'onColumnVisibilityModelChange', 'Community', 'columns are shown or hidden'],
  ['sortModelChange', 'Models', 'onSortModelChange', 'Community', 'the sort model changes'],
  ['filterModelChange', 'Models', 'onFilterModelChange', 'Community', 'the filter model changes'],
  ['paginationModelChange', 'Models', 'onPaginationModelChange', 'Community', 'the page or the page size changes'],
  ['rowSelectionChange', 'Models', 'onRowSelectionModelChange', 'Community', 'the row selection changes'],
  ['densityChange', 'Models', 'onDensityChange', 'Community', 'the density changes'],
  ['rowCountChange', 'Models', 'onRowCountChange', 'Community', 'the total row count changes'],
  ['cellEditStart', 'Editing', 'onCellEditStart', 'Community', 'a cell is about to enter edit mode'],
  ['cellEditStop', 'Editing', 'onCellEditStop', 'Community', 'a cell is about to leave edit mode'],
  ['rowEditStart', 'Editing', 'onRowEditStart', 'Community', 'a row is about to enter edit mode'],
  ['rowEditStop', 'Editing', 'onRowEditStop', 'Community', 'a row is about to leave edit mode'],
  ['cellModesModelChange', 'Editing', 'onCellModesModelChange', 'Community', 'a cell switches between view and edit'],
  ['rowModesModelChange', 'Editing', 'onRowModesModelChange', 'Community', 'a row switches between view and edit'],
  ['menuOpen', 'Panels', 'onMenuOpen', 'Community', 'a column menu opens'],
  ['menuClose', 'Panels', 'onMenuClose', 'Community', 'a column menu closes'],
  ['preferencePanelOpen', 'Panels', 'onPreferencePanelOpen', 'Community', 'the columns or filters panel opens'],
  ['preferencePanelClose', 'Panels', 'onPreferencePanelClose', 'Community', 'the columns or filters panel closes'],
  ['headerSelectionCheckboxChange', 'Selection', '', 'Community', 'the "select all" checkbox is toggled'],
  ['rowSelectionCheckboxChange', 'Selection', '', 'Community', 'a row checkbox is toggled'],
  ['clipboardCopy', 'Clipboard', 'onClipboardCopy', 'Community', 'data has been copied to the clipboard'],
  ['scrollPositionChange', 'Scrolling', '', 'Community', 'the rows area scrolls'],
  ['renderedRowsIntervalChange', 'Scrolling', '', 'Community', 'a different range of rows is rendered'],
  ['resize', 'Layout', '', 'Community', 'the grid changes size'],
  ['debouncedResize', 'Layout', 'onResize', 'Community', 'the grid changes size, at most every 60 ms'],
  ['rowExpansionChange', 'Rows', '', 'Pro', 'a tree data or group row is expanded or collapsed'],
  ['stateChange', 'Lifecycle', 'onStateChange', 'Community', 'any part of the state is updated'],
  ['rootMount', 'Lifecycle', '', 'Community', 'the root element is available'],
  ['unmount', 'Lifecycle', '', 'Community', 'the grid unmounts'],
  ['rowsScrollEnd', 'Scrolling', 'onRowsScrollEnd', 'Pro', 'the rows area is scrolled to the bottom'],
  ['rowOrderChange', 'Rows', 'onRowOrderChange', 'Pro', 'a row has been dragged to a new position'],
  ['fetchRows', 'Data', 'onFetchRows', 'Pro', 'lazy loading needs a new batch of rows'],
  ['pinnedColumnsChange', 'Models', 'onPinnedColumnsChange', 'Pro', 'columns are pinned or unpinned'],
  ['detailPanelsExpandedRowIdsChange', 'Models', 'onDetailPanelExpandedRowIdsChange', 'Pro', 'a detail panel opens or closes'],
  ['rowGroupingModelChange', 'Models', 'onRowGroupingModelChange', 'Premium', 'the grouping columns change'],
  ['aggregationModelChange', 'Models', 'onAggregationModelChange', 'Premium', 'an aggregation is added, changed or removed'],
  ['cellSelectionChange', 'Selection', 'onCellSelectionModelChange', 'Premium', 'the cell selection changes'],
  ['clipboardPasteStart', 'Clipboard', 'onClipboardPasteStart', 'Premium', 'a paste starts updating rows'],
  ['clipboardPasteEnd', 'Clipboard', 'onClipboardPasteEnd', 'Premium', 'every row of a paste has been processed'],
  ['excelExportStateChange', 'Export', 'onExcelExportStateChange', 'Premium', 'an Excel export starts or finishes'],
];

const rows: CatalogEntry[] = entries.map(([id, area, prop, plan, when]) => ({ id, area, prop, plan, when }));

const columns: GridColDef<CatalogEntry>[] = [
  { field: 'id', headerName: 'Event', width: 250, cellClassName: 'catalog-code' },
  { field: 'when', headerName: 'Fires when', flex: 1, minWidth: 220, sortable: false },
  { field: 'prop', headerName: 'Prop', width: 250, cellClassName: 'catalog-code', valueFormatter: (value: string) => value || '—' },
  { field: 'area', headerName: 'Area', width: 100 },
  { field: 'plan', headerName: 'Plan', type: 'singleSelect', valueOptions: ['Community', 'Pro', 'Premium'], width: 110 },
];

export default function GridEventCatalog() {
  return (
    <div style={{ height: 520, width: '100%' }}>
      <DataGrid
        label="Data Grid events"
        rows={rows}
        columns={columns}
        density="compact"
        showToolbar
        pagination
        pageSizeOptions={[10, 25, 50]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        sx={{ '& .catalog-code': { fontFamily: 'monospace' } }}
      />
    </div>
  );
}
