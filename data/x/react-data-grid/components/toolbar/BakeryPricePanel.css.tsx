import * as React from 'react';
import {
  DataGrid,
  Toolbar,
  ToolbarButton,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  type GridColDef,
} from '@mui/x-data-grid';

type Bake = { id: number; item: string; category: 'Bread' | 'Pastry' | 'Cake'; price: number };

const bakes: Bake[] = [
  { id: 1, item: 'Sourdough loaf', category: 'Bread', price: 5.2 },
  { id: 2, item: 'Rye sandwich loaf', category: 'Bread', price: 4.6 },
  { id: 3, item: 'Cardamom bun', category: 'Pastry', price: 3.4 },
  { id: 4, item: 'Almond croissant', category: 'Pastry', price: 3.9 },
  { id: 5, item: 'Carrot cake slice', category: 'Cake', price: 4.5 },
];

const columns: GridColDef<Bake>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 160 },
  { field: 'category', headerName: 'Category', type: 'singleSelect', valueOptions: ['Bread', 'Pastry', 'Cake'], width: 120 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 110, valueFormatter: (value?: number | null) => (value == null ? '' : value.toFixed(2)) },
];

const css = `
.bakery-panel-anchor { position: relative; }
.bakery-toolbar-button {
  padding: 4px 10px;
  font: inherit;
  font-size: 0.875rem;
  color: inherit;
  background: transparent;
  border: 0;
  border-radius: 6px;
  cursor: pointer;
}
.bakery-toolbar-button:hover { background: color-mix(in srgb, currentColor 10%, transparent); }
.bakery-toolbar-button:focus-visible { outline: 2px solid #2563eb; }
.bakery-panel {
  position: absolute;
  top: 100%;
  right: 0;
  z-index: 50;
  width: 256px;
  margin-top: 4px;
  padding: 16px;
  color: #111827;
  background: #fff;
  border: 1px solid #e5e7eb;
  border-radius: 6px;
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.15);
}
.bakery-form { display: flex; flex-direction: column; gap: 12px; }
.bakery-title { margin: 0; font-size: 0.875rem; font-weight: 500; }
.bakery-field { display: flex; flex-direction: column; gap: 4px; }
.bakery-label { font-size: 0.75rem; font-weight: 500; color: #374151; }
.bakery-input {
  padding: 6px 10px;
  font: inherit;
  font-size: 0.875rem;
  color: inherit;
  background: #fff;
  border: 1px solid #6b7280;
  border-radius: 6px;
}
.bakery-input:focus { border-color: #2563eb; outline: 1px solid #2563eb; }
.bakery-help { margin: 0; font-size: 0.75rem; color: #4b5563; }
.bakery-field.is-invalid .bakery-label, .bakery-field.is-invalid .bakery-help { color: #b91c1c; }
.bakery-field.is-invalid .bakery-input { border-color: #b91c1c; }
.bakery-actions { display: flex; justify-content: flex-end; gap: 8px; }
.bakery-button {
  padding: 4px 12px;
  font: inherit;
  font-size: 0.875rem;
  font-weight: 500;
  color: #1d4ed8;
  background: transparent;
  border: 0;
  border-radius: 6px;
  cursor: pointer;
}
.bakery-button:hover { background: #eff6ff; }
.bakery-button:focus-visible { outline: 2px solid #2563eb; outline-offset: 2px; }
.bakery-button.is-primary { color: #fff; background: #1d4ed8; }
.bakery-button.is-primary:hover:enabled { background: #1e40af; }
.bakery-button.is-primary:disabled { color: #4b5563; background: #e5e7eb; cursor: default; }
`;

function PriceToolbar() {
  const apiRef = useGridApiContext();
  const [open, setOpen] = React.useState(false);
  const [percent, setPercent] = React.useState('5');
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const panelRef = React.useRef<HTMLDivElement>(null);
  const panelId = React.useId();
  const titleId = React.useId();
  const inputId = React.useId();
  const helpId = React.useId();
  const change = Number(percent);
  const valid = percent.trim() !== '' && Number.isFinite(change) && change > -50 && change <= 50;

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  // Without Material UI's Popover, the panel closes on a click outside by itself.
  React.useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !triggerRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);
  // Escape closes; Tab and Shift+Tab stay inside the panel while it is open.
  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      const focusable = Array.from(panelRef.current?.querySelectorAll<HTMLElement>('input, button:not(:disabled)') ?? []);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    // Only the rows that pass the current filters change.
    const visible = gridFilteredSortedRowEntriesSelector(apiRef);
    // The community grid updates one row per updateRows call (Pro and Premium accept several).
    visible.forEach(({ model }) => {
      const bake = model as Bake;
      apiRef.current.updateRows([{ ...bake, price: Math.round(bake.price * (100 + change)) / 100 }]);
    });
    close();
  };

  return (
    <Toolbar>
      <div className="bakery-panel-anchor">
        <ToolbarButton
          ref={triggerRef}
          aria-haspopup="dialog"
          aria-expanded={open ? 'true' : undefined}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen(!open)}
          render={<button type="button" className="bakery-toolbar-button" />}
        >
          Adjust prices
        </ToolbarButton>
        {open && (
          <div
            ref={panelRef}
            id={panelId}
            role="dialog"
            aria-labelledby={titleId}
            onKeyDown={handleKeyDown}
            className="bakery-panel"
          >
            <form className="bakery-form" onSubmit={apply}>
              <p id={titleId} className="bakery-title">
                Adjust the prices of the filtered items
              </p>
              <div className={valid ? 'bakery-field' : 'bakery-field is-invalid'}>
                <label htmlFor={inputId} className="bakery-label">
                  Change (%)
                </label>
                <input
                  id={inputId}
                  type="number"
                  value={percent}
                  onChange={(event) => setPercent(event.target.value)}
                  aria-invalid={!valid}
                  aria-describedby={helpId}
                  autoFocus
                  className="bakery-input"
                />
                <p id={helpId} className="bakery-help">
                  {valid ? 'Use a negative number to lower prices.' : 'Enter a value between -49 and 50.'}
                </p>
              </div>
              <div className="bakery-actions">
                <button
                  type="button"
                  onClick={close}
                  className="bakery-button"
                >
                  Cancel
                </button>
                <button
                  type="submit"
                  disabled={!valid}
                  className="bakery-button is-primary"
                >
                  Apply
                </button>
              </div>
            </form>
          </div>
        )}
      </div>
    </Toolbar>
  );
}

export default function BakeryPricePanel() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <style href="bakery-price-panel" precedence="default">
        {css}
      </style>
      <DataGrid label="Bakery prices" rows={bakes} columns={columns} slots={{ toolbar: PriceToolbar }} showToolbar hideFooter />
    </div>
  );
}
