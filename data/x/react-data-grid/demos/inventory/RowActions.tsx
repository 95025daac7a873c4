import * as React from 'react';
import Box from '@mui/material/Box';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import RemoveShoppingCartIcon from '@mui/icons-material/RemoveShoppingCart';
import DeleteIcon from '@mui/icons-material/Delete';
import { DataGrid, GridActionsCellItem, type GridColDef, type GridRowId, type GridRowParams } from '@mui/x-data-grid';

type Item = { id: number; name: string; stock: number; reorderQuantity: number };

const initialItems: Item[] = [
  { id: 1, name: 'Monitor arm', stock: 9, reorderQuantity: 20 },
  { id: 2, name: 'Docking station', stock: 27, reorderQuantity: 10 },
  { id: 3, name: 'Filing cabinet', stock: 3, reorderQuantity: 5 },
  { id: 4, name: 'Floor lamp, linen shade', stock: 24, reorderQuantity: 6 },
];

export default function RowActions() {
  const [items, setItems] = React.useState(initialItems);

  const changeStock = React.useCallback((id: GridRowId, delta: (item: Item) => number) => {
    setItems((current) =>
      current.map((item) => (item.id === id ? { ...item, stock: Math.max(0, item.stock + delta(item)) } : item)),
    );
  }, []);

  // Columns use state setters, so they are memoised instead of defined at module level.
  const columns = React.useMemo<GridColDef<Item>[]>(() => [
    { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
    { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
    { field: 'reorderQuantity', headerName: 'Reorder qty', type: 'number', width: 110 },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 120,
      getActions: ({ id, row }: GridRowParams<Item>) => [
        <GridActionsCellItem key="receive" icon={<AddShoppingCartIcon />} label={`Receive ${row.reorderQuantity} ${row.name}`}
          onClick={() => changeStock(id, (item) => item.reorderQuantity)} />,
        <GridActionsCellItem key="sell" icon={<RemoveShoppingCartIcon />} label={`Sell one ${row.name}`}
          disabled={row.stock === 0} onClick={() => changeStock(id, () => -1)} />,
        <GridActionsCellItem key="delete" icon={<DeleteIcon />} label="Remove from catalogue" showInMenu
          onClick={() => setItems((current) => current.filter((item) => item.id !== id))} />,
      ],
    },
  ], [changeStock]);

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid label="Stock movements" rows={items} columns={columns} hideFooter />
    </Box>
  );
}
