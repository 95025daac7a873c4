import * as React from 'react';
import { ScatterChart, type ScatterMarkerProps } from '@mui/x-charts/ScatterChart';
import type { ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';

type Shape = 'triangle' | 'square' | 'diamond';

// SVG path of a shape centred on (0, 0), with a given half-size.
function shapePath(shape: Shape, r: number) {
  switch (shape) {
    case 'triangle':
      return `M0,${-r * 1.2} L${r * 1.1},${r * 0.8} L${-r * 1.1},${r * 0.8} Z`;
    case 'square':
      return `M${-r},${-r} H${r} V${r} H${-r} Z`;
    default:
      return `M0,${-r * 1.3} L${r * 1.3},0 L0,${r * 1.3} L${-r * 1.3},0 Z`;
  }
}

const shapeOfSeries: Record<string, Shape> = { field: 'triangle', orchard: 'square', forest: 'diamond' };

type MarkerProps = ScatterMarkerProps & Omit<React.SVGProps<SVGPathElement>, keyof ScatterMarkerProps | 'ref'>;

// The marker slot: one shape per series. Extra props (hover handlers, data attributes) go on the path.
function ShapeMarker({ seriesId, dataIndex, x, y, size, color, isHighlighted, isFaded, ...other }: MarkerProps) {
  return (
    <path
      d={shapePath(shapeOfSeries[seriesId] ?? 'diamond', isHighlighted ? size * 1.3 : size)}
      transform={`translate(${x}, ${y})`}
      fill={color}
      opacity={isFaded ? 0.3 : 1}
      {...other}
    />
  );
}

// The same shapes for the legend and the tooltip, through `labelMarkType`.
function labelMark(shape: Shape) {
  return function LabelMark({ className, color }: ChartsLabelCustomMarkProps) {
    return (
      <svg className={className} viewBox="-8 -8 16 16" width="100%" height="100%">
        <path d={shapePath(shape, 6)} fill={color} />
      </svg>
    );
  };
}

// Soil samples: pH and organic matter (%), from three kinds of land.
const samples: Record<Shape, number[][]> = {
  triangle: [[6.1, 2.1], [6.4, 2.6], [6.8, 1.9], [7.0, 2.4], [7.3, 1.7], [6.6, 3.0], [7.1, 2.9]],
  square: [[5.8, 3.4], [6.0, 4.1], [6.3, 3.8], [5.6, 4.4], [6.5, 3.1], [5.9, 3.6]],
  diamond: [[4.6, 6.8], [4.9, 7.9], [5.2, 6.1], [4.4, 8.6], [5.4, 7.2], [5.0, 5.9]],
};
const toPoints = (rows: number[][]) => rows.map(([x, y], index) => ({ id: index, x, y }));
const format = (point: { x: number; y: number } | null) => (point ? `pH ${point.x}, ${point.y}% organic matter` : '');

const TriangleMark = labelMark('triangle');
const SquareMark = labelMark('square');
const DiamondMark = labelMark('diamond');

export default function SoilSampleShapes() {
  return (
    <ScatterChart
      height={260}
      margin={{ top: 16, right: 24 }}
      aria-label="Soil organic matter by pH for fields, orchards and forests"
      xAxis={[{ label: 'pH', min: 4, max: 7.5 }]}
      yAxis={[{ width: 40, min: 0, max: 10, valueFormatter: (v: number) => `${v}%` }]}
      series={[
        { id: 'field', label: 'Field', data: toPoints(samples.triangle), labelMarkType: TriangleMark },
        { id: 'orchard', label: 'Orchard', data: toPoints(samples.square), labelMarkType: SquareMark },
        { id: 'forest', label: 'Forest', data: toPoints(samples.diamond), labelMarkType: DiamondMark },
      ].map((series) => ({ ...series, markerSize: 5, valueFormatter: format }))}
      slots={{ marker: ShapeMarker }}
    />
  );
}
