// Shared tooltip on Radix Tooltip: opens after 700 ms; within 300 ms of another tooltip closing it opens
// at once (docs/design.md §9.3 skip delay). Each tooltip brings its own provider, so Radix Tooltip is loaded only by
// the chunks that show tooltips, never by the app shell; the skip delay is kept across them here.
import { useState, type ReactElement, type ReactNode } from 'react';
import * as RadixTooltip from '@radix-ui/react-tooltip';

const TOOLTIP_DELAY_MS = 700;
const TOOLTIP_SKIP_DELAY_MS = 300;

let lastClosedAt = 0;

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (it becomes the trigger). */
  children: ReactElement;
}

export function Tooltip({ content, children }: TooltipProps) {
  const [delay, setDelay] = useState(TOOLTIP_DELAY_MS);
  return (
    <RadixTooltip.Provider delayDuration={delay} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <RadixTooltip.Root
        onOpenChange={(open) => {
          if (!open) lastClosedAt = Date.now();
        }}
      >
        <RadixTooltip.Trigger
          asChild
          onPointerEnter={() => setDelay(Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS)}
        >
          {children}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            sideOffset={6}
            className="z-[70] max-w-xs rounded-md bg-slate-900 px-2.5 py-1.5 text-xs text-white shadow-md dark:bg-slate-100 dark:text-slate-900"
          >
            {content}
            <RadixTooltip.Arrow className="fill-slate-900 dark:fill-slate-100" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
