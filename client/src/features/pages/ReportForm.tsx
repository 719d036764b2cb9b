// The abuse report form: the note's link or id, a reason and optional details, sent to POST /api/reports. The link
// of an end-to-end encrypted note carries its key: only if the reporter ticks the box (unticked at first) is it sent,
// so the operator can read the note (docs/design.md §10.2).
import { useId, useRef, useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS, type ReportReason } from '../../../../shared/limits.ts';
import type { ReportRequest } from '../../../../shared/api.ts';
import { ReportResponse } from '../../../../shared/wire/service.ts';
import { Button } from '../../components/Button.tsx';
import { useTypedBeforeStart } from '../../platform/use-typed-before-start.ts';
import { ApiFailure, postJson } from '../../data/remote/api-client.ts';
import { CHECKBOX_CLASSES } from '../../components/common/field-classes.ts';
import { FIELD_CLASSES as FIELD, TEXTAREA_CLASSES } from './page-format.ts';
import { noteKeyFromInput, shareIdFromInput } from './report-input.ts';

const REASON_LABELS: Record<ReportReason, MessageDescriptor> = {
  spam: msg`Spam`,
  malware: msg`Malware`,
  phishing: msg`Phishing`,
  illegal: msg`Illegal content`,
  harassment: msg`Harassment`,
  other: msg`Something else`,
};

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'error'; message: string };

export function ReportForm() {
  const { t, i18n } = useLingui();
  const id = useId();
  const [link, setLink] = useState('');
  const [reason, setReason] = useState<ReportReason>('spam');
  const [details, setDetails] = useState('');
  const [includeKey, setIncludeKey] = useState(false);
  const noteKey = noteKeyFromInput(link);
  const linkField = useRef<HTMLInputElement>(null);
  const detailsField = useRef<HTMLTextAreaElement>(null);
  useTypedBeforeStart(linkField, link, setLink);
  useTypedBeforeStart(detailsField, details, setDetails);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const shareId = shareIdFromInput(link);
    setLinkInvalid(shareId === null);
    if (shareId === null) return;
    setStatus({ kind: 'sending' });
    const body: ReportRequest = details.trim()
      ? { share_id: shareId, reason, details: details.trim() }
      : { share_id: shareId, reason };
    if (includeKey && noteKey !== null) body.key = noteKey;
    try {
      await postJson('/api/reports', body, ReportResponse);
      setStatus({ kind: 'sent' });
    } catch (error) {
      const message =
        error instanceof ApiFailure && error.status === 429
          ? t`Too many reports from your connection. Please try again later.`
          : error instanceof ApiFailure && error.code === 'network'
            ? t`You seem to be offline. Please try again when you are connected.`
            : t`The report could not be sent. Please try again.`;
      setStatus({ kind: 'error', message });
    }
  }

  if (status.kind === 'sent') {
    return (
      <p role="status" className="rounded-md bg-green-50 p-4 text-green-900 dark:bg-green-950 dark:text-green-100">
        <Trans>Thank you. Your report was sent and will be reviewed.</Trans>
      </p>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-8 space-y-5">
      <h2>
        <Trans>Report a note</Trans>
      </h2>
      <div>
        <label htmlFor={`${id}-link`} className="font-medium text-slate-900 dark:text-white">
          <Trans>Link to the note</Trans>
        </label>
        <input
          id={`${id}-link`}
          ref={linkField}
          type="text"
          inputMode="url"
          autoComplete="off"
          required
          value={link}
          onChange={(event) => setLink(event.target.value)}
          aria-invalid={linkInvalid}
          aria-describedby={linkInvalid ? `${id}-link-error` : undefined}
          placeholder={t`https://…/n/…`}
          className={FIELD}
        />
        {linkInvalid && (
          <p id={`${id}-link-error`} className="!mt-1 text-sm text-red-700 dark:text-red-400">
            <Trans>Paste the note's link (it contains /n/ followed by 12 letters and digits).</Trans>
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-reason`} className="font-medium text-slate-900 dark:text-white">
          <Trans>Reason</Trans>
        </label>
        <select
          id={`${id}-reason`}
          value={reason}
          onChange={(event) => setReason(REPORT_REASONS.find((value) => value === event.target.value) ?? 'other')}
          className={FIELD}
        >
          {REPORT_REASONS.map((value) => (
            <option key={value} value={value}>
              {i18n._(REASON_LABELS[value])}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-details`} className="font-medium text-slate-900 dark:text-white">
          <Trans>Details (optional)</Trans>
        </label>
        <textarea
          id={`${id}-details`}
          ref={detailsField}
          rows={4}
          maxLength={REPORT_DETAILS_MAX_LENGTH}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          className={TEXTAREA_CLASSES}
        />
      </div>
      {noteKey !== null && (
        <div className="flex items-start gap-2">
          <input
            id={`${id}-key`}
            type="checkbox"
            checked={includeKey}
            onChange={(event) => setIncludeKey(event.target.checked)}
            className={`${CHECKBOX_CLASSES} mt-1`}
          />
          <label htmlFor={`${id}-key`} className="text-slate-900 dark:text-white">
            <Trans>
              Include the note’s key from this link, so we can read the note. It is end-to-end encrypted: without the
              key, nobody here can see what it says.
            </Trans>
          </label>
        </div>
      )}
      {status.kind === 'error' && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {status.message}
        </p>
      )}
      <Button type="submit" disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? <Trans>Sending…</Trans> : <Trans>Send report</Trans>}
      </Button>
    </form>
  );
}
