/** Icons of the demo toolbar, inline SVG: they render in the static HTML with no icon font or script. */
const PATHS = {
  copy: 'M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z',
  check: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  reset:
    'M17.65 6.35A7.96 7.96 0 0 0 12 4a8 8 0 1 0 7.73 10h-2.08A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4l-2.35 2.35z',
  codesandbox: 'M12 1.5 2.5 6.8v10.4l9.5 5.3 9.5-5.3V6.8L12 1.5zm0 2.3 6.9 3.8-6.9 3.9-6.9-3.9L12 3.8zM4.5 9.3l6.5 3.6v7.2l-6.5-3.6V9.3zm8.5 10.8v-7.2l6.5-3.6v7.2L13 20.1z',
  stackblitz: 'M10.8 2 4 13.6h6.2L8.6 22 20 9.8h-6.4L16.8 2z',
  chat: 'M20 2H4a2 2 0 0 0-2 2v18l4-4h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2zM6 9h12v2H6V9zm8 5H6v-2h8v2zm4-6H6V6h12v2z',
  source: 'M9.4 16.6 4.8 12l4.6-4.6L8 6l-6 6 6 6 1.4-1.4zm5.2 0 4.6-4.6-4.6-4.6L16 6l6 6-6 6-1.4-1.4z',
} as const;

export type DemoIconName = keyof typeof PATHS;

export function DemoIcon({ name, className }: { name: DemoIconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      <path d={PATHS[name]} />
    </svg>
  );
}
