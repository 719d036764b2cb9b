// Which dialog the user menu has open: named by the menu that opens it and by the lazily loaded dialogs that show it,
// so it sits in a file of its own that both import (the menu and the dialogs would otherwise import each other).
export type AccountDialog = 'settings' | 'sign-out' | null;
