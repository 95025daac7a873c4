import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { deDE, enUS, frFR, jaJP } from '@mui/x-data-grid/locales';

// Keeps the surrounding theme (and its dark mode) and adds the grid's translations.
function withGridLocale(locale: typeof frFR) {
  return (outer: Theme): Theme => ({
    ...outer,
    components: { ...outer.components, ...locale.components },
  });
}

// Created once, at module level, so the theme does not change on every render.
const languages = {
  'en-US': { label: 'English', theme: withGridLocale(enUS), header: ['Item code', 'Price', 'In stock'] },
  'fr-FR': { label: 'Français', theme: withGridLocale(frFR), header: ['Référence', 'Prix', 'En stock'] },
  'de-DE': { label: 'Deutsch', theme: withGridLocale(deDE), header: ['Artikelnummer', 'Preis', 'Lagerbestand'] },
  'ja-JP': { label: '日本語', theme: withGridLocale(jaJP), header: ['品番', '価格', '在庫'] },
};

type LanguageTag = keyof typeof languages;

const products = [
  { id: 1, sku: 'ESP-01', price: 1249.5, stock: 14 },
  { id: 2, sku: 'GRN-07', price: 189, stock: 0 },
  { id: 3, sku: 'KTL-02', price: 64.9, stock: 58 },
  { id: 4, sku: 'MLK-11', price: 39.95, stock: 120 },
  { id: 5, sku: 'SCL-04', price: 24, stock: 7 },
  { id: 6, sku: 'TMP-09', price: 18.5, stock: 33 },
  { id: 7, sku: 'FLT-03', price: 12.75, stock: 210 },
];

export default function LocaleSwitcher() {
  const [tag, setTag] = React.useState<LanguageTag>('fr-FR');
  const language = languages[tag];

  // Column titles are your own strings: translate them with the rest of your app.
  const columns = React.useMemo<GridColDef[]>(() => {
    const price = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' });
    return [
      { field: 'sku', headerName: language.header[0], flex: 1, minWidth: 120 },
      {
        field: 'price',
        headerName: language.header[1],
        type: 'number',
        width: 130,
        valueFormatter: (value: number) => price.format(value),
      },
      { field: 'stock', headerName: language.header[2], type: 'number', width: 130 },
    ];
  }, [tag, language]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Language of the grid"
        value={tag}
        onChange={(event, value: LanguageTag | null) => value && setTag(value)}
      >
        {(Object.keys(languages) as LanguageTag[]).map((key) => (
          <ToggleButton key={key} value={key} lang={key}>
            {languages[key].label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ThemeProvider theme={language.theme}>
        <Box lang={tag} sx={{ height: 420, width: '100%' }}>
          <DataGrid
            rows={products}
            columns={columns}
            checkboxSelection
            showToolbar
            pageSizeOptions={[5, 10]}
            initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          />
        </Box>
      </ThemeProvider>
    </Stack>
  );
}
