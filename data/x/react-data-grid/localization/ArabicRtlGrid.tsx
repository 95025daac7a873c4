import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { arSD } from '@mui/x-data-grid/locales';

// The outer theme, mirrored and with the grid's Arabic strings.
const rtlArabicTheme = (outer: Theme): Theme => ({
  ...outer,
  direction: 'rtl',
  components: { ...outer.components, ...arSD.components },
});

// Every style inside this cache goes through stylis-plugin-rtl (left ↔ right).
const makeRtlCache = () => createCache({ key: 'rtl-grid', stylisPlugins: [prefixer, rtlPlugin] });

const invoices = [
  { id: 'F-1021', client: 'مكتبة النيل', amount: 1850, paid: true },
  { id: 'F-1022', client: 'مطعم الياسمين', amount: 420, paid: false },
  { id: 'F-1023', client: 'شركة الأفق للنقل', amount: 9300, paid: true },
  { id: 'F-1024', client: 'عيادة الشفاء', amount: 2675, paid: false },
  { id: 'F-1025', client: 'مخبز السنابل', amount: 310, paid: true },
];

const amountFormat = new Intl.NumberFormat('ar-SD', { style: 'currency', currency: 'SDG' });

const columns: GridColDef[] = [
  { field: 'id', headerName: 'الفاتورة', width: 110 },
  { field: 'client', headerName: 'العميل', flex: 1, minWidth: 160 },
  {
    field: 'amount',
    headerName: 'المبلغ',
    type: 'number',
    width: 150,
    valueFormatter: (value: number) => amountFormat.format(value),
  },
  { field: 'paid', headerName: 'مدفوعة', type: 'boolean', width: 100 },
];

export default function ArabicRtlGrid() {
  // One cache per mounted demo, not per module, because the page is also rendered on the server.
  const [rtlCache] = React.useState(makeRtlCache);

  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={rtlArabicTheme}>
        <div dir="rtl" lang="ar" style={{ height: 380, width: '100%' }}>
          <DataGrid
            label="الفواتير"
            rows={invoices}
            columns={columns}
            checkboxSelection
            showToolbar
            // Menus and panels open in a portal outside this element: give them the direction too.
            slotProps={{ basePopper: { material: { dir: 'rtl' } } }}
            hideFooter
          />
        </div>
      </ThemeProvider>
    </CacheProvider>
  );
}
