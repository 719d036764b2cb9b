// The sign-in page's sentence about the unsaved note, when there is one (DraftNotice.tsx). Loaded with the `later`
// messages, so the sign-in page itself does not wait for them.
import { useSignInDraftFate } from '../../../data/account/account-hooks.ts';
import { DraftNotice } from './DraftNotice.tsx';

export default function SignInDraftNotice() {
  const fate = useSignInDraftFate();
  return fate ? <DraftNotice fate={fate} className="mt-3 text-center" /> : null;
}
