// The only file importing the chart library (MUI X Charts): a line, a bar and a pie chart with the
// product's defaults (theme colours, no animation under reduced motion, a label for screen readers).
// Loaded on demand through ./index.tsx.
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { BarSpec, LineSpec, PieSpec } from './index';

export function LineView({ label, x, series, height = 280, yMax }: LineSpec) {
  return (
    <div role="img" aria-label={label}>
      <LineChart
        height={height}
        xAxis={[{ scaleType: 'point', data: x }]}
        yAxis={[{ min: 0, ...(yMax === undefined ? {} : { max: yMax }) }]}
        series={series.map((s) => ({
          data: s.data,
          label: s.label,
          color: s.color,
          connectNulls: true,
          showMark: x.length < 30,
        }))}
        margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
      />
    </div>
  );
}

export function BarView({ label, x, series, height = 280, yMax, horizontal = false }: BarSpec) {
  const band = [{ scaleType: 'band' as const, data: x }];
  const value = [{ min: 0, ...(yMax === undefined ? {} : { max: yMax }) }];
  return (
    <div role="img" aria-label={label}>
      <BarChart
        height={height}
        layout={horizontal ? 'horizontal' : 'vertical'}
        xAxis={horizontal ? value : band}
        yAxis={horizontal ? [{ ...band[0]!, width: 120 }] : value}
        series={series.map((s) => ({ data: s.data, label: s.label, color: s.color }))}
        margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
      />
    </div>
  );
}

export function PieView({ label, slices, height = 240 }: PieSpec) {
  return (
    <div role="img" aria-label={label}>
      <PieChart
        height={height}
        series={[
          {
            data: slices.map((s, id) => ({
              id,
              value: s.value,
              label: s.label,
              ...(s.color ? { color: s.color } : {}),
            })),
            innerRadius: 50,
            paddingAngle: 1,
            cornerRadius: 3,
          },
        ]}
      />
    </div>
  );
}
