/**
 * What the app knows of its dynamic plugins (spec 000: the dynamic plugin loader keeps, per
 * plugin, mounting then complete with an error or none). Kept apart from the loader so the chart
 * query path can wait for a plugin without pulling the chart registry into the first bundle.
 */

export interface DynamicPluginStatus {
  readonly key: string;
  readonly mounting: boolean;
  /** Why the bundle did not load; null once it loaded (or while it is mounting). */
  readonly error: string | null;
}

type Listener = () => void;

let statuses: Readonly<Record<string, DynamicPluginStatus>> = {};
const waiting = new Map<string, { promise: Promise<void>; resolve: () => void }>();
let list: { promise: Promise<void>; resolve: () => void } | null = null;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

function waiter(key: string) {
  let entry = waiting.get(key);
  if (!entry) {
    let resolve = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    entry = { promise, resolve };
    waiting.set(key, entry);
  }
  return entry;
}

/**
 * The list of plugins is on its way: until it has come (and its plugins are mounting), charts of
 * a type the registry does not know wait instead of failing. Idempotent.
 */
export function expectDynamicPluginList(): void {
  if (list) return;
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  list = { promise, resolve };
}

/** The list has come (each of its plugins is now mounting) or could not be read. */
export function dynamicPluginListSettled(): void {
  expectDynamicPluginList();
  list?.resolve();
}

export function dynamicPluginMounting(key: string): void {
  waiter(key);
  statuses = { ...statuses, [key]: { key, mounting: true, error: null } };
  emit();
}

export function dynamicPluginComplete(key: string, error: string | null): void {
  statuses = { ...statuses, [key]: { key, mounting: false, error } };
  waiter(key).resolve();
  emit();
}

/**
 * A promise while a chart of `vizType` may still get its plugin (the list is loading, or the
 * plugin's bundle is mounting); null when there is nothing to wait for.
 */
export function dynamicPluginPending(vizType: string): Promise<void> | null {
  const status = statuses[vizType];
  if (status) return status.mounting ? waiter(vizType).promise : null;
  if (!list) return null;
  return list.promise.then(() => {
    const after = statuses[vizType];
    return after?.mounting ? waiter(vizType).promise : undefined;
  });
}

export function dynamicPluginStatuses(): Readonly<Record<string, DynamicPluginStatus>> {
  return statuses;
}

/** For useSyncExternalStore. */
export function subscribeDynamicPlugins(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests start from nothing. */
export function resetDynamicPluginState(): void {
  statuses = {};
  waiting.clear();
  list = null;
  emit();
}
