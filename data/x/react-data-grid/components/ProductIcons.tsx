import Box from '@mui/material/Box';
import NorthIcon from '@mui/icons-material/North';
import SouthIcon from '@mui/icons-material/South';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import type SvgIcon from '@mui/material/SvgIcon';
import { DataGrid, type GridBaseIconProps, type GridColDef } from '@mui/x-data-grid';

type Product = { id: string; name: string; price: number; inStock: boolean; featured: boolean };

const rows: Product[] = [
  { id: 'LMP-01', name: 'Brass desk lamp', price: 89, inStock: true, featured: true },
  { id: 'CHR-14', name: 'Oak dining chair', price: 149, inStock: false, featured: false },
  { id: 'RUG-07', name: 'Wool area rug', price: 320, inStock: true, featured: false },
  { id: 'SHF-22', name: 'Floating wall shelf', price: 45, inStock: true, featured: true },
  { id: 'MIR-03', name: 'Round hallway mirror', price: 110, inStock: false, featured: true },
  { id: 'VAS-11', name: 'Ceramic vase', price: 35, inStock: true, featured: false },
];

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 110 },
  { field: 'inStock', headerName: 'In stock', type: 'boolean', width: 100 },
  { field: 'featured', headerName: 'Featured', type: 'boolean', width: 100 },
];

// Adapts a Material icon to the grid's icon props, whose `color` is a plain string.
function gridIcon(Icon: typeof SvgIcon) {
  return function GridIcon({ color, ...props }: GridBaseIconProps) {
    return <Icon {...props} />;
  };
}

// Created once, at module level, so the grid always receives the same components.
const iconSlots = {
  columnSortedAscendingIcon: gridIcon(NorthIcon),
  columnSortedDescendingIcon: gridIcon(SouthIcon),
  columnMenuIcon: gridIcon(MoreHorizIcon),
  columnFilteredIcon: gridIcon(FilterAltIcon),
  columnMenuUnsortIcon: gridIcon(SwapVertIcon), // no icon by default
  booleanCellTrueIcon: gridIcon(CheckCircleIcon),
  booleanCellFalseIcon: gridIcon(RemoveCircleOutlineIcon),
};

export default function ProductIcons() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        label="Catalogue"
        rows={rows}
        columns={columns}
        slots={iconSlots}
        initialState={{
          sorting: { sortModel: [{ field: 'price', sort: 'asc' }] },
          filter: { filterModel: { items: [{ field: 'price', operator: '<', value: 200 }] } },
        }}
        hideFooter
        sx={{
          // The grid colours boolean icons itself, so recolour them from the grid's sx.
          '& .MuiDataGrid-booleanCell[data-value="true"]': { color: 'success.main' },
          '& .MuiDataGrid-booleanCell[data-value="false"]': { color: 'text.disabled' },
        }}
      />
    </Box>
  );
}
