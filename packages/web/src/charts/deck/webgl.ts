/** The message a deck chart shows where the browser cannot draw WebGL. */
export const NO_WEBGL_MESSAGE = 'This chart needs WebGL, which this browser does not offer';

let answer: boolean | null = null;

/**
 * Whether this browser gives a WebGL2 context (deck.gl 9 needs one). Asked once per page, and the
 * probe's context is released at once: browsers keep only a few contexts alive, and a dashboard
 * holds one per map.
 */
export function hasWebGL2(doc: Document = document): boolean {
  if (answer !== null && doc === document) return answer;
  let found = false;
  try {
    const gl = doc.createElement('canvas').getContext('webgl2');
    found = Boolean(gl);
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
  } catch {
    // Some locked-down browsers throw instead of answering null: no WebGL either way.
    found = false;
  }
  if (doc === document) answer = found;
  return found;
}
