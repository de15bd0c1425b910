import { CategoricalColorNamespace } from '@tessera/core';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

const ColorNamespaceContext = createContext<CategoricalColorNamespace | null>(null);

/** The colour namespace of the charts inside: none outside a provider (each chart on its own). */
export function useColorNamespace(): CategoricalColorNamespace | null {
  return useContext(ColorNamespaceContext);
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
  children,
}: {
  readonly jsonMetadata: unknown;
  readonly children: ReactNode;
}) {
  const namespace = useMemo(
    () => CategoricalColorNamespace.fromDashboardMetadata(parseMetadata(jsonMetadata)),
    [jsonMetadata],
  );
  return <ColorNamespaceContext.Provider value={namespace}>{children}</ColorNamespaceContext.Provider>;
}
