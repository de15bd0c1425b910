import { CategoricalColorNamespace } from '@tessera/core';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { isFeatureEnabled } from '../../app/featureFlags';

const ColorNamespaceContext = createContext<CategoricalColorNamespace | null>(null);

/**
 * The colour namespace of the charts inside a provider (a dashboard's). Outside one each chart
 * colours on its own: null, or with USE_ANALAGOUS_COLORS on, a namespace of its own that extends
 * schemes with analogous colours.
 */
export function useColorNamespace(): CategoricalColorNamespace | null {
  const provided = useContext(ColorNamespaceContext);
  const analogousColors = isFeatureEnabled('USE_ANALAGOUS_COLORS');
  const own = useMemo(
    () => (analogousColors ? new CategoricalColorNamespace({ analogousColors }) : null),
    [analogousColors],
  );
  return provided ?? own;
}

function parseMetadata(jsonMetadata: unknown): unknown {
  if (typeof jsonMetadata !== 'string') return jsonMetadata;
  try {
    return JSON.parse(jsonMetadata);
  } catch {
    // A dashboard whose metadata does not parse still draws, with the charts' own colours.
    return {};
  }
}

/**
 * Gives the charts inside one colour namespace built from a dashboard's json_metadata (text or
 * object): its `label_colors` and scheme apply to every chart and labels share colours.
 */
export function DashboardColorProvider({
  jsonMetadata,
  analogousColors = false,
  children,
}: {
  readonly jsonMetadata: unknown;
  /** The USE_ANALAGOUS_COLORS feature flag. */
  readonly analogousColors?: boolean;
  readonly children: ReactNode;
}) {
  const namespace = useMemo(
    () => CategoricalColorNamespace.fromDashboardMetadata(parseMetadata(jsonMetadata), { analogousColors }),
    [jsonMetadata, analogousColors],
  );
  return <ColorNamespaceContext.Provider value={namespace}>{children}</ColorNamespaceContext.Provider>;
}
