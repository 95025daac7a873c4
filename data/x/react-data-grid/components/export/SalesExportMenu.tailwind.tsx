import * as React from 'react';
import {
  DataGridPremium,
  ExportCsv,
  ExportExcel,
  ExportPrint,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, region: 'Nordics', rep: 'Elin Dahl', q1: 182000, q2: 204500 },
  { id: 2, region: 'Iberia', rep: 'Pablo Vidal', q1: 131200, q2: 118900 },
  { id: 3, region: 'Benelux', rep: 'Sanne de Vries', q1: 156700, q2: 171300 },
  { id: 4, region: 'Baltics', rep: 'Rasa Petraitė', q1: 64300, q2: 80150 },
  { id: 5, region: 'Alps', rep: 'Luca Steiner', q1: 142800, q2: 139600 },
];

const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'rep', headerName: 'Sales rep', flex: 1, minWidth: 140 },
  { field: 'q1', headerName: 'Q1 (€)', type: 'number', width: 120 },
  { field: 'q2', headerName: 'Q2 (€)', type: 'number', width: 120 },
];

const item = (
  <button
    type="button"
    role="menuitem"
    tabIndex={-1}
    className="block w-full px-3 py-1.5 text-left text-sm hover:bg-gray-100 focus:bg-gray-100 focus:outline-none"
  />
);

function SalesToolbar() {
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
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !triggerRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);
  const handleKeyDown = (event: React.KeyboardEvent) => {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
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
    <Toolbar className="px-2">
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
          Export ▾
        </ToolbarButton>
        {open && (
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-labelledby={triggerId}
            onKeyDown={handleKeyDown}
            className="absolute right-0 top-full z-50 mt-1 min-w-44 rounded-md border border-gray-200 bg-white py-1 shadow-lg"
          >
            <ExportExcel render={item} options={{ fileName: 'sales-h1' }} onClick={close}>
              Download as Excel
            </ExportExcel>
            <ExportCsv render={item} options={{ fileName: 'sales-h1' }} onClick={close}>
              Download as CSV
            </ExportCsv>
            <ExportPrint render={item} onClick={close}>
              Print
            </ExportPrint>
          </div>
        )}
      </div>
    </Toolbar>
  );
}

export default function SalesExportMenu() {
  return (
    <div className="h-[360px] w-full">
      <DataGridPremium rows={rows} columns={columns} slots={{ toolbar: SalesToolbar }} showToolbar />
    </div>
  );
}
