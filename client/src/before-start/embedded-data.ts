// The JSON the server embedded in the page (shared/initial-data.ts), parsed without anything else of the app:
// initial-data.ts reads it at start, and the early editor of a painted note (before-start/early-edit.ts)
// before the app runs.
import { INITIAL_DATA_ELEMENT_ID, type EmbeddedInitialData } from '../../../shared/initial-data.ts';

export function parseEmbedded(): Partial<EmbeddedInitialData> | null {
  const element = document.getElementById(INITIAL_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<EmbeddedInitialData>) : null;
  } catch {
    return null;
  }
}
