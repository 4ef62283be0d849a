import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { chartTooltipStyle } from './chart-style';

export interface ChartPoint {
  /** The axis label ("lun", "3 nov"). */
  label: string;
  /** The label in full, for the tooltip (the axis label when absent). */
  full?: string;
  value: number;
}

/**
 * The app's bar chart (recharts, its own chunk: only the screens that draw a chart load it).
 * Hidden from screen readers: every caller shows the same numbers as a table beside it.
 * `compact` fits a long series (30 days) in a small card: thinner bars, labels that skip.
 */
export default function CalmBarChart({
  points,
  unit,
  compact = false,
}: {
  points: ChartPoint[];
  unit?: string;
  compact?: boolean;
}) {
  return (
    <BarChart
      data={points}
      responsive
      accessibilityLayer={false}
      style={{ width: '100%', height: '100%' }}
      margin={{ top: 8, right: 4, bottom: 0, left: -24 }}
    >
      <CartesianGrid vertical={false} stroke="var(--border)" strokeDasharray="3 6" />
      <XAxis
        dataKey="label"
        tickLine={false}
        axisLine={false}
        tick={{ fill: 'var(--muted-foreground)', fontSize: compact ? 12 : 13 }}
        {...(compact ? { minTickGap: 12 } : { interval: 0 })}
      />
      <YAxis
        allowDecimals={false}
        tickLine={false}
        axisLine={false}
        width={48}
        tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
      />
      <Tooltip
        cursor={{ fill: 'var(--primary-soft)', opacity: 0.5 }}
        labelFormatter={(label, payload) => {
          const point = payload[0]?.payload as ChartPoint | undefined;
          return point?.full ?? point?.label ?? String(label);
        }}
        {...(unit ? { formatter: (value: unknown) => [`${String(value)} ${unit}`, ''], separator: '' } : {})}
        {...chartTooltipStyle}
      />
      <Bar
        dataKey="value"
        fill="var(--primary)"
        radius={compact ? [8, 8, 2, 2] : [10, 10, 4, 4]}
        maxBarSize={compact ? 28 : 44}
        isAnimationActive={false}
      />
    </BarChart>
  );
}
