import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Order = { id: string; customer: string; items: number; status: 'Pending' | 'Shipped' };

const initialOrders: Order[] = [
  { id: 'ORD-5520', customer: 'Ada Brooks', items: 3, status: 'Pending' },
  { id: 'ORD-5521', customer: 'Kenji Sato', items: 1, status: 'Shipped' },
  { id: 'ORD-5522', customer: 'Lina Haddad', items: 5, status: 'Pending' },
  { id: 'ORD-5523', customer: 'Marta Silva', items: 2, status: 'Pending' },
  { id: 'ORD-5524', customer: 'Noah Fischer', items: 4, status: 'Shipped' },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'items', headerName: 'Items', type: 'number', width: 90 },
  { field: 'status', headerName: 'Status', width: 110 },
];

type MenuTarget = { rowId: string; top: number; left: number };

export default function RowContextMenu() {
  const [orders, setOrders] = React.useState(initialOrders);
  const [target, setTarget] = React.useState<MenuTarget | null>(null);
  // Kept apart from the target so the menu text does not change while it fades out.
  const [open, setOpen] = React.useState(false);

  // Passed to every row through slotProps.row. Each row element carries its id in data-id.
  const handleContextMenu = React.useCallback((event: React.MouseEvent<HTMLDivElement>) => {
    event.preventDefault();
    const rowId = event.currentTarget.getAttribute('data-id');
    if (!rowId) return;
    // A menu opened with the keyboard (Shift+F10) has no pointer position: use the row's corner.
    const rect = event.currentTarget.getBoundingClientRect();
    const fromKeyboard = event.clientX === 0 && event.clientY === 0;
    setTarget({
      rowId,
      top: fromKeyboard ? rect.bottom : event.clientY,
      left: fromKeyboard ? rect.left + 16 : event.clientX,
    });
    setOpen(true);
  }, []);

  const rowSlotProps = React.useMemo(() => ({ onContextMenu: handleContextMenu }), [handleContextMenu]);

  const markShipped = () => {
    setOrders((list) =>
      list.map((order) => (order.id === target?.rowId ? { ...order, status: 'Shipped' as const } : order)),
    );
    setOpen(false);
  };
  const remove = () => {
    setOrders((list) => list.filter((order) => order.id !== target?.rowId));
    setOpen(false);
  };

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid label="Orders" rows={orders} columns={columns} hideFooter slotProps={{ row: rowSlotProps }} />
      <Menu
        open={open}
        onClose={() => setOpen(false)}
        anchorReference="anchorPosition"
        anchorPosition={target ? { top: target.top, left: target.left } : undefined}
        slotProps={{ list: { 'aria-label': `Actions for ${target?.rowId ?? 'order'}` } }}
      >
        <MenuItem onClick={markShipped}>
          <ListItemIcon>
            <LocalShippingIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Mark {target?.rowId} as shipped</ListItemText>
        </MenuItem>
        <MenuItem onClick={remove}>
          <ListItemIcon>
            <DeleteOutlineIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Delete {target?.rowId}</ListItemText>
        </MenuItem>
      </Menu>
    </Box>
  );
}
