// /signin: accounts are not available yet — says so plainly and leads back to writing (no fake form).
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/button-classes.ts';
import { useLocalizedHref } from '../../app/navigation.ts';

export default function SignInPage() {
  const href = useLocalizedHref();
  return (
    <section className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">
        <Trans>Sign In</Trans>
      </h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        <Trans>Accounts are coming soon. They will keep all your notes in one list on every device.</Trans>
      </p>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        <Trans>
          Until then you need no account: your notes and their edit links are kept in this browser, and you find them
          under "My notes".
        </Trans>
      </p>
      <Link href={href('/')} className={buttonClasses('primary', 'md', 'mt-8')}>
        <Trans>Write a note</Trans>
      </Link>
    </section>
  );
}
