import { DatabaseOutlined } from '@ant-design/icons';
import type { EngineInfo } from '../api/databaseApi';

/** The first step of a new connection: one tile per engine this server connects to. */
export function EnginePicker({
  engines,
  onPick,
}: {
  readonly engines: readonly EngineInfo[];
  readonly onPick: (engine: EngineInfo) => void;
}) {
  return (
    <div>
      <p className="db-step-title">Select a database to connect</p>
      <ul className="db-engine-grid" aria-label="Database engines">
        {engines.map((engine) => (
          <li key={engine.engine}>
            <button
              type="button"
              className="db-engine-tile"
              onClick={() => onPick(engine)}
              data-test={`engine-${engine.engine}`}
            >
              <DatabaseOutlined aria-hidden className="db-engine-icon" />
              <span className="db-engine-name">{engine.name}</span>
              {engine.engine_information?.supports_file_upload ? (
                <span className="db-engine-note">File uploads</span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
