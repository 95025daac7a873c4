import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { chartsToolbarClasses } from '@mui/x-charts-pro/Toolbar';

const days = Array.from({ length: 30 }, (_, index) => `${index + 1}`);
const signups = days.map((_, index) => 40 + ((index * 17) % 23) + (index % 7 === 5 ? -18 : 0));

export default function ToolbarSlotsAndTexts() {
  return (
    <BarChartPro
      height={340}
      margin={{ top: 24 }}
      showToolbar
      // The default Pro toolbar, with other icons, texts and a lighter frame.
      slots={{
        zoomInIcon: AddCircleOutlineIcon,
        zoomOutIcon: RemoveCircleOutlineIcon,
        exportIcon: FileDownloadOutlinedIcon,
      }}
      localeText={{
        zoomIn: 'Show fewer days',
        zoomOut: 'Show more days',
        toolbarExport: 'Download',
        toolbarExportPrint: 'Print or save as PDF',
        toolbarExportImage: (type) => (type === 'image/png' ? 'Image (PNG)' : `Image (${type})`),
      }}
      slotProps={{ toolbar: { imageExportOptions: [{ type: 'image/png', fileName: 'june-signups' }] } }}
      sx={{ [`& .${chartsToolbarClasses.root}`]: { border: 'none', bgcolor: 'action.hover' } }}
      xAxis={[{ id: 'day', scaleType: 'band', data: days, zoom: true, label: 'June 2025' }]}
      yAxis={[{ width: 40 }]}
      series={[{ data: signups, label: 'Sign-ups' }]}
    />
  );
}
