import type { ComponentType, SVGProps } from 'react';

/** An icon on a tinted, rounded square (a tool's tile); size and colours come from `className`. */
export function IconTile({
  icon: Icon,
  className,
}: {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  className: string;
}) {
  return (
    <span className={`inline-flex shrink-0 items-center justify-center rounded-xl text-2xl ${className}`}>
      <Icon />
    </span>
  );
}
