import { toggleLabelHelp } from '../../state/labels-actions';
import { SHORTCUTS } from './shortcuts';

export function HelpOverlay() {
  return (
    <div className="label-help" role="dialog" aria-modal="false" aria-labelledby="label-help-h" data-testid="label-help">
      <header className="panel-head">
        <h3 id="label-help-h">Keyboard shortcuts</h3>
        <button type="button" className="icon" aria-label="Close shortcuts" onClick={() => toggleLabelHelp(false)}>
          ×
        </button>
      </header>
      <table>
        <tbody>
          {SHORTCUTS.map(([k, what]) => (
            <tr key={k}>
              <th>
                <kbd>{k}</kbd>
              </th>
              <td>{what}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
