// The text box of a tool page: a labelled textarea with a clear button and a note on where the text is
// kept (or that it could not be kept, when the browser's storage is full).
import { useId, useRef } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/Button.tsx';
import { useTypedBeforeStart } from '../../platform/use-typed-before-start.ts';

interface ToolTextAreaProps {
  label: string;
  placeholder: string;
  text: string;
  onTextChange: (text: string) => void;
  onClear: () => void;
  stored: boolean;
}

export function ToolTextArea({ label, placeholder, text, onTextChange, onClear, stored }: ToolTextAreaProps) {
  const id = useId();
  const noteId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  // The box is in the prerendered HTML: what someone typed before the script ran is taken over, not lost.
  useTypedBeforeStart(box, text, onTextChange);
  const clear = () => {
    onClear();
    box.current?.focus();
  };
  return (
    <div className="flex min-w-0 flex-col">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-100">
          {label}
        </label>
        <Button variant="secondary" size="sm" onClick={clear} disabled={text === ''}>
          <Trans>Clear text</Trans>
        </Button>
      </div>
      <textarea
        id={id}
        ref={box}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        placeholder={placeholder}
        aria-describedby={noteId}
        spellCheck
        className="mt-2 min-h-64 w-full flex-1 resize-y rounded-lg border border-slate-500 bg-white p-4 text-base leading-relaxed text-slate-900 placeholder:text-slate-500 focus-visible:ring-2 focus-visible:ring-green-600 focus-visible:outline-none lg:min-h-112 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus-visible:ring-green-400"
      />
      <p id={noteId} className={`mt-2 text-xs ${stored ? 'text-slate-600 dark:text-slate-400' : 'text-amber-700 dark:text-amber-400'}`}>
        {stored ? (
          <Trans>Your text stays in this browser: it is counted on your device and kept for your next visit.</Trans>
        ) : (
          <Trans>This text is too large to keep in this browser; it will be gone after a reload.</Trans>
        )}
      </p>
    </div>
  );
}
