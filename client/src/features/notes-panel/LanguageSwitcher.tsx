// Language switcher: remembers the choice (cookie) and shows the same page in the new language.
import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLocation, useRouter } from 'wouter';
import { LOCALES, LOCALE_NAMES, isLocale } from '../../../../shared/locales.ts';
import { activateLocale, rememberLocale } from '../../platform/i18n.ts';
import { switchLocalePath } from '../../platform/locale-routing.ts';
import { useLocale } from '../../platform/navigation.ts';
import { SELECT_CLASSES } from './panel-classes.ts';

export function LanguageSwitcher() {
  const id = useId();
  const locale = useLocale();
  const [location, navigate] = useLocation();
  const { base } = useRouter();

  function choose(value: string) {
    if (!isLocale(value) || value === locale) return;
    rememberLocale(value);
    const current = base + location + window.location.search + window.location.hash;
    const target = switchLocalePath(current, value);
    // A localized page changes address and the shell follows its language; other pages switch in place.
    if (target !== current) navigate(`~${target}`);
    else void activateLocale(value);
  }

  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-slate-600 dark:text-slate-300">
        <Trans>Language</Trans>
      </label>
      <select id={id} value={locale} onChange={(event) => choose(event.target.value)} className={SELECT_CLASSES}>
        {LOCALES.map((value) => (
          <option key={value} value={value} lang={value}>
            {LOCALE_NAMES[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
