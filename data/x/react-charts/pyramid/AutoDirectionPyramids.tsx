import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Trees in a managed forest per size class: the same numbers, listed in two orders.
const smallestFirst = [
  { label: 'Veteran', value: 35 },
  { label: 'Mature', value: 280 },
  { label: 'Pole', value: 900 },
  { label: 'Sapling', value: 2600 },
];
const largestFirst = [...smallestFirst].reverse();

const versions = [
  { caption: 'Values growing: tip at the top', data: smallestFirst, id: 'trees-ascending' },
  { caption: 'Values shrinking: tip at the bottom', data: largestFirst, id: 'trees-descending' },
];

export default function AutoDirectionPyramids() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      {versions.map((version) => (
        <Box key={version.id} sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" component="p" sx={{ textAlign: 'center', mb: 1 }}>
            {version.caption}
          </Typography>
          <FunnelChart
            height={260}
            title={`Trees per size class, ${version.caption.toLowerCase()}`}
            hideLegend
            gap={2}
            categoryAxis={{ categories: version.data.map((item) => item.label), position: 'left', size: 72 }}
            // funnelDirection is left to 'auto': the order of the data decides.
            series={[{ id: version.id, curve: 'step-pyramid', data: version.data }]}
          />
        </Box>
      ))}
    </Stack>
  );
}
