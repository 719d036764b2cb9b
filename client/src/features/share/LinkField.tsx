// A link shown in full in a read-only field (selectable, so it can be copied by hand) with a copy button.
import { useId, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/Button.tsx';
import { INPUT_CLASSES, LABEL_CLASSES } from '../../components/common/field-classes.ts';

export interface LinkFieldProps {
  label: ReactNode;
  url: string;
  onCopy: () => void;
  copyLabel?: ReactNode;
}

export function LinkField({ label, url, onCopy, copyLabel }: LinkFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
          className={`${INPUT_CLASSES} font-mono`}
        />
        <Button variant="secondary" onClick={onCopy} className="shrink-0">
          {copyLabel ?? <Trans>Copy</Trans>}
        </Button>
      </div>
    </div>
  );
}
