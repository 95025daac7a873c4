import * as React from 'react';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type Price = { id: string; product: string; price: number; stock: number };

const rows: Price[] = [
  { id: 'SKU-101', product: 'Linen shirt', price: 49, stock: 12 },
  { id: 'SKU-102', product: 'Wool scarf', price: 35, stock: 30 },
  { id: 'SKU-103', product: 'Canvas tote', price: 18, stock: 64 },
  { id: 'SKU-104', product: 'Leather belt', price: 42, stock: 9 },
];

// Pasted prices may come as "$1,299.00" or "€ 12.50": keep the digits and the decimal point.
const parsePrice = (text: string) => {
  const value = Number(text.replace(/[^\d.-]/g, ''));
  return Number.isFinite(value) ? value : undefined; // undefined: the cell is left unchanged
};

const columns: GridColDef<Price>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 110, editable: true, pastedValueParser: parsePrice },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90, editable: true },
];

// Accept tab-, semicolon- or comma-separated text, whichever the first line uses.
function splitPastedText(text: string): string[][] | null {
  const lines = text.replace(/\r?\n$/, '').split(/\r\n|\n|\r/);
  const first = lines[0] ?? '';
  const delimiter = first.includes('\t') ? '\t' : first.includes(';') ? ';' : ',';
  return lines.map((line) => line.split(delimiter).map((cell) => cell.trim()));
}

export default function FlexiblePaste() {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Copy <code>$52.00; 10</code> from this text, click a price cell and press Ctrl+V (⌘+V).
      </Typography>
      <div style={{ height: 300, width: '100%' }}>
        <DataGridPremium
          label="Price list"
          rows={rows}
          columns={columns}
          cellSelection
          // A click selects the cell only; a selected row would receive the paste from its first column.
          disableRowSelectionOnClick
          splitClipboardPastedText={splitPastedText}
          hideFooter
        />
      </div>
    </Box>
  );
}
