import * as React from 'react';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  Toolbar,
  ToolbarButton,
  gridDensitySelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridDensity,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, sku: 'KB-104', product: 'Mechanical keyboard', stock: 42, location: 'Aisle 3' },
  { id: 2, sku: 'MS-220', product: 'Wireless mouse', stock: 128, location: 'Aisle 3' },
  { id: 3, sku: 'MN-270', product: '27" monitor', stock: 9, location: 'Aisle 7' },
  { id: 4, sku: 'HS-051', product: 'USB headset', stock: 0, location: 'Aisle 5' },
  { id: 5, sku: 'DK-330', product: 'Laptop dock', stock: 31, location: 'Aisle 6' },
];

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
  { field: 'location', headerName: 'Location', width: 110 },
];

const densities: { value: GridDensity; label: string }[] = [
  { value: 'compact', label: 'Compact' },
  { value: 'standard', label: 'Standard' },
  { value: 'comfortable', label: 'Comfortable' },
];

const css = `
.inventory-toolbar { gap: 4px; padding: 0 8px; }
.inventory-menu-anchor { position: relative; }
.inventory-toolbar-button {
  padding: 4px 10px;
  font: inherit;
  font-size: 0.875rem;
  color: #374151;
  background: transparent;
  border: 0;
  border-radius: 6px;
  cursor: pointer;
}
.inventory-toolbar-button:hover { background: #f3f4f6; }
.inventory-menu {
  position: absolute;
  top: 100%;
  right: 0;
  z-index: 50;
  min-width: 160px;
  margin-top: 4px;
  padding: 4px 0;
  background: #fff;
  border: 1px solid #e5e7eb;
  border-radius: 6px;
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.15);
}
.inventory-menu-item {
  display: block;
  width: 100%;
  padding: 6px 12px;
  font: inherit;
  font-size: 0.875rem;
  text-align: left;
  background: transparent;
  border: 0;
  cursor: pointer;
}
.inventory-menu-item:hover, .inventory-menu-item:focus { background: #f3f4f6; outline: none; }
.inventory-menu-item[aria-checked='true'] { font-weight: 600; color: #1d4ed8; }
`;

const itemClass = 'inventory-menu-item';

type ToolbarMenuProps = { label: string; children: (close: () => void) => React.ReactNode };

function ToolbarMenu({ label, children }: ToolbarMenuProps) {
  const [open, setOpen] = React.useState(false);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const menuRef = React.useRef<HTMLDivElement>(null);
  const triggerId = React.useId();
  const menuId = React.useId();
  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  React.useEffect(() => {
    if (!open) return undefined;
    menuRef.current?.querySelector<HTMLElement>('[role^="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !triggerRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);
  const handleKeyDown = (event: React.KeyboardEvent) => {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      close();
    } else if (step) {
      event.preventDefault();
      items[(index + step + items.length) % items.length]?.focus();
    }
  };
  return (
    <div className="inventory-menu-anchor">
      <ToolbarButton
        ref={triggerRef}
        id={triggerId}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
        render={<button type="button" className="inventory-toolbar-button" />}
      >
        {label} ▾
      </ToolbarButton>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={triggerId}
          onKeyDown={handleKeyDown}
          className="inventory-menu"
        >
          {children(close)}
        </div>
      )}
    </div>
  );
}

function InventoryToolbar() {
  const apiRef = useGridApiContext();
  const density = useGridSelector(apiRef, gridDensitySelector);
  return (
    <Toolbar className="inventory-toolbar">
      <ToolbarMenu label="Density">
        {(close) =>
          densities.map((option) => (
            <button
              key={option.value}
              type="button"
              role="menuitemradio"
              aria-checked={option.value === density}
              tabIndex={-1}
              className={itemClass}
              onClick={() => {
                apiRef.current.setDensity(option.value);
                close();
              }}
            >
              {option.label}
            </button>
          ))
        }
      </ToolbarMenu>
      <ToolbarMenu label="Export">
        {(close) => [
          <ExportCsv
            key="csv"
            render={<button type="button" role="menuitem" tabIndex={-1} className={itemClass} />}
            options={{ fileName: 'inventory' }}
            onClick={close}
          >
            Download as CSV
          </ExportCsv>,
          <ExportPrint
            key="print"
            render={<button type="button" role="menuitem" tabIndex={-1} className={itemClass} />}
            onClick={close}
          >
            Print
          </ExportPrint>,
        ]}
      </ToolbarMenu>
    </Toolbar>
  );
}

export default function ToolbarMenus() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <style href="toolbar-menus" precedence="default">
        {css}
      </style>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: InventoryToolbar }} showToolbar />
    </div>
  );
}
