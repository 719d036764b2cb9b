// Whether the home page has nothing to publish (its Publish button is off): follows every change, and the stored
// note when that changes under the editor (another tab, "discard and start new").
import { useState } from 'react';
import { isBlankHtml } from '../../data/local/typed-text.ts';

export function useNothingToPublish(stored: string): [boolean, (empty: boolean) => void] {
  const [empty, setEmpty] = useState(() => isBlankHtml(stored));
  const [followed, setFollowed] = useState(stored);
  if (followed !== stored) {
    setFollowed(stored);
    setEmpty(isBlankHtml(stored));
  }
  return [empty, setEmpty];
}
