// /tools/character-counter: characters as people see them, the text's size in code points, UTF-16 units
// and UTF-8 bytes, and meters for the usual limits (X post, meta title and description, SMS).
import { useId } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { SMS_LIMITS, X_MAX_WEIGHTED_LENGTH } from '../../../../shared/text-stats/types.ts';
import { PAGE_META } from '../../platform/page-meta.ts';
import { LimitMeter } from './LimitMeter.tsx';
import { StatCard } from './StatCard.tsx';
import { ToolLayout } from './ToolLayout.tsx';
import { ToolTextArea } from './ToolTextArea.tsx';
import { useTextStats } from './useTextStats.ts';
import { useToolFormat } from './useToolFormat.ts';
import { useToolText } from './useToolText.ts';

// Lengths search engines show before cutting a title or description off.
const META_TITLE_MAX = 60;
const META_DESCRIPTION_MAX = 160;

function Remaining({ value, max }: { value: number; max: number }) {
  return value <= max ? (
    <Plural value={max - value} one="# character left" other="# characters left" />
  ) : (
    <Plural value={value - max} one="# character over the limit" other="# characters over the limit" />
  );
}

export default function CharacterCounterPage() {
  const { t, i18n } = useLingui();
  const { text, setText, clear, stored } = useToolText('character-counter');
  const { stats, counting } = useTextStats(text);
  const format = useToolFormat();
  const statsId = useId();
  const limitsId = useId();
  const { encoding, segments, units } = stats.sms;
  const sms = SMS_LIMITS[encoding];
  const smsCapacity = segments <= 1 ? sms.single : segments * sms.multi;
  const amount = (value: number, max: number) => `${format.number(value)} / ${format.number(max)}`;
  return (
    <ToolLayout
      title={i18n._(PAGE_META.characterCounter.title)}
      intro={
        <Trans>
          Count characters the way people see them, check your text against the limits of X posts, search
          results and text messages, and see its size in bytes.
        </Trans>
      }
      other="word-counter"
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <ToolTextArea
          label={t`Your text`}
          placeholder={t`Type or paste your text here…`}
          text={text}
          onTextChange={setText}
          onClear={clear}
          stored={stored}
        />
        <div className="space-y-8" aria-busy={counting}>
          <section aria-labelledby={statsId}>
            <h2 id={statsId} className="sr-only">
              <Trans>Counts</Trans>
            </h2>
            <dl className="grid grid-cols-2 gap-3">
              <StatCard label={<Trans>Characters</Trans>} value={format.number(stats.characters)} />
              <StatCard label={<Trans>Without spaces</Trans>} value={format.number(stats.charactersNoSpaces)} />
              <StatCard label={<Trans>Words</Trans>} value={format.number(stats.words)} />
              <StatCard label={<Trans>Code points</Trans>} value={format.number(stats.codePoints)} />
              <StatCard label={<Trans>UTF-16 units</Trans>} value={format.number(stats.utf16Units)} />
              <StatCard label={<Trans>UTF-8 bytes</Trans>} value={format.number(stats.utf8Bytes)} />
            </dl>
          </section>
          <section aria-labelledby={limitsId} className="space-y-5">
            <h2 id={limitsId} className="text-lg font-semibold text-slate-900 dark:text-white">
              <Trans>Limits</Trans>
            </h2>
            <LimitMeter
              label={<Trans>X post</Trans>}
              value={stats.xWeightedLength}
              max={X_MAX_WEIGHTED_LENGTH}
              amount={amount(stats.xWeightedLength, X_MAX_WEIGHTED_LENGTH)}
              status={
                <>
                  <Remaining value={stats.xWeightedLength} max={X_MAX_WEIGHTED_LENGTH} />{' '}
                  <Trans>(links count as 23, emoji and CJK characters as 2)</Trans>
                </>
              }
            />
            <LimitMeter
              label={<Trans>Meta title</Trans>}
              value={stats.characters}
              max={META_TITLE_MAX}
              amount={amount(stats.characters, META_TITLE_MAX)}
              status={<Remaining value={stats.characters} max={META_TITLE_MAX} />}
            />
            <LimitMeter
              label={<Trans>Meta description</Trans>}
              value={stats.characters}
              max={META_DESCRIPTION_MAX}
              amount={amount(stats.characters, META_DESCRIPTION_MAX)}
              status={<Remaining value={stats.characters} max={META_DESCRIPTION_MAX} />}
            />
            <LimitMeter
              label={<Trans>SMS</Trans>}
              value={units}
              max={smsCapacity}
              amount={amount(units, smsCapacity)}
              hardLimit={false}
              status={
                encoding === 'GSM-7' ? (
                  <Trans>
                    GSM-7 encoding, <Plural value={segments} one="# message" other="# messages" />
                  </Trans>
                ) : (
                  <Trans>
                    UCS-2 encoding (a character outside the GSM alphabet, such as an emoji, limits each message to
                    70), <Plural value={segments} one="# message" other="# messages" />
                  </Trans>
                )
              }
            />
          </section>
        </div>
      </div>
    </ToolLayout>
  );
}
