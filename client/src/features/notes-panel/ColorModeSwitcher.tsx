// Colour-mode switcher: light, dark or follow the system (docs/design.md §9.3).
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useColorMode, type ColorModePreference } from '../../platform/color-mode.ts';

const OPTIONS: Array<{ value: ColorModePreference; label: ReactNode }> = [
  { value: 'light', label: <Trans>Light</Trans> },
  { value: 'dark', label: <Trans>Dark</Trans> },
  { value: 'system', label: <Trans>System</Trans> },
];

export function ColorModeSwitcher() {
  const { preference, setPreference } = useColorMode();
  return (
    <fieldset>
      <legend className="text-xs font-medium text-slate-600 dark:text-slate-300">
        <Trans>Colour mode</Trans>
      </legend>
      <div className="mt-1 grid grid-cols-3 gap-1 rounded-md border border-slate-300 p-0.5 dark:border-slate-700">
        {OPTIONS.map(({ value, label }) => (
          <label
            key={value}
            className="cursor-pointer rounded px-2 py-1 text-center text-sm text-slate-700 has-[:checked]:bg-green-600 has-[:checked]:text-slate-950 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-green-600 has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-white dark:text-slate-200 dark:has-[:checked]:bg-green-400 dark:has-[:focus-visible]:ring-green-400 dark:has-[:focus-visible]:ring-offset-slate-900"
          >
            <input
              type="radio"
              name="color-mode"
              value={value}
              checked={preference === value}
              // Only the chosen radio is a Tab stop, as browsers treat a radio group; the panel's focus trap
              // counts every tabbable element, and with all three it would not see Tab leave the group.
              tabIndex={preference === value ? 0 : -1}
              onChange={() => setPreference(value)}
              className="sr-only"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
