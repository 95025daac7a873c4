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

// Text and tints follow the grid's text colour (currentColor), so they read on a light or a dark grid.
const css = `
.record-shop-start { display: flex; align-items: center; gap: 16px; padding: 0 8px; }
.record-shop-title { font-weight: 600; white-space: nowrap; }
.record-shop-search { position: relative; display: flex; align-items: center; }
.record-shop-search-input {
  width: 224px;
  padding: 4px 32px 4px 12px;
  font: inherit;
  font-size: 0.875rem;
  color: inherit;
  background: transparent;
  border: 1px solid #6b7280;
  border-radius: 6px;
}
.record-shop-search-input:focus { border-color: #2563eb; outline: 1px solid #2563eb; }
.record-shop-search-clear {
  position: absolute;
  right: 6px;
  padding: 0 4px;
  color: inherit;
  background: transparent;
  border: 0;
  opacity: 0.7;
  cursor: pointer;
}
.record-shop-search-clear:hover { opacity: 1; }
.record-shop-search-clear.is-empty { display: none; }
.record-shop-tools {
  display: flex;
  gap: 4px;
  margin-left: auto;
  padding: 2px;
  border: 1px solid color-mix(in srgb, currentColor 20%, transparent);
  border-radius: 8px;
}
.record-shop-button {
  position: relative;
  padding: 4px 10px;
  font: inherit;
  font-size: 0.875rem;
  font-weight: 500;
  color: inherit;
  background: transparent;
  border: 0;
  border-radius: 6px;
  cursor: pointer;
}
.record-shop-button:hover { background: color-mix(in srgb, currentColor 10%, transparent); }
.record-shop-button:focus-visible { outline: 2px solid #2563eb; }
.record-shop-filter-dot {
  position: absolute;
  top: 4px;
  right: 4px;
  width: 6px;
  height: 6px;
  background: #2563eb;
  border-radius: 50%;
}
.record-shop-menu-anchor { position: relative; }
.record-shop-menu {
  position: absolute;
  top: 100%;
  right: 0;
  z-index: 50;
  min-width: 176px;
  margin-top: 4px;
  padding: 4px 0;
  color: #111827;
  background: #fff;
  border: 1px solid #e5e7eb;
  border-radius: 6px;
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.15);
}
.record-shop-menu-item {
  display: block;
  width: 100%;
  padding: 6px 12px;
  font: inherit;
  font-size: 0.875rem;
  color: inherit;
  text-align: left;
  background: transparent;
  border: 0;
  cursor: pointer;
}
.record-shop-menu-item:hover, .record-shop-menu-item:focus { background: #f3f4f6; outline: none; }
`;

const itemClass = 'record-shop-menu-item';

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
      <div className="record-shop-start">
        <span className="record-shop-title">Record shop stock</span>
        {/* `expanded` keeps the field open and in the tab order even when it is empty. */}
        <QuickFilter expanded className="record-shop-search">
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
                className="record-shop-search-input"
              />
            )}
          />
          <QuickFilterClear
            aria-label="Clear search"
            className={(state) => (state.value ? 'record-shop-search-clear' : 'record-shop-search-clear is-empty')}
            render={<button type="button" />}
          >
            ✕
          </QuickFilterClear>
        </QuickFilter>
      </div>
      {/* `margin-left: auto` takes the free space, so the group sits on the right. */}
      <div role="group" aria-label="Columns, filters and export" className="record-shop-tools">
        <ColumnsPanelTrigger render={<ToolbarButton render={<button type="button" className="record-shop-button" />} />}>
          Columns
        </ColumnsPanelTrigger>
        {/* The render function receives the trigger's state: here, the number of active filters. */}
        <FilterPanelTrigger
          render={(triggerProps, state) => (
            <ToolbarButton {...triggerProps} render={<button type="button" className="record-shop-button" />}>
              Filters
              {state.filterCount > 0 && <span aria-hidden="true" className="record-shop-filter-dot" />}
            </ToolbarButton>
          )}
        />
        <div className="record-shop-menu-anchor">
          <ToolbarButton
            ref={exportRef}
            id={exportId}
            aria-haspopup="true"
            aria-expanded={exportOpen ? 'true' : undefined}
            aria-controls={exportOpen ? exportMenuId : undefined}
            onClick={() => setExportOpen(!exportOpen)}
            render={<button type="button" className="record-shop-button" />}
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
              className="record-shop-menu"
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
    <div style={{ height: 370, width: '100%' }}>
      <style href="catalogue-toolbar-rebuild" precedence="default">
        {css}
      </style>
      <DataGrid label="Record shop stock" rows={records} columns={columns} slots={{ toolbar: RecordShopToolbar }} showToolbar hideFooter />
    </div>
  );
}
