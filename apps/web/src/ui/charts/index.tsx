// One chart library for the whole product (docs/architecture.md "Charts"): MUI X Charts, behind these
// three components, loaded with the first chart a screen shows — no other screen carries it. A chart is
// drawn once it comes onto the screen: below the fold it is a placeholder of its height, so a screen
// whose charts are out of sight (the QC statistics on a phone) neither loads the library nor spends
// its first seconds drawing them (docs/performance.md, 2026-11-29, thirteenth session).
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { lazy, type ReactNode, type Ref, Suspense, useRef } from 'react';
import { useNearScreen } from '../near-screen';

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

/**
 * Where a chart will be: a still area of its height (nothing is loading until it comes onto the screen),
 * and for a screen reader its label, as the chart's own `role="img"` gives it.
 */
function Placeholder({ label, height, ref }: { label: string; height: number; ref?: Ref<HTMLDivElement> }) {
  return <Box ref={ref} role="img" aria-label={label} sx={{ height, borderRadius: 1, bgcolor: 'action.hover' }} />;
}

/** The chart once it has come onto the screen, a skeleton while its code loads, its placeholder before. */
function WhenOnScreen({ label, height, children }: { label: string; height: number; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const seen = useNearScreen(box, '0px');
  if (!seen) return <Placeholder label={label} height={height} ref={box} />;
  return (
    <Suspense
      fallback={
        <div role="img" aria-label={label} aria-busy>
          <Skeleton variant="rounded" height={height} />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

export function LineChart(props: LineSpec) {
  return (
    <WhenOnScreen label={props.label} height={props.height ?? 280}>
      <LineView {...props} />
    </WhenOnScreen>
  );
}

export function BarChart(props: BarSpec) {
  return (
    <WhenOnScreen label={props.label} height={props.height ?? 280}>
      <BarView {...props} />
    </WhenOnScreen>
  );
}

export function PieChart(props: PieSpec) {
  return (
    <WhenOnScreen label={props.label} height={props.height ?? 240}>
      <PieView {...props} />
    </WhenOnScreen>
  );
}
