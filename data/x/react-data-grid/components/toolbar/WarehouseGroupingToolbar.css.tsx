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

const css = `
.picking-menu-anchor { position: relative; }
.picking-button {
  padding: 4px 10px;
  font: inherit;
  font-size: 0.875rem;
  color: inherit;
  white-space: nowrap;
  background: transparent;
  border: 0;
  border-radius: 6px;
  cursor: pointer;
}
.picking-button:hover:enabled { background: color-mix(in srgb, currentColor 10%, transparent); }
.picking-button:disabled { opacity: 0.6; cursor: default; }
.picking-menu {
  position: absolute;
  top: 100%;
  left: 0;
  z-index: 50;
  min-width: 160px;
  margin-top: 4px;
  padding: 4px 0;
  color: #111827;
  background: #fff;
  border: 1px solid #e5e7eb;
  border-radius: 6px;
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.15);
}
.picking-menu-item {
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
.picking-menu-item:hover, .picking-menu-item:focus { background: #f3f4f6; outline: none; }
.picking-zone {
  display: flex;
  flex: 1;
  align-items: center;
  gap: 4px;
  min-height: 36px;
  padding: 0 8px;
  border: 1px dashed color-mix(in srgb, currentColor 40%, transparent);
  border-radius: 6px;
}
.picking-zone.is-drop-target { border-color: #2563eb; }
.picking-zone-hint { font-size: 0.875rem; opacity: 0.7; }
.picking-chip {
  display: flex;
  align-items: center;
  gap: 4px;
  padding: 2px 4px 2px 10px;
  font: inherit;
  font-size: 0.75rem;
  color: inherit;
  background: color-mix(in srgb, currentColor 10%, transparent);
  border: 0;
  border-radius: 999px;
  cursor: grab;
}
.picking-chip-delete {
  display: flex;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  border-radius: 50%;
  opacity: 0.7;
  cursor: pointer;
}
.picking-chip-delete:hover { opacity: 1; }
.picking-button:focus-visible, .picking-chip:focus-visible { outline: 2px solid #2563eb; }
`;

const itemClass = 'picking-menu-item';

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
      <div className="picking-menu-anchor">
        <ToolbarButton
          ref={triggerRef}
          id={triggerId}
          disabled={ungrouped.length === 0}
          aria-haspopup="true"
          aria-expanded={menuOpen ? 'true' : undefined}
          aria-controls={menuOpen ? menuId : undefined}
          onClick={() => setMenuOpen(!menuOpen)}
          render={<button type="button" className="picking-button" />}
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
            className="picking-menu"
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
        className={dropActive ? 'picking-zone is-drop-target' : 'picking-zone'}
      >
        {model.length === 0 && <span className="picking-zone-hint">Drag a column header here to group by it</span>}
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
            className="picking-chip"
          >
            {`${index + 1}. ${headerOf(field)}`}
            <span
              aria-hidden="true"
              onClick={() => setModel(model.filter((item) => item !== field))}
              className="picking-chip-delete"
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
    <div style={{ height: 420, width: '100%' }}>
      <style href="warehouse-grouping-toolbar" precedence="default">
        {css}
      </style>
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
