/**
 * Style props for a part of a page that usually starts below the fold: the browser does not style,
 * lay out or paint its content until it comes near the viewport, and counts it as `height` until
 * then (after that, as its last rendered height). It stays in the accessibility tree, in find in
 * page and in the tab order.
 */
export function offScreenUntilNear(height: { base: string; sm?: string; md?: string; lg?: string }) {
  return {
    contentVisibility: 'auto',
    containIntrinsicSize: Object.fromEntries(
      Object.entries(height).map(([breakpoint, value]) => [breakpoint, `auto ${value}`]),
    ),
  } as const;
}
