import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';

// A small seeded generator keeps the 60 students identical on every render.
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(2025);
const students = Array.from({ length: 60 }, (_, index) => {
  const hours = Math.round(random() * 20 * 10) / 10;
  const attendance = Math.round(50 + random() * 50);
  const score = Math.min(100, Math.round(30 + hours * 2.2 + (attendance - 50) * 0.45 + random() * 12));
  return { id: index, x: hours, y: score, z: attendance };
});

export default function StudyHoursColorMap() {
  return (
    <ScatterChart
      height={340}
      margin={{ top: 24, right: 24 }}
      xAxis={[{ label: 'Study hours per week', min: 0, max: 20 }]}
      yAxis={[{ label: 'Exam score', min: 20, max: 100 }]}
      zAxis={[
        {
          id: 'attendance',
          min: 50,
          max: 100,
          colorMap: { type: 'continuous', min: 50, max: 100, color: ['#ef6c00', '#1e88e5'] },
        },
      ]}
      series={[
        {
          label: 'Students',
          data: students,
          zAxisId: 'attendance',
          valueFormatter: (point) => (point ? `${point.x} h, score ${point.y}, attendance ${point.z}%` : ''),
        },
      ]}
      slots={{ legend: ContinuousColorLegend }}
      slotProps={{
        legend: {
          axisDirection: 'z',
          direction: 'horizontal',
          // Non-breaking spaces keep each label on one line.
          minLabel: 'Attendance\u00a050%',
          maxLabel: '100%',
          labelPosition: 'extremes',
          sx: { width: 320, maxWidth: '100%' },
        },
      }}
    />
  );
}
