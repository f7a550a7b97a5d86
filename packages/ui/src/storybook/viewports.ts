// The widths at which our layouts change (375 phone, 600 between the mobile and nav-collapse
// breakpoints, 1280 desktop). Used as Storybook viewport options and as story globals.
export const VIEWPORTS = {
  phone: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'Narrow tablet 600', styles: { width: '600px', height: '900px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

/** Story annotation that renders the story at one of our widths (also in Vitest). */
export function at(viewport: ViewportName) {
  return { globals: { viewport: { value: viewport, isRotated: false } } };
}
