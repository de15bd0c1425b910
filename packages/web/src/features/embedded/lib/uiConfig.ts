/**
 * The SDK's `dashboardUiConfig`, sent as `?uiConfig=<n>`: a sum of flags (embedded-sdk's
 * calculateConfig): 1 hideTitle, 2 hideTab, 8 hideChartControls, 16 emitDataMasks,
 * 32 showRowLimitWarning.
 */
export interface EmbeddedUiConfig {
  readonly hideTitle: boolean;
  readonly hideTab: boolean;
  readonly hideChartControls: boolean;
}

export function parseUiConfig(search: string): EmbeddedUiConfig {
  const raw = Number(new URLSearchParams(search).get('uiConfig') ?? 0);
  const bits = Number.isInteger(raw) && raw > 0 ? raw : 0;
  return { hideTitle: (bits & 1) !== 0, hideTab: (bits & 2) !== 0, hideChartControls: (bits & 8) !== 0 };
}
