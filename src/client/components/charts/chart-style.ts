/** The tooltip every chart shows: a card in the theme's colours, as the rest of the app. */
export const chartTooltipStyle = {
  contentStyle: {
    background: 'var(--surface)',
    border: '1px solid var(--border)',
    borderRadius: 16,
    color: 'var(--foreground)',
  },
  itemStyle: { color: 'var(--foreground)' },
};
