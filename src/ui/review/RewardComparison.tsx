import type { Verification } from '../../core/types';
import { REWARD_INFO, rewardKeys, rewardText } from './claim-format';

export interface ComparedAnswer {
  id: string;
  model: string;
  rewards: Verification['rewards'];
}

/** Reward components side by side across the answers of one ECG; the best value of each row in bold. */
export function RewardComparison({ answers }: { answers: ComparedAnswer[] }) {
  if (answers.length < 2) return null;
  const keys = rewardKeys(answers.map((a) => a.rewards));
  return (
    <div className="comparison-wrap">
      <table className="comparison" data-testid="reward-comparison">
        <caption>Rewards compared</caption>
        <thead>
          <tr>
            <th scope="col">Component</th>
            {answers.map((a) => (
              <th key={a.id} scope="col" title={`${a.model} (${a.id})`}>
                <span className="col-name">{a.model}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {keys.map((k) => {
            const vals = answers.map((a) => a.rewards[k]);
            const nums = vals.filter((x): x is number => typeof x === 'number' && Number.isFinite(x));
            const lower = REWARD_INFO[k]?.lowerBetter ?? false;
            const best = nums.length > 1 ? (lower ? Math.min(...nums) : Math.max(...nums)) : null;
            return (
              <tr key={k} title={REWARD_INFO[k]?.help}>
                <th scope="row">{REWARD_INFO[k]?.label ?? k.replace(/_/g, ' ')}</th>
                {vals.map((x, i) => (
                  <td key={answers[i].id} className={best !== null && x === best && nums.some((n) => n !== best) ? 'best' : undefined}>
                    {rewardText(x, k)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
