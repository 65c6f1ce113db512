/** The part of happy-dom's window API the tests use; it is not in the DOM types. */
interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width?: number; height?: number }): void };
}

/**
 * Resizes the test window. Mantine's hiddenFrom/visibleFrom are real CSS media queries, which
 * happy-dom evaluates against this size (1024 × 768 unless changed).
 */
export function setViewportWidth(width: number): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 800 });
}
