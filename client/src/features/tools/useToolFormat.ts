// The tool pages' formats (tool-format.ts) in the reader's language.
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocale } from '../../platform/navigation.ts';
import { createToolFormat, type ToolFormat } from './tool-format.ts';

export function useToolFormat(): ToolFormat {
  const locale = useLocale();
  const { t } = useLingui();
  // Translated rather than formatted, so an empty text needs no Intl at all.
  const zeroSeconds = t({ comment: 'A reading or speaking time of nothing: zero seconds, abbreviated', message: '0 sec' });
  return useMemo(() => createToolFormat(locale, zeroSeconds), [locale, zeroSeconds]);
}
