import * as React from 'react';
import Chip from '@mui/material/Chip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
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

function GroupingToolbar() {
  const apiRef = useGridApiContext();
  const model = useGridSelector(apiRef, gridRowGroupingSanitizedModelSelector);
  const [dropActive, setDropActive] = React.useState(false);
  const [menuOpen, setMenuOpen] = React.useState(false);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
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

  const ungrouped = groupable.filter((col) => !model.includes(col.field));

  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      <Tooltip title="Group by">
        <ToolbarButton
          ref={triggerRef}
          id={triggerId}
          disabled={ungrouped.length === 0}
          aria-haspopup="true"
          aria-expanded={menuOpen ? 'true' : undefined}
          aria-controls={menuOpen ? menuId : undefined}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <AccountTreeIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={triggerRef.current} open={menuOpen} onClose={() => setMenuOpen(false)} slotProps={{ list: { 'aria-labelledby': triggerId } }}>
        {ungrouped.map((col) => (
          <MenuItem
            key={col.field}
            onClick={() => {
              addGroup(col.field);
              setMenuOpen(false);
            }}
          >
            {col.headerName}
          </MenuItem>
        ))}
      </Menu>
      <Stack
        direction="row"
        role="group"
        aria-label="Row grouping, in order"
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'move';
          setDropActive(true);
        }}
        onDragLeave={() => setDropActive(false)}
        onDrop={(event) => handleDrop(event, model.length)}
        sx={{
          flex: 1,
          minHeight: 36,
          alignItems: 'center',
          gap: 0.5,
          px: 1,
          border: '1px dashed',
          borderColor: dropActive ? 'primary.main' : 'divider',
          borderRadius: 1,
        }}
      >
        {model.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Drag a column header here to group by it
          </Typography>
        )}
        {model.map((field, index) => (
          <Chip
            key={field}
            size="small"
            label={`${index + 1}. ${headerOf(field)}`}
            draggable
            onDragStart={(event) => event.dataTransfer.setData('text/plain', `${chipPrefix}${field}`)}
            onDrop={(event) => handleDrop(event, index)}
            // Keyboard alternative to dragging: Shift + arrow keys move the focused chip.
            onKeyDown={(event) => {
              if (event.shiftKey && event.key === 'ArrowLeft') moveGroup(field, index - 1);
              if (event.shiftKey && event.key === 'ArrowRight') moveGroup(field, index + 1);
            }}
            onDelete={() => setModel(model.filter((item) => item !== field))}
          />
        ))}
      </Stack>
    </Toolbar>
  );
}

export default function WarehouseGroupingToolbar() {
  return (
    <div style={{ height: 420, width: '100%' }}>
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
