import type { ReactNode } from 'react';

/** The band at the top of the text pages (about, privacy): eyebrow, title, lead. */
export function PageIntro({
  eyebrow,
  title,
  lead,
}: {
  eyebrow: ReactNode;
  title: ReactNode;
  lead: ReactNode;
}) {
  return (
    <div className="border-b border-sand-200 bg-gradient-to-b from-brand-50 to-sand-50">
      <div className="mx-auto max-w-3xl px-4 pt-12 pb-10 sm:px-6 sm:pt-16 sm:pb-12">
        <p className="text-sm font-bold tracking-wide text-brand-700">{eyebrow}</p>
        <h1 className="mt-2 text-4xl sm:text-5xl">{title}</h1>
        <p className="mt-4 text-lg text-sand-700">{lead}</p>
      </div>
    </div>
  );
}

/** A titled section of a text page. */
export function TextSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      <div className="mt-3 flex flex-col gap-3 text-base text-sand-700">{children}</div>
    </section>
  );
}
