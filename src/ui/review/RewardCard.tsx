import type { Verification } from '../../core/types';
import { nullReason, REWARD_INFO, rewardKeys, rewardText } from './claim-format';

/** Every reward component of one answer, not only a total; "—" says why a component is missing. */
export function RewardCard({ rewards, hasSignal }: { rewards: Verification['rewards']; hasSignal: boolean }) {
  return (
    <table className="rewards" data-testid="reward-card">
      <tbody>
        {rewardKeys([rewards]).map((k) => {
          const v = rewards[k];
          const info = REWARD_INFO[k];
          return (
            <tr key={k} data-reward={k} title={info?.help}>
              <th scope="row">{info?.label ?? k.replace(/_/g, ' ')}</th>
              <td title={v === null ? nullReason(k, hasSignal) : undefined}>{rewardText(v, k)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
