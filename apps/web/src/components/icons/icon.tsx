import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/** Every icon's svg: 1em square, hidden from assistive technology (the text beside it names it). */
export function Svg(props: IconProps) {
  return <svg width="1em" height="1em" aria-hidden="true" focusable="false" {...props} />;
}

/** Decorative line icons (24×24, stroke = currentColor). */
export function Icon(props: IconProps) {
  return (
    <Svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    />
  );
}

/** A line icon drawn by `shapes` (SVG elements on the 24×24 grid). */
export function lineIcon(shapes: ReactNode) {
  return (props: IconProps) => <Icon {...props}>{shapes}</Icon>;
}

/** A filled mark of one path in currentColor (the social links'). */
export function brandIcon(d: string) {
  return (props: IconProps) => (
    <Svg viewBox="0 0 24 24" fill="currentColor" {...props}>
      <path d={d} />
    </Svg>
  );
}
