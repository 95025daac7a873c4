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

const itemClass = 'block w-full px-3 py-1.5 text-left text-sm hover:bg-gray-100 focus:bg-gray-100 focus:outline-none';

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
    <div className="relative">
      <ToolbarButton
        ref={triggerRef}
        id={triggerId}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
        render={<button type="button" className="rounded-md px-2.5 py-1 text-sm text-gray-700 hover:bg-gray-100" />}
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
          className="absolute right-0 top-full z-50 mt-1 min-w-40 rounded-md border border-gray-200 bg-white py-1 shadow-lg"
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
    <Toolbar className="gap-1 px-2">
      <ToolbarMenu label="Density">
        {(close) =>
          densities.map((option) => (
            <button
              key={option.value}
              type="button"
              role="menuitemradio"
              aria-checked={option.value === density}
              tabIndex={-1}
              className={`${itemClass} ${option.value === density ? 'font-semibold text-blue-700' : ''}`}
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
    <div className="h-[380px] w-full">
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: InventoryToolbar }} showToolbar />
    </div>
  );
}
