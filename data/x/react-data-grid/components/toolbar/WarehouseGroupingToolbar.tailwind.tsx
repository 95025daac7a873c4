import * as React from 'react';
import {
  DataGridPremium,
  Toolbar,
  ToolbarButton,
  gridColumnReorderDragColSelector,
  gridRowGroupingSanitizedModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid-premium';

type PickTask = { id: number; warehouse: string; zone: string; carrier: string; picker: string; items: number };

const picks: PickTask[] = [
  { id: 1, warehouse: 'Leeds', zone: 'Cold', carrier: 'DPD', picker: 'Ruth', items: 14 },
  { id: 2, warehouse: 'Leeds', zone: 'Ambient', carrier: 'Royal Mail', picker: 'Imran', items: 32 },
  { id: 3, warehouse: 'Leeds', zone: 'Ambient', carrier: 'DPD', picker: 'Ruth', items: 9 },
  { id: 4, warehouse: 'Bristol', zone: 'Cold', carrier: 'Evri', picker: 'Kasia', items: 21 },
  { id: 5, warehouse: 'Bristol', zone: 'Ambient', carrier: 'DPD', picker: 'Tomás', items: 17 },
  { id: 6, warehouse: 'Bristol', zone: 'Bulky', carrier: 'Royal Mail', picker: 'Kasia', items: 4 },
  { id: 7, warehouse: 'Leeds', zone: 'Bulky', carrier: 'Evri', picker: 'Imran', items: 6 },
  { id: 8, warehouse: 'Bristol', zone: 'Ambient', carrier: 'Evri', picker: 'Tomás', items: 25 },
];

const columns: GridColDef<PickTask>[] = [
  { field: 'warehouse', headerName: 'Warehouse', width: 130 },
  { field: 'zone', headerName: 'Zone', width: 110 },
  { field: 'carrier', headerName: 'Carrier', width: 130 },
  { field: 'picker', headerName: 'Picker', width: 110 },
  { field: 'items', headerName: 'Items', type: 'number', width: 90, groupable: false },
];

const groupable = columns.filter((col) => col.groupable !== false);
const chipPrefix = 'group-chip:';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-blue-600';
const itemClass = 'block w-full cursor-pointer px-3 py-1.5 text-left text-sm hover:bg-gray-100 focus:bg-gray-100 focus:outline-none';

function GroupingToolbar() {
  const apiRef = useGridApiContext();
  const model = useGridSelector(apiRef, gridRowGroupingSanitizedModelSelector);
  const [dropActive, setDropActive] = React.useState(false);
  const [menuOpen, setMenuOpen] = React.useState(false);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const menuRef = React.useRef<HTMLDivElement>(null);
  const triggerId = React.useId();
  const menuId = React.useId();

  const headerOf = (field: string) => apiRef.current.getColumn(field)?.headerName ?? field;
  const setModel = (next: string[]) => apiRef.current.setRowGroupingModel(next);
  const addGroup = (field: string) => {
    if (!model.includes(field) && groupable.some((col) => col.field === field)) setModel([...model, field]);
  };
  const moveGroup = (field: string, toIndex: number) => {
    const rest = model.filter((item) => item !== field);
    rest.splice(Math.max(0, Math.min(toIndex, rest.length)), 0, field);
    setModel(rest);
  };

  // Drops come from two places: a column header being dragged, or one of the chips.
  const handleDrop = (event: React.DragEvent, toIndex: number) => {
    event.preventDefault();
    event.stopPropagation();
    setDropActive(false);
    const chipData = event.dataTransfer.getData('text/plain');
    if (chipData.startsWith(chipPrefix)) {
      moveGroup(chipData.slice(chipPrefix.length), toIndex);
      return;
    }
    const headerField = gridColumnReorderDragColSelector(apiRef);
    if (headerField) addGroup(headerField);
  };

  // The menu's keyboard and pointer handling, which Material UI's Menu would otherwise bring.
  const closeMenu = () => {
    setMenuOpen(false);
    triggerRef.current?.focus();
  };
  React.useEffect(() => {
    if (!menuOpen) return undefined;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !triggerRef.current?.contains(target)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [menuOpen]);
  const handleMenuKeyDown = (event: React.KeyboardEvent) => {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      closeMenu();
    } else if (step) {
      event.preventDefault();
      items[(index + step + items.length) % items.length]?.focus();
    }
  };

  const ungrouped = groupable.filter((col) => !model.includes(col.field));

  return (
    <Toolbar>
      <div className="relative">
        <ToolbarButton
          ref={triggerRef}
          id={triggerId}
          disabled={ungrouped.length === 0}
          aria-haspopup="true"
          aria-expanded={menuOpen ? 'true' : undefined}
          aria-controls={menuOpen ? menuId : undefined}
          onClick={() => setMenuOpen(!menuOpen)}
          render={
            <button
              type="button"
              className={`cursor-pointer whitespace-nowrap rounded-md px-2.5 py-1 text-sm enabled:hover:bg-current/10 disabled:cursor-default disabled:opacity-60 ${focusRing}`}
            />
          }
        >
          Group by <span aria-hidden="true">▾</span>
        </ToolbarButton>
        {menuOpen && (
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-labelledby={triggerId}
            onKeyDown={handleMenuKeyDown}
            className="absolute left-0 top-full z-50 mt-1 min-w-40 rounded-md border border-gray-200 bg-white py-1 text-gray-900 shadow-lg"
          >
            {ungrouped.map((col) => (
              <button
                key={col.field}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={itemClass}
                onClick={() => {
                  addGroup(col.field);
                  closeMenu();
                }}
              >
                {col.headerName}
              </button>
            ))}
          </div>
        )}
      </div>
      <div
        role="group"
        aria-label="Row grouping, in order"
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'move';
          setDropActive(true);
        }}
        onDragLeave={() => setDropActive(false)}
        onDrop={(event) => handleDrop(event, model.length)}
        className={`flex min-h-9 flex-1 items-center gap-1 rounded-md border border-dashed px-2 ${
          dropActive ? 'border-blue-600' : 'border-current/40'
        }`}
      >
        {model.length === 0 && <span className="text-sm opacity-70">Drag a column header here to group by it</span>}
        {model.map((field, index) => (
          // Like a deletable chip: Backspace or Delete removes the focused chip, and so does a click on ✕.
          <button
            key={field}
            type="button"
            draggable
            onDragStart={(event) => event.dataTransfer.setData('text/plain', `${chipPrefix}${field}`)}
            onDrop={(event) => handleDrop(event, index)}
            // Keyboard alternative to dragging: Shift + arrow keys move the focused chip.
            onKeyDown={(event) => {
              if (event.shiftKey && event.key === 'ArrowLeft') moveGroup(field, index - 1);
              if (event.shiftKey && event.key === 'ArrowRight') moveGroup(field, index + 1);
              if (event.key === 'Backspace' || event.key === 'Delete') {
                event.preventDefault();
                setModel(model.filter((item) => item !== field));
              }
            }}
            className={`flex cursor-grab items-center gap-1 rounded-full bg-current/10 py-0.5 pl-2.5 pr-1 text-xs ${focusRing}`}
          >
            {`${index + 1}. ${headerOf(field)}`}
            <span
              aria-hidden="true"
              onClick={() => setModel(model.filter((item) => item !== field))}
              className="flex size-4 cursor-pointer items-center justify-center rounded-full opacity-70 hover:opacity-100"
            >
              ✕
            </span>
          </button>
        ))}
      </div>
    </Toolbar>
  );
}

export default function WarehouseGroupingToolbar() {
  return (
    <div className="h-[420px] w-full">
      <DataGridPremium
        label="Picking queue"
        rows={picks}
        columns={columns}
        initialState={{ rowGrouping: { model: ['warehouse'] } }}
        slots={{ toolbar: GroupingToolbar }}
        showToolbar
        hideFooter
      />
    </div>
  );
}
