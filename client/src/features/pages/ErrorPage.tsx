// The error page (docs/design.md §5.2, §9.1): "Page Not Found: {path}" with the buttons New Note and Sign In.
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { buttonClasses } from '../../../../shared/button-classes.ts';
import { useLocalizedHref } from '../../platform/navigation.ts';

export default function ErrorPage({ path }: { path: string }) {
  const href = useLocalizedHref();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-5xl font-semibold text-green-700 dark:text-green-400" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold break-words text-slate-900 dark:text-white">
        <Trans>Page Not Found: {path}</Trans>
      </h1>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href={href('/')} className={buttonClasses('primary')}>
          <Trans>New Note</Trans>
        </Link>
        <Link href="~/signin" className={buttonClasses('secondary')}>
          <Trans>Sign In</Trans>
        </Link>
      </div>
    </section>
  );
}
