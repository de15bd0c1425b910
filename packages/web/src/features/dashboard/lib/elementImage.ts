/**
 * "Download as image" without a dependency: the element is copied with its computed styles inlined,
 * chart canvases turned into images, wrapped in an SVG <foreignObject>, and drawn onto a canvas
 * (the technique of html-to-image). Runs in the browser only.
 */

/** Copies `source`'s computed style onto `target`, property by property (Chrome's cssText is empty). */
function inlineStyle(source: Element, target: HTMLElement | SVGElement): void {
  const computed = window.getComputedStyle(source);
  for (let index = 0; index < computed.length; index += 1) {
    const name = computed.item(index);
    target.style.setProperty(name, computed.getPropertyValue(name), computed.getPropertyPriority(name));
  }
}

function cloneWithStyles(source: Node): Node | null {
  if (source.nodeType === Node.TEXT_NODE) return source.cloneNode(false);
  if (!(source instanceof Element)) return null;
  if (source instanceof HTMLCanvasElement) {
    // A chart's canvas keeps its pixels only as an image.
    const image = document.createElement('img');
    try {
      image.src = source.toDataURL('image/png');
    } catch {
      // A canvas tainted by another origin cannot be read: it is left blank.
    }
    inlineStyle(source, image);
    return image;
  }
  if (source instanceof HTMLScriptElement || source instanceof HTMLStyleElement) return null;
  const target = source.cloneNode(false) as HTMLElement | SVGElement;
  inlineStyle(source, target);
  if (source instanceof HTMLInputElement || source instanceof HTMLTextAreaElement)
    target.setAttribute('value', source.value);
  for (const child of Array.from(source.childNodes)) {
    const copy = cloneWithStyles(child);
    if (copy) target.appendChild(copy);
  }
  return target;
}

/** The SVG document that shows `element` at its full scroll size. */
export function elementSvg(element: HTMLElement): { svg: string; width: number; height: number } {
  const width = Math.ceil(element.scrollWidth);
  const height = Math.ceil(element.scrollHeight);
  const clone = cloneWithStyles(element) as HTMLElement;
  clone.setAttribute('xmlns', 'http://www.w3.org/1999/xhtml');
  clone.style.setProperty('margin', '0');
  // Scrolled panes (tables) would show their scrollbars in the picture.
  const noScrollbars = document.createElement('style');
  noScrollbars.textContent = '*{scrollbar-width:none}*::-webkit-scrollbar{display:none}';
  clone.insertBefore(noScrollbars, clone.firstChild);
  const body = new XMLSerializer().serializeToString(clone);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<foreignObject x="0" y="0" width="100%" height="100%">${body}</foreignObject></svg>`;
  return { svg, width, height };
}

/** A PNG of `element` on `background`, at the screen's pixel ratio. */
export async function elementToPng(element: HTMLElement, background: string): Promise<Blob> {
  const { svg, width, height } = elementSvg(element);
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const ratio = window.devicePixelRatio || 1;
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(width * ratio);
  canvas.height = Math.ceil(height * ratio);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the image.');
  context.scale(ratio, ratio);
  context.fillStyle = background;
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be made.'))),
      'image/png',
    ),
  );
}

/** Superset's file name: the title with spaces as dashes, then the date (YYYY-MM-DD). */
export function imageFileName(title: string, now: Date): string {
  const base =
    title
      .trim()
      .replace(/[\\/:*?"<>|]+/g, '')
      .replace(/\s+/g, '-') || 'dashboard';
  return `${base}-${now.toISOString().slice(0, 10)}.png`;
}
