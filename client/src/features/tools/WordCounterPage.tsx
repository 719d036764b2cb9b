// /tools/word-counter: words, characters, sentences, paragraphs, reading and speaking time and the top
// keywords of a text, live as you type (counted in a worker), the text kept in this browser.
import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PAGE_META } from '../../platform/page-meta.ts';
import { KeywordList } from './KeywordList.tsx';
import { StatCard } from './StatCard.tsx';
import { ToolLayout } from './ToolLayout.tsx';
import { ToolTextArea } from './ToolTextArea.tsx';
import { useTextStats } from './useTextStats.ts';
import { useToolFormat } from './useToolFormat.ts';
import { useToolText } from './useToolText.ts';

export default function WordCounterPage() {
  const { t, i18n } = useLingui();
  const { text, setText, clear, stored } = useToolText('word-counter');
  const { stats, counting } = useTextStats(text);
  const format = useToolFormat();
  const statsId = useId();
  return (
    <ToolLayout
      title={i18n._(PAGE_META.wordCounter.title)}
      intro={
        <Trans>
          Count words, characters, sentences and paragraphs as you type, see how long your text takes to read
          aloud or silently, and which words you use most.
        </Trans>
      }
      other="character-counter"
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
        <div className="space-y-8">
          <section aria-labelledby={statsId} aria-busy={counting}>
            <h2 id={statsId} className="sr-only">
              <Trans>Statistics</Trans>
            </h2>
            <dl className="grid grid-cols-2 gap-3">
              <StatCard label={<Trans>Words</Trans>} value={format.number(stats.words)} />
              <StatCard label={<Trans>Characters</Trans>} value={format.number(stats.characters)} />
              <StatCard label={<Trans>Characters without spaces</Trans>} value={format.number(stats.charactersNoSpaces)} />
              <StatCard label={<Trans>Sentences</Trans>} value={format.number(stats.sentences)} />
              <StatCard label={<Trans>Paragraphs</Trans>} value={format.number(stats.paragraphs)} />
              <StatCard label={<Trans>Reading time</Trans>} value={format.duration(stats.readingTimeSec)} />
              <StatCard label={<Trans>Speaking time</Trans>} value={format.duration(stats.speakingTimeSec)} />
            </dl>
          </section>
          <KeywordList stats={stats} format={format} />
        </div>
      </div>
    </ToolLayout>
  );
}
