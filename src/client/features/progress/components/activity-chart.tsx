import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartPoint {
  /** The axis label ("lun", "3 nov"). */
  label: string;
  /** The label in full, for the tooltip. */
  full: string;
  value: number;
}

/**
 * The bars themselves (recharts, its own chunk: only the pages that draw a chart load it).
 * Hidden from screen readers: the card beside it carries the same numbers as a table.
 */
export default function ActivityChart({ points, unit }: { points: ChartPoint[]; unit: string }) {
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
        tick={{ fill: 'var(--muted-foreground)', fontSize: 13 }}
        interval={0}
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
        labelFormatter={(_, payload) => (payload[0]?.payload as ChartPoint | undefined)?.full ?? ''}
        formatter={(value) => [`${String(value)} ${unit}`, '']}
        separator=""
        contentStyle={{
          background: 'var(--surface)',
          border: '1px solid var(--border)',
          borderRadius: 16,
          color: 'var(--foreground)',
        }}
        itemStyle={{ color: 'var(--foreground)' }}
      />
      <Bar
        dataKey="value"
        fill="var(--primary)"
        radius={[10, 10, 4, 4]}
        maxBarSize={44}
        isAnimationActive={false}
      />
    </BarChart>
  );
}
