import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { RadarChartPro } from '@mui/x-charts-pro/RadarChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';

// Results of a staff survey about a new rota system, in percent agreeing.
const statements = ['Fair', 'Predictable', 'Flexible', 'Easy to swap', 'Family friendly'];

export default function RadarProExport() {
  // In 8.10.2 the radar's export goes through the API: the built-in Pro toolbar is not usable on RadarChartPro.
  const apiRef = useChartProApiRef<'radar'>();
  return (
    <Stack spacing={1}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => apiRef.current?.exportAsImage({ type: 'image/png', fileName: 'rota-survey' })}
        >
          Download PNG
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<PrintIcon />}
          onClick={() => apiRef.current?.exportAsPrint({ fileName: 'rota-survey' })}
        >
          Print or save as PDF
        </Button>
      </Stack>
      <RadarChartPro
        apiRef={apiRef}
        height={280}
        title="Staff survey on the new rota, percent agreeing"
        radar={{ max: 100, metrics: statements }}
        series={[
          { label: 'Nurses', data: [72, 81, 45, 58, 50], fillArea: true },
          { label: 'Porters', data: [64, 70, 62, 77, 66], fillArea: true },
        ]}
      />
    </Stack>
  );
}
