import { RadarChart, radarSeriesPlotClasses } from '@mui/x-charts/RadarChart';

// Energy rating of a house before and after a retrofit, each area scored out of 10.
const areas = ['Insulation', 'Windows', 'Heating', 'Ventilation', 'Solar', 'Airtightness'];

export default function StyledRadarClasses() {
  return (
    <RadarChart
      height={280}
      title="Energy rating of the house before and after the retrofit"
      radar={{ max: 10, metrics: areas }}
      highlight="series"
      divisions={5}
      stripeColor={(index) => (index % 2 === 0 ? 'rgba(46, 125, 50, 0.06)' : 'transparent')}
      colors={['#9e9e9e', '#2e7d32']}
      series={[
        { id: 'before', label: 'Before', data: [3, 4, 5, 2, 0, 3] },
        { id: 'after', label: 'After', data: [8, 7, 8, 7, 6, 8], fillArea: true },
      ]}
      sx={{
        // Dotted spokes and rings.
        '& .MuiRadarGrid-radial, & .MuiRadarGrid-divider': { strokeDasharray: '2 3' },
        // Thicker outlines for every shape and mark. "Before" is an outline and "after" is filled,
        // so the two differ by more than their colour.
        [`& .${radarSeriesPlotClasses.area}`]: { strokeWidth: 2.5 },
        [`& .${radarSeriesPlotClasses.mark}`]: { strokeWidth: 2 },
        // The faded shape while hovering in series mode would be too light on the striped grid.
        [`& .${radarSeriesPlotClasses.faded}`]: { strokeOpacity: 0.7 },
      }}
    />
  );
}
