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
      <div className="relative">
        <ToolbarButton
          ref={triggerRef}
          aria-haspopup="dialog"
          aria-expanded={open ? 'true' : undefined}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen(!open)}
          render={
            <button
              type="button"
              className="cursor-pointer rounded-md px-2.5 py-1 text-sm hover:bg-current/10 focus-visible:outline-2 focus-visible:outline-blue-600"
            />
          }
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
            className="absolute right-0 top-full z-50 mt-1 w-64 rounded-md border border-gray-200 bg-white p-4 text-gray-900 shadow-lg"
          >
            <form className="flex flex-col gap-3" onSubmit={apply}>
              <p id={titleId} className="text-sm font-medium">
                Adjust the prices of the filtered items
              </p>
              <div className="flex flex-col gap-1">
                <label htmlFor={inputId} className={`text-xs font-medium ${valid ? 'text-gray-700' : 'text-red-700'}`}>
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
                  className={`rounded-md border bg-white px-2.5 py-1.5 text-sm focus:outline focus:outline-blue-600 ${
                    valid ? 'border-gray-500 focus:border-blue-600' : 'border-red-700'
                  }`}
                />
                <p id={helpId} className={`text-xs ${valid ? 'text-gray-600' : 'text-red-700'}`}>
                  {valid ? 'Use a negative number to lower prices.' : 'Enter a value between -49 and 50.'}
                </p>
              </div>
              <div className="flex justify-end gap-2">
                <button
                  type="button"
                  onClick={close}
                  className="cursor-pointer rounded-md px-3 py-1 text-sm font-medium text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-600"
                >
                  Cancel
                </button>
                <button
                  type="submit"
                  disabled={!valid}
                  className="cursor-pointer rounded-md bg-blue-700 px-3 py-1 text-sm font-medium text-white enabled:hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-default disabled:bg-gray-200 disabled:text-gray-600"
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
    <div className="h-[340px] w-full">
      <DataGrid label="Bakery prices" rows={bakes} columns={columns} slots={{ toolbar: PriceToolbar }} showToolbar hideFooter />
    </div>
  );
}
