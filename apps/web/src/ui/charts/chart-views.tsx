// The only file importing the chart library (MUI X Charts): a line, a bar and a pie chart with the
// product's defaults (theme colours, no animation under reduced motion, a label for screen readers).
// Loaded on demand through ./index.tsx.
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { BarSpec, LineSpec, PieSpec } from './index';

/** A target drawn across the value axis: dashed, labelled at its end. */
const targetLine = (target: LineSpec['target']) =>
  target ? (
    <ChartsReferenceLine
      y={target.value}
      label={target.label}
      labelAlign="end"
      lineStyle={{ strokeDasharray: '6 4' }}
    />
  ) : null;

export function LineView({ label, x, series, height = 280, yMin = 0, yMax, target }: LineSpec) {
  return (
    <div role="img" aria-label={label}>
      <LineChart
        height={height}
        xAxis={[{ scaleType: 'point', data: x }]}
        yAxis={[{ min: yMin, ...(yMax === undefined ? {} : { max: yMax }) }]}
        series={series.map((s) => ({
          data: s.data,
          label: s.label,
          color: s.color,
          connectNulls: true,
          showMark: x.length < 30,
        }))}
        margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
      >
        {targetLine(target)}
      </LineChart>
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
