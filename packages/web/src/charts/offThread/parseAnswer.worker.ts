// Parses big chart-data answers off the page's main thread (readAnswerOffThread.ts).
import { parseAnswer } from './parseAnswer';

interface Job {
  readonly id: number;
  readonly buffer: ArrayBuffer;
}

// The web app compiles against the DOM library, not the worker one: the little used here.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Job>) => void) | null;
  postMessage(message: unknown, transfer?: Transferable[]): void;
};

scope.onmessage = (event: MessageEvent<Job>) => {
  const { id, buffer } = event.data;
  try {
    const { answer, columnar, transfer } = parseAnswer(new TextDecoder().decode(buffer));
    scope.postMessage({ id, answer, columnar }, transfer);
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
