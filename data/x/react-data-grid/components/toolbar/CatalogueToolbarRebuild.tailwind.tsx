import * as React from 'react';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  ExportPrint,
  FilterPanelTrigger,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';

type Album = { id: number; title: string; artist: string; year: number; format: 'Vinyl' | 'CD' | 'Cassette' };

const records: Album[] = [
  { id: 1, title: 'Kind of Blue', artist: 'Miles Davis', year: 1959, format: 'Vinyl' },
  { id: 2, title: 'Buena Vista Social Club', artist: 'Buena Vista Social Club', year: 1997, format: 'CD' },
  { id: 3, title: 'Blue Lines', artist: 'Massive Attack', year: 1991, format: 'Cassette' },
  { id: 4, title: 'Homogenic', artist: 'Björk', year: 1997, format: 'Vinyl' },
  { id: 5, title: 'Talking Timbuktu', artist: 'Ali Farka Touré', year: 1994, format: 'CD' },
];

const columns: GridColDef<Album>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  { field: 'artist', headerName: 'Artist', width: 170 },
  // A year reads 1997, not 1,997: skip the number type's thousands separator.
  { field: 'year', headerName: 'Year', type: 'number', width: 80, valueFormatter: (value: number) => String(value) },
  { field: 'format', headerName: 'Format', type: 'singleSelect', valueOptions: ['Vinyl', 'CD', 'Cassette'], width: 110 },
];

// Text and tints follow the grid's text colour (`current`), so they read on a light or a dark grid.
const buttonClass =
  'relative cursor-pointer rounded-md px-2.5 py-1 text-sm font-medium hover:bg-current/10 focus-visible:outline-2 focus-visible:outline-blue-600';
const itemClass = 'block w-full cursor-pointer px-3 py-1.5 text-left text-sm hover:bg-gray-100 focus:bg-gray-100 focus:outline-none';

// The parts of the built-in toolbar in an order of our own: title and search on the left,
// the grid's tools in a bordered group on the right.
function RecordShopToolbar() {
  const [exportOpen, setExportOpen] = React.useState(false);
  const exportRef = React.useRef<HTMLButtonElement>(null);
  const menuRef = React.useRef<HTMLDivElement>(null);
  const exportId = React.useId();
  const exportMenuId = React.useId();

  const closeExport = () => {
    setExportOpen(false);
    exportRef.current?.focus();
  };
  React.useEffect(() => {
    if (!exportOpen) return undefined;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !exportRef.current?.contains(target)) setExportOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [exportOpen]);
  const handleMenuKeyDown = (event: React.KeyboardEvent) => {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      closeExport();
    } else if (step) {
      event.preventDefault();
      items[(index + step + items.length) % items.length]?.focus();
    }
  };

  return (
    <Toolbar>
      <div className="flex items-center gap-4 px-2">
        <span className="whitespace-nowrap font-semibold">Record shop stock</span>
        {/* `expanded` keeps the field open and in the tab order even when it is empty. */}
        <QuickFilter expanded className="relative flex items-center">
          <QuickFilterControl
            render={({ ref, slotProps, value, onChange, onKeyDown }) => (
              <input
                ref={ref}
                {...slotProps?.htmlInput}
                value={value}
                onChange={onChange}
                onKeyDown={onKeyDown}
                aria-label="Search records"
                placeholder="Search…"
                className="w-56 rounded-md border border-gray-500 bg-transparent py-1 pl-3 pr-8 text-sm focus:border-blue-600 focus:outline focus:outline-blue-600"
              />
            )}
          />
          <QuickFilterClear
            aria-label="Clear search"
            className={(state) =>
              state.value ? 'absolute right-1.5 cursor-pointer px-1 opacity-70 hover:opacity-100' : 'hidden'
            }
            render={<button type="button" />}
          >
            ✕
          </QuickFilterClear>
        </QuickFilter>
      </div>
      {/* `ml-auto` takes the free space, so the group sits on the right. */}
      <div
        role="group"
        aria-label="Columns, filters and export"
        className="ml-auto flex gap-1 rounded-lg border border-current/20 p-0.5"
      >
        <ColumnsPanelTrigger render={<ToolbarButton render={<button type="button" className={buttonClass} />} />}>
          Columns
        </ColumnsPanelTrigger>
        {/* The render function receives the trigger's state: here, the number of active filters. */}
        <FilterPanelTrigger
          render={(triggerProps, state) => (
            <ToolbarButton {...triggerProps} render={<button type="button" className={buttonClass} />}>
              Filters
              {state.filterCount > 0 && (
                <span aria-hidden="true" className="absolute right-1 top-1 size-1.5 rounded-full bg-blue-600" />
              )}
            </ToolbarButton>
          )}
        />
        <div className="relative">
          <ToolbarButton
            ref={exportRef}
            id={exportId}
            aria-haspopup="true"
            aria-expanded={exportOpen ? 'true' : undefined}
            aria-controls={exportOpen ? exportMenuId : undefined}
            onClick={() => setExportOpen(!exportOpen)}
            render={<button type="button" className={buttonClass} />}
          >
            Export <span aria-hidden="true">▾</span>
          </ToolbarButton>
          {exportOpen && (
            <div
              ref={menuRef}
              id={exportMenuId}
              role="menu"
              aria-labelledby={exportId}
              onKeyDown={handleMenuKeyDown}
              className="absolute right-0 top-full z-50 mt-1 min-w-44 rounded-md border border-gray-200 bg-white py-1 text-gray-900 shadow-lg"
            >
              <ExportPrint
                render={<button type="button" role="menuitem" tabIndex={-1} className={itemClass} />}
                onClick={closeExport}
              >
                Print
              </ExportPrint>
              <ExportCsv
                render={<button type="button" role="menuitem" tabIndex={-1} className={itemClass} />}
                options={{ fileName: 'record-shop' }}
                onClick={closeExport}
              >
                Download as CSV
              </ExportCsv>
            </div>
          )}
        </div>
      </div>
    </Toolbar>
  );
}

export default function CatalogueToolbarRebuild() {
  return (
    <div className="h-[370px] w-full">
      <DataGrid label="Record shop stock" rows={records} columns={columns} slots={{ toolbar: RecordShopToolbar }} showToolbar hideFooter />
    </div>
  );
}
