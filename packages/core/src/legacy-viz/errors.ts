// Errors of the legacy viz layer: a chart's controls do not make a query (Superset's
// QueryObjectValidationError), answered 400 with the message as the user sees it.

export class LegacyVizError extends Error {
  readonly status = 400;
  constructor(message: string) {
    super(message);
    this.name = 'LegacyVizError';
  }
}

export class UnknownLegacyVizError extends Error {
  readonly status = 400;
  constructor(id: string, known: readonly string[]) {
    super(`Unknown legacy viz type "${id}". Known: ${known.join(', ')}`);
    this.name = 'UnknownLegacyVizError';
  }
}
