// Small canvas marks shared by the trace overlays.

/** Path of a downward-pointing triangle 10 px wide and 8 px tall with its tip at (x, y + 8); fill/stroke it after. */
export function downTriangle(ctx: CanvasRenderingContext2D, x: number, y: number): void {
  ctx.beginPath();
  ctx.moveTo(x - 5, y);
  ctx.lineTo(x + 5, y);
  ctx.lineTo(x, y + 8);
  ctx.closePath();
}
