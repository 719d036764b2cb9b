// Makes the page's first Intl objects on another thread, then ends. A page's first Intl object loads ICU's
// data for the whole browser process (40–140 ms on this project's test machine, four times that on a slow
// phone), and that loading is shared: once a worker has done it, the same objects on the main thread take
// well under a millisecond. The page's locale is the worker's name.
const locale = self.name;
try {
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(1234.5);
  new Intl.PluralRules(locale).select(1);
} finally {
  self.close();
}
