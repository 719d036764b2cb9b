// One number of a tool page: a label over a large value, as a <dt>/<dd> pair inside the page's <dl>.
import type { ReactNode } from 'react';

export function StatCard({ label, value }: { label: ReactNode; value: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums dark:text-white">{value}</dd>
    </div>
  );
}
