import { RewardComparison } from './RewardComparison';
import { useCheckedAnswers } from './useCheckedAnswers';

/** The reward comparison across the answers of the record on screen (two or more answers). */
export function ComparisonPanel() {
  const { checked } = useCheckedAnswers();
  const rows = checked.flatMap(({ a, v }) => (v ? [{ id: a.id, model: a.model, rewards: v.rewards }] : []));
  if (rows.length < 2) return null;
  return (
    <section className="panel" aria-label="Rewards compared">
      <RewardComparison answers={rows} />
    </section>
  );
}
