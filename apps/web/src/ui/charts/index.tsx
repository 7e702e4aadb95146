// One chart library for the whole product (docs/architecture.md "Charts"): MUI X Charts, behind these
// three components, loaded with the first chart a screen shows — no other screen carries it.
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';

interface Series {
  label: string;
  data: (number | null)[];
  color?: string;
}

interface Common {
  /** What the chart shows, for screen readers. */
  label: string;
  height?: number;
}

export interface LineSpec extends Common {
  x: string[];
  series: Series[];
  /** The value axis' bounds: 0 and the data's maximum unless told. */
  yMin?: number;
  yMax?: number;
  /** A dashed line across the value axis at a target, with its words. */
  target?: { value: number; label: string };
}

export interface BarSpec extends LineSpec {
  horizontal?: boolean;
}

export interface PieSpec extends Common {
  slices: { label: string; value: number; color?: string }[];
}

const views = () => import('./chart-views');
const LineView = lazy(() => views().then((m) => ({ default: m.LineView })));
const BarView = lazy(() => views().then((m) => ({ default: m.BarView })));
const PieView = lazy(() => views().then((m) => ({ default: m.PieView })));

const placeholder = (height = 280) => <Skeleton variant="rounded" height={height} aria-label="Loading the chart" />;

export function LineChart(props: LineSpec) {
  return (
    <Suspense fallback={placeholder(props.height)}>
      <LineView {...props} />
    </Suspense>
  );
}

export function BarChart(props: BarSpec) {
  return (
    <Suspense fallback={placeholder(props.height)}>
      <BarView {...props} />
    </Suspense>
  );
}

export function PieChart(props: PieSpec) {
  return (
    <Suspense fallback={placeholder(props.height ?? 240)}>
      <PieView {...props} />
    </Suspense>
  );
}
