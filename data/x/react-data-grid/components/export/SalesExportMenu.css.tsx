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

const css = `
.sales-toolbar { padding: 0 8px; }
.sales-menu-anchor { position: relative; }
.sales-toolbar-button {
  padding: 4px 10px;
  font: inherit;
  font-size: 0.875rem;
  color: #374151;
  background: transparent;
  border: 0;
  border-radius: 6px;
  cursor: pointer;
}
.sales-toolbar-button:hover { background: #f3f4f6; }
.sales-menu {
  position: absolute;
  top: 100%;
  right: 0;
  z-index: 50;
  min-width: 176px;
  margin-top: 4px;
  padding: 4px 0;
  background: #fff;
  border: 1px solid #e5e7eb;
  border-radius: 6px;
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.15);
}
.sales-menu-item {
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
.sales-menu-item:hover, .sales-menu-item:focus { background: #f3f4f6; outline: none; }
`;

const item = <button type="button" role="menuitem" tabIndex={-1} className="sales-menu-item" />;

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
    <Toolbar className="sales-toolbar">
      <div className="sales-menu-anchor">
        <ToolbarButton
          ref={triggerRef}
          id={triggerId}
          aria-haspopup="true"
          aria-expanded={open ? 'true' : undefined}
          aria-controls={open ? menuId : undefined}
          onClick={() => setOpen(!open)}
          render={<button type="button" className="sales-toolbar-button" />}
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
            className="sales-menu"
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
    <div style={{ height: 360, width: '100%' }}>
      <style href="sales-export-menu" precedence="default">
        {css}
      </style>
      <DataGridPremium rows={rows} columns={columns} slots={{ toolbar: SalesToolbar }} showToolbar />
    </div>
  );
}
