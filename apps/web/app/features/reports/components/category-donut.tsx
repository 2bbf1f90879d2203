import { Pie, PieChart } from 'recharts';
import type { CategoryShare } from '../category-shares';

/** The donut (recharts), loaded on demand in the browser; the list beside it carries the numbers. */
export default function CategoryDonut({ shares }: { shares: CategoryShare[] }) {
  return (
    <PieChart responsive style={{ width: '100%', height: '100%' }} accessibilityLayer={false}>
      <Pie
        data={shares}
        dataKey="totalValue"
        nameKey="name"
        innerRadius="58%"
        outerRadius="95%"
        paddingAngle={shares.length > 1 ? 1 : 0}
        stroke="var(--color-surface)"
        isAnimationActive={false}
      />
    </PieChart>
  );
}
