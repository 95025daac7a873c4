import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { SeriesLegendItemContext } from '@mui/x-charts/ChartsLegend';

// Battery capacity (kWh) and range (km) of electric cars, by body type.
const bodies = [
  { id: 'city', label: 'City cars', points: [[32, 220], [37, 260], [42, 310], [45, 330], [50, 350]] },
  { id: 'sedan', label: 'Sedans', points: [[60, 430], [75, 520], [82, 570], [90, 600], [100, 640]] },
  { id: 'suv', label: 'SUVs', points: [[64, 380], [77, 450], [85, 480], [95, 520], [108, 560]] },
  { id: 'van', label: 'Vans', points: [[50, 250], [68, 320], [75, 330], [90, 390]] },
];

export default function LegendToggleSeries() {
  const [hidden, setHidden] = React.useState<string[]>([]);

  return (
    <ScatterChart
      height={340}
      margin={{ top: 24, right: 24 }}
      xAxis={[{ label: 'Battery (kWh)', min: 20, max: 120 }]}
      yAxis={[{ label: 'Range (km)', min: 150, max: 700 }]}
      series={bodies.map((body) => {
        const isHidden = hidden.includes(body.id);
        return {
          id: body.id,
          // A hidden series keeps its legend entry (in grey) but has no points.
          label: isHidden ? `${body.label} (hidden)` : body.label,
          // Spread the colour only when hidden: an explicit `color: undefined` would replace the palette colour.
          ...(isHidden ? { color: '#9e9e9e' } : {}),
          markerSize: 6,
          data: isHidden ? [] : body.points.map(([x, y], index) => ({ id: `${body.id}-${index}`, x, y })),
        };
      })}
      slotProps={{
        legend: {
          onItemClick: (event: React.MouseEvent<HTMLButtonElement>, item: SeriesLegendItemContext) =>
            setHidden((current) =>
              current.includes(String(item.seriesId))
                ? current.filter((id) => id !== item.seriesId)
                : [...current, String(item.seriesId)],
            ),
        },
      }}
    />
  );
}
