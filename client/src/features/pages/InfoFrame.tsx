// The frame of the info and legal pages: a readable column with a heading and simple prose styles.
import type { ReactNode } from 'react';

export function InfoFrame({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-2xl px-4 py-10 leading-relaxed text-slate-700 dark:text-slate-300 [&_a]:font-medium [&_a]:text-green-700 [&_a]:underline [&_a]:underline-offset-2 dark:[&_a]:text-green-400 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 dark:[&_h2]:text-white [&_li]:mt-1 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">{title}</h1>
      {lead && <p className="text-lg text-slate-600 dark:text-slate-300">{lead}</p>}
      {children}
    </article>
  );
}
