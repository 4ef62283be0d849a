import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { chartTooltipStyle } from '@/components/charts/chart-style';

export interface TrendPoint {
  label: string;
  full: string;
  value: number;
}

/**
 * The daily average mood as a line (recharts, its own chunk). Hidden from screen readers: the
 * section beside it carries the same numbers as a table.
 */
export default function TrendChart({
  points,
  moodLabels,
}: {
  points: TrendPoint[];
  moodLabels: Record<number, string>;
}) {
  return (
    <LineChart
      data={points}
      responsive
      accessibilityLayer={false}
      style={{ width: '100%', height: '100%' }}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
    >
      <CartesianGrid vertical={false} stroke="var(--border)" strokeDasharray="3 6" />
      <XAxis
        dataKey="label"
        tickLine={false}
        axisLine={false}
        minTickGap={16}
        tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
      />
      <YAxis
        domain={[1, 5]}
        ticks={[1, 2, 3, 4, 5]}
        tickLine={false}
        axisLine={false}
        width={72}
        tickFormatter={(v: number) => moodLabels[v] ?? String(v)}
        tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
      />
      <Tooltip
        labelFormatter={(_, payload) => (payload[0]?.payload as TrendPoint | undefined)?.full ?? ''}
        formatter={(value) => [Number(value).toFixed(1), '']}
        separator=""
        {...chartTooltipStyle}
      />
      <Line
        type="monotone"
        dataKey="value"
        stroke="var(--primary)"
        strokeWidth={3}
        dot={{ r: points.length > 45 ? 0 : 4, fill: 'var(--primary)', strokeWidth: 0 }}
        activeDot={{ r: 6 }}
        isAnimationActive={false}
        connectNulls
      />
    </LineChart>
  );
}
