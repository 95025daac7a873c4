import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import type { ChartsLocaleText } from '@mui/x-charts/locales';

// German is not shipped with 8.10.2: the texts are written here.
const deDE: Partial<ChartsLocaleText> = {
  loading: 'Daten werden geladen…',
  noData: 'Keine Daten vorhanden',
  zoomIn: 'Vergrößern',
  zoomOut: 'Verkleinern',
  toolbarExport: 'Exportieren',
  toolbarExportPrint: 'Drucken',
  toolbarExportImage: (mimeType) => `Als ${mimeType === 'image/png' ? 'PNG' : mimeType} exportieren`,
};

const weeks = ['KW 1', 'KW 2', 'KW 3', 'KW 4'];

export default function GermanTranslation() {
  // Both charts read their texts from the provider around them.
  return (
    <ChartsLocalizationProvider localeText={deDE}>
      <Box lang="de" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <div>
          <Typography component="p" variant="subtitle2">
            Bestellungen (wird geladen)
          </Typography>
          <BarChart
            loading
            height={200}
            margin={{ top: 24 }}
            xAxis={[{ scaleType: 'band', data: weeks }]}
            yAxis={[{ width: 40 }]}
            series={[{ data: [], label: 'Bestellungen' }]}
            hideLegend
          />
        </div>
        <div>
          <Typography component="p" variant="subtitle2">
            Retouren (keine Daten)
          </Typography>
          <LineChart
            height={200}
            margin={{ top: 24 }}
            xAxis={[{ scaleType: 'point', data: weeks }]}
            yAxis={[{ width: 40 }]}
            series={[{ data: [], label: 'Retouren' }]}
            hideLegend
          />
        </div>
      </Box>
    </ChartsLocalizationProvider>
  );
}
