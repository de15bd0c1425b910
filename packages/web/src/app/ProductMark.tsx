/** The Tessera mark: four tiles, one word. */
export function ProductMark({ size = 24, withName = true }: { size?: number; withName?: boolean }) {
  return (
    <span className="tessera-mark">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#1a6f7d" />
        <rect x="7" y="7" width="8" height="8" rx="1.5" fill="#fff" />
        <rect x="17" y="7" width="8" height="8" rx="1.5" fill="#fff" opacity=".7" />
        <rect x="7" y="17" width="8" height="8" rx="1.5" fill="#fff" opacity=".7" />
        <rect x="17" y="17" width="8" height="8" rx="1.5" fill="#fff" opacity=".45" />
      </svg>
      {withName ? <span className="tessera-mark-name">Tessera</span> : null}
    </span>
  );
}
