import * as React from 'react';
import { DataGrid, Toolbar, ToolbarButton, type GridColDef, type GridDensity } from '@mui/x-data-grid';

type Appearance = { density: GridDensity; columnBorders: boolean; striped: boolean };
const defaults: Appearance = { density: 'standard', columnBorders: false, striped: false };
const storageKey = 'docs-fleet-grid-appearance';

// The toolbar reads and changes the settings through a context of the demo.
const AppearanceContext = React.createContext<{ appearance: Appearance; update: (change: Partial<Appearance>) => void }>({
  appearance: defaults,
  update: () => {},
});

const densities: { value: GridDensity; label: string }[] = [
  { value: 'compact', label: 'Compact rows' },
  { value: 'standard', label: 'Standard rows' },
  { value: 'comfortable', label: 'Comfortable rows' },
];

const itemClass =
  'flex w-full cursor-pointer items-center gap-2 px-3 py-1.5 text-left text-sm hover:bg-gray-100 focus:bg-gray-100 focus:outline-none';
const separator = <div role="separator" className="my-1 border-t border-gray-200" />;

function SettingsToolbar() {
  const { appearance, update } = React.useContext(AppearanceContext);
  const [open, setOpen] = React.useState(false);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const menuRef = React.useRef<HTMLDivElement>(null);
  const triggerId = React.useId();
  const menuId = React.useId();
  // The check mark shows the state; `aria-checked` tells it to screen readers.
  const check = (on: boolean) => (
    <span aria-hidden="true" className="w-4 text-blue-700">
      {on ? '✓' : ''}
    </span>
  );

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
    <Toolbar>
      <span className="mx-1 flex-1 font-medium">Trucks on the road</span>
      <div className="relative">
        <ToolbarButton
          ref={triggerRef}
          id={triggerId}
          aria-haspopup="true"
          aria-expanded={open ? 'true' : undefined}
          aria-controls={open ? menuId : undefined}
          onClick={() => setOpen(!open)}
          render={
            <button
              type="button"
              className="cursor-pointer rounded-md px-2.5 py-1 text-sm hover:bg-current/10 focus-visible:outline-2 focus-visible:outline-blue-600"
            />
          }
        >
          Appearance <span aria-hidden="true">▾</span>
        </ToolbarButton>
        {open && (
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-labelledby={triggerId}
            onKeyDown={handleKeyDown}
            className="absolute right-0 top-full z-50 mt-1 min-w-52 rounded-md border border-gray-200 bg-white py-1 text-gray-900 shadow-lg"
          >
            {densities.map((option) => (
              <button
                key={option.value}
                type="button"
                role="menuitemradio"
                aria-checked={appearance.density === option.value}
                tabIndex={-1}
                className={itemClass}
                onClick={() => update({ density: option.value })}
              >
                {check(appearance.density === option.value)}
                {option.label}
              </button>
            ))}
            {separator}
            <button
              type="button"
              role="menuitemcheckbox"
              aria-checked={appearance.columnBorders}
              tabIndex={-1}
              className={itemClass}
              onClick={() => update({ columnBorders: !appearance.columnBorders })}
            >
              {check(appearance.columnBorders)}
              Column borders
            </button>
            <button
              type="button"
              role="menuitemcheckbox"
              aria-checked={appearance.striped}
              tabIndex={-1}
              className={itemClass}
              onClick={() => update({ striped: !appearance.striped })}
            >
              {check(appearance.striped)}
              Striped rows
            </button>
            {separator}
            <button type="button" role="menuitem" tabIndex={-1} className={itemClass} onClick={() => update(defaults)}>
              {check(false)}
              Reset to defaults
            </button>
          </div>
        )}
      </div>
    </Toolbar>
  );
}

type Truck = { id: string; driver: string; route: string; loadT: number };

const trucks: Truck[] = [
  { id: 'TR-01', driver: 'Ewa Nowak', route: 'Gdańsk → Poznań', loadT: 18.5 },
  { id: 'TR-02', driver: 'Luis Ortega', route: 'Valencia → Zaragoza', loadT: 12 },
  { id: 'TR-03', driver: 'Aoife Byrne', route: 'Cork → Dublin', loadT: 21.2 },
  { id: 'TR-04', driver: 'Tariq Aziz', route: 'Lyon → Turin', loadT: 9.8 },
  { id: 'TR-05', driver: 'Hanne Berg', route: 'Oslo → Bergen', loadT: 16.4 },
];

const columns: GridColDef<Truck>[] = [
  { field: 'id', headerName: 'Truck', width: 90 },
  { field: 'driver', headerName: 'Driver', width: 140 },
  { field: 'route', headerName: 'Route', flex: 1, minWidth: 170 },
  { field: 'loadT', headerName: 'Load (t)', type: 'number', width: 100, valueFormatter: (value?: number | null) => (value == null ? '' : value.toFixed(1)) },
];

export default function FleetAppearanceSettings() {
  // Start from the defaults on the server and on the first client render; read storage after mount.
  const [appearance, setAppearance] = React.useState<Appearance>(defaults);

  React.useEffect(() => {
    try {
      const stored = window.localStorage.getItem(storageKey);
      if (stored) setAppearance({ ...defaults, ...(JSON.parse(stored) as Partial<Appearance>) });
    } catch {
      // Storage can be unavailable (private mode, blocked cookies): keep the defaults.
    }
  }, []);

  const update = React.useCallback((change: Partial<Appearance>) => {
    setAppearance((current) => {
      const next = { ...current, ...change };
      try {
        window.localStorage.setItem(storageKey, JSON.stringify(next));
      } catch {
        // Not saved, but the change still applies to this visit.
      }
      return next;
    });
  }, []);

  const context = React.useMemo(() => ({ appearance, update }), [appearance, update]);

  return (
    <AppearanceContext.Provider value={context}>
      <div className="h-[380px] w-full">
        <DataGrid
          label="Fleet"
          rows={trucks}
          columns={columns}
          density={appearance.density}
          onDensityChange={(density) => update({ density })}
          showColumnVerticalBorder={appearance.columnBorders}
          showCellVerticalBorder={appearance.columnBorders}
          // A tint of the row's own text colour: it stays subtle on a light or a dark grid.
          getRowClassName={(params) => (appearance.striped && params.indexRelativeToCurrentPage % 2 === 1 ? 'bg-current/5' : '')}
          slots={{ toolbar: SettingsToolbar }}
          showToolbar
          hideFooter
        />
      </div>
    </AppearanceContext.Provider>
  );
}
