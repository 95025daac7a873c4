import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, gridClasses, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const products = ['Desk lamp', 'Monitor arm', 'Keyboard', 'Office chair', 'Cable tray'];
const rows = Array.from({ length: 100 }, (_, index) => ({
  id: index + 1,
  sku: `SKU-${1000 + index}`,
  product: products[index % products.length],
  stock: (index * 37) % 250,
}));

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 120 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 150 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100 },
];

export default function BufferSize() {
  const apiRef = useGridApiRef();
  const [buffer, setBuffer] = React.useState(150);
  const [disabled, setDisabled] = React.useState(false);
  const [domRows, setDomRows] = React.useState<number | null>(null);

  // Count the data rows in the DOM after each change and while scrolling (browser only).
  React.useEffect(() => {
    const count = () => {
      const root = apiRef.current?.rootElementRef.current;
      setDomRows(root ? root.querySelectorAll(`.${gridClasses.row}`).length : null);
    };
    const frame = requestAnimationFrame(count);
    const unsubscribe = apiRef.current?.subscribeEvent('renderedRowsIntervalChange', () => requestAnimationFrame(count));
    return () => {
      cancelAnimationFrame(frame);
      unsubscribe?.();
    };
  }, [apiRef, buffer, disabled]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <ToggleButtonGroup size="small" exclusive value={buffer} disabled={disabled}
          onChange={(event, value: number | null) => value !== null && setBuffer(value)} aria-label="Row buffer">
          <ToggleButton value={0}>0 px</ToggleButton>
          <ToggleButton value={150}>150 px</ToggleButton>
          <ToggleButton value={800}>800 px</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
          label="disableVirtualization" />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {domRows === null ? '' : `${domRows} of ${rows.length} rows in the DOM`}
        </Typography>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid apiRef={apiRef} label="Stock list" rows={rows} columns={columns} density="compact"
          rowBufferPx={buffer} disableVirtualization={disabled} hideFooter />
      </Box>
    </Box>
  );
}
